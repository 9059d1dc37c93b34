// The text catalogue (domain/texts/index.ts): the herd's figures, charts and their file (/breeding/herd). A
// module of its own: the figures' code loads when the page first needs it (docs/decisions/0039-code-loaded-on-demand.md).

export const herdFigures = {
  figuresHeading: "Nyckeltal",
  meanInbreeding: "Medelinavelsgrad",
  meanInbreedingHelp:
    "Genomsnittet av hästarnas inavelsgrad (Wright, räknad genom alla kända generationer), samma tal som varje hästs sida visar: hur stor del av arvsmassan som i snitt är dubbelt ärvd från en gemensam förfader.",
  effectiveFounders: "Effektivt antal grundare (f_e)",
  effectiveFoundersHelp:
    "Så många lika stora grundare skulle ge samma genetiska bredd som stuteriets verkliga grundare, där några bidrar mycket och andra lite.",
  effectiveAncestors: "Effektivt antal förfäder (f_a)",
  effectiveAncestorsHelp:
    "Som grundarna, men räknat på de förfäder som generna faktiskt har passerat; ett lägre tal än f_e visar flaskhalsar, där få hästar fört vidare mycket.",
  completeness: "Stamtavlans fullständighet",
  completenessHelp:
    "Andelen kända förfäder i 5 generationer, varje generation lika tungt vägd: 100\u00a0% betyder att alla 62 platser i stamtavlan är kända.",
  referenceHorses: "Referenshästar",
  referenceHorsesHelp: "Stuteriets hästar som inte är sålda: det är deras gener siffrorna beskriver.",
  founders: "Grundare",
  foundersHelp: "Förfäder (eller referenshästar) utan känd förälder som har gener i dagens hästar.",
  none: "–",
  histogramHeading: "Inavelsgrad hos hästarna",
  histogramLabel: "Stapeldiagram: antal hästar per intervall av inavelsgrad",
  histogramClass: "Inavelsgrad",
  histogramHorses: "Hästar",
  classZero: "0\u00a0%",
  classUpTo: (to: string) => `över 0 till ${to}`,
  classBetween: (from: string, to: string) => `över ${from} till ${to}`,
  classAbove: (from: string) => `över ${from}`,
  generationHeading: "Inavelsgrad per generation",
  generationLabel: "Stapeldiagram: medelinavelsgrad per generation",
  generation: "Generation",
  unknownGeneration: "okänd",
  generationHorses: "Hästar",
  generationMean: "Medelinavelsgrad",
  ancestorsHeading: "De förfäder som bidragit mest",
  ancestorsIntro:
    "Andel av hästarnas gener (av känt ursprung) som varje förfader står för, utöver det som förfäderna före den i listan redan förklarar.",
  ancestorsLabel: "Stapeldiagram: de tio förfäder som bidragit mest till stuteriets gener",
  ancestor: "Förfader",
  ancestorShare: "Andel av generna",
  meanKinshipHeading: "Medelsläktskap",
  meanKinshipHelp:
    "En hästs medelsläktskap är dess genomsnittliga släktskap med alla referenshästar, sig själv inräknad: de med lägst medelsläktskap bär stuteriets ovanligaste gener, de med högst de vanligaste.",
  lowestMeanKinship: "Lägst medelsläktskap",
  highestMeanKinship: "Högst medelsläktskap",
  horse: "Häst",
  meanKinship: "Medelsläktskap",
  download: "Ladda ned hästarnas siffror (CSV för kalkylprogram)",
  csvFileName: "stuteriets-genetik.csv",
  csvColumns: ["Häst", "Inavelsgrad", "Fullständighet", "Generation", "Medelsläktskap"],
} as const;
