// The text catalogue (domain/texts/index.ts): the backup archive.
/** The admin's backup download with its pictures, and reading it back (transfer/stud-archive.ts, transfer/picture-files.ts, the import page). */
export const backup = {
  intro:
    "Hela stuteriet i en zip-fil: hästar med rosetter, stamtavla, bedömningar, meriter, tävlingslistan och alla uppladdade bilder. Spara den som säkerhetskopia; den läses tillbaka här nedan.",
  fileHint: (mb: number) =>
    `Stuteriets säkerhetskopia (.zip) eller en export från den gamla appen (.json, .ndjson, .jsonl); högst ${mb}\u00a0MB.`,
  wrongType: (name: string) =>
    `Filen ${name} är varken en säkerhetskopia eller en export från den gamla appen. Välj en fil som slutar på .zip, .json, .ndjson eller .jsonl.`,
  /** What is wrong with an archive: the `what` of texts.studTransfer.unreadable.message. */
  archive: {
    notZip: "den är inget zip-arkiv, eller så är arkivet skadat",
    corrupt: "innehållet är skadat (det stämmer inte med arkivets uppgifter)",
    unsafeName: "otillåtet filnamn (en sökväg uppåt eller från roten)",
    unknownEntry: "filen hör inte till en säkerhetskopia, som bara har stud.json och mappen stud.pictures",
    duplicate: "filen finns två gånger i arkivet",
    tooManyEntries: (max: number) => `arkivet har fler än ${max} filer`,
    entryTooLarge: (mb: number) => `filen blir större än ${mb}\u00a0MB uppackad`,
    unpackedTooLarge: "arkivet blir orimligt stort uppackat (mer än dubbelt så stort som filen)",
    encrypted: "filen är krypterad",
    unsupportedCompression: "filen är packad på ett sätt som inte stöds (bara okomprimerat eller deflate)",
    noStudFile: "arkivet saknar stud.json",
  },
  /** What is wrong with a stud file's pictures (the folder beside it, or stud.pictures in an archive). */
  pictures: {
    noIndex: "bildförteckningen index.json saknas",
    badIndex: "bildförteckningen är skadad",
    duplicate: (file: string) => `${file} står två gånger i bildförteckningen`,
    tooLarge: (mb: number) => `filen är större än ${mb}\u00a0MB`,
    missing: "filen saknas, fast bildförteckningen tar upp den",
    unlisted: "filen står inte i bildförteckningen",
    hashMismatch: "innehållet stämmer inte med namnet (bildens hash)",
    notPicture: "filen är ingen bild",
    mismatch: (listed: string, actual: string) =>
      `bilden stämmer inte med bildförteckningen: där står ${listed}, filen är ${actual}`,
    shape: (width: number, height: number, format: string) => `${width} × ${height} ${format}`,
  },
  report: {
    title: (carried: number, fresh: number) => `Bilder: ${carried} i filen, ${fresh} nya`,
    missing: (horse: string, ref: string) =>
      `${horse}: bilden ${ref} finns varken i filen eller bland webbplatsens bilder`,
  },
};
