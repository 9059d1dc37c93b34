// The text catalogue (domain/texts/index.ts): the home page.
export const home = {
  heading: "Välkommen till Snöflingan",
  imageAlt: "Ponnyer som betar i en snöig hage framför Snöflingans stall",
  metaDescription: "Snöflingan föder upp walesiska ponnyer och cobs i alla fyra sektionerna samt Welsh Partbred.",
  paragraphs: [
    "Snöflingan började som ett litet stuteri med Welsh Mountain, New Forest och Connemara. Med åren lämnade vi New Forest och Connemara för att helt ägna oss åt de walesiska ponnyerna och cobsen, och i dag fokuserar vi på alla fyra sektionerna av Welsh. Efter ett uppehåll återupptogs verksamheten 2021, och 2022 tillkom Welsh Partbred.",
    "Våra avelsmål är tydliga: sektion A ska vara en trygg körponny och familjeponny, sektion C och D ska vara ridhästar för dressyr, hoppning och fälttävlan, och cobtyperna avlas för körning och dressyr. Gemensamt för alla är gott lynne, sunda ben och rörelser som håller ett helt hästliv.",
    "Stallet är ett rymligt timmerstall med ljusa boxar, en stor spolspilta, sadelkammare och ett varmt fikarum där vi planerar nästa säsongs betäckningar. Bredvid ligger ridhuset och en utebana där unghästarna får sina första lektioner.",
    "Hästarna går ute i stora kuperade hagar med vindskydd året runt. Det största vindskyddet rymmer 50 hästar och de två mindre rymmer 10 hästar vardera, så att ston med föl, unghästar och hingstar kan gå i egna flockar.",
  ],
} as const;
