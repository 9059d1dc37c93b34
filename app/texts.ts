/**
 * Every UI string of the site. SPEC.md's quoted texts stand here verbatim (their
 * language and punctuation included); new texts are Swedish. Re-word the site here.
 */
export const STABLE_NAME_DEFAULT = "Snöflingan";

export const texts = {
  site: {
    title: "Snöflingan",
    defaultPageTitle: "Snöfligan",
    description: "Snöflingan är ett påhittat internetstall för walesiska ponnyer och cobs: hästar, stamtavlor, avkommor, bedömningar och meriter.",
    skipToContent: "Hoppa till innehållet",
    navLabel: "Huvudmeny",
    footer:
      "Snöflingan är ett påhittat internetstall. Ingenting här är på riktigt: hästarna, stamtavlorna och meriterna är fiktiva, namnen är ibland inspirerade av verkligheten, och inga pengar är inblandade.",
    logoAlt: "Snöflingans logotyp, en snöflinga",
  },
  nav: {
    stallions: "Hingstar",
    broodmares: "Avelsston",
    competitors: "Tävlingshästar",
    youngsters: "Unghästar",
    seniors: "Pensionärer",
    forSale: "Till Salu",
    homebred: "Egen uppfödning",
    breeding: "Avelsplanerare",
  },
  home: {
    heading: "Välkommen till Snöflingan",
    imageAlt: "Ponnyer som betar i en snöig hage framför Snöflingans stall",
    metaDescription: "Snöflingan föder upp walesiska ponnyer och cobs i alla fyra sektionerna samt Welsh Partbred.",
    paragraphs: [
      "Snöflingan började som ett litet stuteri med Welsh Mountain, New Forest och Connemara. Med åren lämnade vi New Forest och Connemara för att helt ägna oss åt de walesiska ponnyerna och cobsen, och i dag fokuserar vi på alla fyra sektionerna av Welsh. Efter ett uppehåll återupptogs verksamheten 2021, och 2022 tillkom Welsh Partbred.",
      "Våra avelsmål är tydliga: sektion A ska vara en trygg körponny och familjeponny, sektion C och D ska vara ridhästar för dressyr, hoppning och fälttävlan, och cobtyperna avlas för körning och dressyr. Gemensamt för alla är gott lynne, sunda ben och rörelser som håller ett helt hästliv.",
      "Stallet är ett rymligt timmerstall med ljusa boxar, en stor spolspilta, sadelkammare och ett varmt fikarum där vi planerar nästa säsongs betäckningar. Bredvid ligger ridhuset och en utebana där unghästarna får sina första lektioner.",
      "Hästarna går ute i stora kuperade hagar med vindskydd året runt. Det största vindskyddet rymmer 50 hästar och de två mindre rymmer 10 hästar vardera, så att ston med föl, unghästar och hingstar kan gå i egna flockar.",
    ],
  },
  notFound: {
    message: "Page not found, returning to previous page",
    title: "Sidan hittades inte",
  },
  errors: {
    unexpected: "Unexpected Application Error!",
  },
} as const;
