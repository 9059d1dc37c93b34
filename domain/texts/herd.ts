// The text catalogue (domain/texts/index.ts): the herd's genetics (/breeding/herd).

export const herd = {
  heading: "Stuteriets genetik",
  metaDescription:
    "Stuteriets genetik i en blick: inavelsgrad, medelsläktskap, effektivt antal grundare och förfäder, stamtavlornas fullständighet och de förfäder som dominerar.",
  intro:
    "Siffrorna gäller stuteriets osålda hästar (referenshästarna) och räknas fram ur alla kända stamtavlor. De uppdateras så fort något i stamtavlorna ändras.",
  unknownFormat: "Okänt format i adressen. Siffrorna finns på sidan och som kalkylfil med format=csv.",
  /** The link from the unknown format's message to the page itself. */
  showPage: "Visa stuteriets genetik",
  empty: "Stuteriet har inga osålda hästar ännu, så det finns inget att räkna på.",
  updating:
    "Siffrorna räknas om efter en ändring i stamtavlorna. Här visas de förra tills de nya är klara; ladda om sidan om en stund.",
} as const;
