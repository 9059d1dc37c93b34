// The text catalogue (domain/texts.ts): moving in, backup and restore.
/** Moving in from the original app, backup and restore: the import report and the admin page. */
export const studTransfer = {
  page: {
    title: "Importera och exportera",
    backupTitle: "Säkerhetskopia",
    download: "Ladda ner hela stuteriet",
    importTitle: "Importera",
    importIntro:
      "Välj en fil från stuteriets säkerhetskopia eller en export från den gamla appen (JSON med __collections__, samlingar som objekt, eller NDJSON med ett dokument per rad). Först visas en förhandsgranskning; ingenting sparas förrän du bekräftar. Hästar och stamtavleposter som redan finns lämnas orörda.",
    fileLabel: "Fil",
    preview: "Förhandsgranska",
    confirm: "Bekräfta importen",
    previewing: "Läser filen och förhandsgranskar …",
    importing: "Importerar … Stäng inte sidan.",
    reportTitle: "Rapport",
    noFile: "Välj en fil att importera.",
    chooseAgain: "Välj filen igen och bekräfta.",
    tooLarge: (mb: number) =>
      `Filen är för stor: högst ${mb} MB. Läs in större filer på servern med npm run stud:import eller npm run stud:restore.`,
    changed: "Filen är inte samma som du förhandsgranskade. Förhandsgranska den igen innan du bekräftar.",
    failed: "Importen misslyckades och ingenting sparades. Försök igen.",
  },
  /** The text of a ribbon the original app stored as an image address only. */
  imageRibbonText: "Rosett",
  layouts: {
    "stud-file": "stuteriets egen fil",
    "collections-export": "export med __collections__",
    "collection-map": "samlingar som objekt",
    ndjson: "NDJSON, ett dokument per rad",
  } as Record<string, string>,
  unreadable: {
    message: (file: string, where: string | null, what: string) =>
      where
        ? `Filen ${file} kan inte läsas (${where}): ${what}. Ingenting har sparats.`
        : `Filen ${file} kan inte läsas: ${what}. Ingenting har sparats.`,
    line: (n: number) => `rad ${n}`,
    notJson: "den är varken JSON eller NDJSON",
    empty: "filen är tom",
    invalidJson: (detail: string) => `ogiltig JSON (${detail})`,
    invalidJsonAt: (line: number, column: number) => `ogiltig JSON på rad ${line}, tecken ${column}`,
    notAnObject: "ett objekt väntades här",
    documentNotObject: "dokumentet är inget objekt med fält",
    noPath: 'raden saknar "path" (samling/dokument-id)',
    badPath: 'sökvägen ska vara "samling/dokument-id"',
    badTimestamp: "ogiltig tidsstämpel (sekunder och nanosekunder väntades)",
    unknownDatatype: (type: string) => `okänd datatyp "${type}"`,
    unknownLayout:
      'innehållet känns inte igen: väntade stuteriets egen fil, en export med __collections__, samlingar som objekt ({ "horses": { … } }) eller NDJSON',
    lineTooLong: (mb: number) => `raden är längre än ${mb} MB; ett dokument per rad väntades`,
    tooLargeForJson: (mb: number) =>
      `JSON-filer läses i sin helhet och får vara högst ${mb} MB; exportera större samlingar som NDJSON (ett dokument per rad)`,
  },
  report: {
    dryRun: "Förhandsgranskning: så här skulle importen bli. Ingenting har sparats.",
    done: "Importen är klar.",
    filesTitle: "Filer",
    file: (name: string, layout: string) => `${name}: ${layout}`,
    studFileTitle: (name: string) => `Stuteriets egen fil ${name}`,
    counts: (counts: Record<"horses" | "ribbons" | "pedigree" | "evaluations" | "merits" | "competition", number>) =>
      `hästar ${counts.horses}, rosetter ${counts.ribbons}, stamtavleposter ${counts.pedigree}, bedömningar ${counts.evaluations}, meritrader ${counts.merits}, tävlingsposter ${counts.competition}`,
    collection: (
      name: string,
      c: { read: number; imported: number; alreadyPresent: number; skipped: number; warnings: number },
    ) =>
      `${name}: ${c.read} lästa, ${c.imported} importerade, ${c.alreadyPresent} fanns redan, ${c.skipped} hoppades över, ${c.warnings} ${c.warnings === 1 ? "varning" : "varningar"}`,
    meritLines: (count: number) => `${count} meritrader sparade`,
    skippedLine: (path: string, reason: string) => `hoppades över ${path}: ${reason}`,
    warningLine: (path: string, message: string) => `varning ${path}: ${message}`,
    unknownFields: (fields: string) => `okända fält (importeras inte): ${fields}`,
    moreLines: (count: number) => `… och ${count} rader till (hela rapporten: npm run stud:import -- --dry-run FIL)`,
    otherTitle: "Andra samlingar (importeras inte)",
    otherCollection: (name: string, count: number) => `${name}: ${count} dokument`,
    noName: "saknar namn",
    noHorse: "saknar häst",
    noDate: "saknar datum",
    missing: (field: string) => `saknar ${field}`,
    badChoice: (field: string, value: string | null, allowed: readonly string[]) =>
      value === null
        ? `saknar ${field} (tillåtna värden: ${allowed.join(", ")})`
        : `${field} "${value}" är inget tillåtet värde (tillåtna: ${allowed.join(", ")})`,
    droppedChoice: (field: string, value: string | null, allowed: readonly string[]) =>
      `${field} "${value}" är inget tillåtet värde (tillåtna: ${allowed.join(", ")}); fältet lämnas tomt`,
    invalidField: (field: string, message: string) => `${field || "dokumentet"}: ${message}`,
    droppedField: (field: string, message: string) => `${field} lämnas tomt: ${message}`,
    notText: (field: string) => `${field} är ingen text; fältet lämnas tomt`,
    notNumber: (field: string, value: string) => `${field} "${value}" är inget tal; fältet lämnas tomt`,
    notBoolean: (field: string, value: string) => `${field} "${value}" är varken sant eller falskt; fältet lämnas tomt`,
    rounded: (field: string, value: number) => `${field} ${value} avrundades till ett heltal`,
    badDate: (field: string, value: string) => `${field} "${value}" är inget datum`,
    badStats: (value: string) => `stats ${value} är ingen lista med tal; fältet lämnas tomt`,
    eightStats: "stats hade 8 värden; varje värde används för båda värdena i sitt par",
    statsCount: (count: number) => `stats har ${count} värden, inte 16; potentialen visas inte`,
    badRibbon: (value: string) => `rosetten ${value} är ingen text och hoppades över`,
    unknownEvent: (text: string) => `grenen i "${text}" känns inte igen; den sparas som den står`,
    badMeritLine: (key: string, line: string) =>
      `meritraden "${line}" under "${key}" har inte formen "datum | text" och hoppades över`,
    duplicate: (first: string) => `samma namn som ${first}, som importeras i stället`,
    unknownHorse: (name: string) => `hästen "${name}" finns inte`,
    unknownParent: (field: "sire" | "dam", name: string) =>
      `${field === "sire" ? "fadern" : "modern"} "${name}" finns varken bland hästarna eller i stamtavlan; namnet behålls`,
    unknownPartner: (name: string) => `partnern "${name}" står inte i tävlingslistan; partnern lämnas tomt`,
  },
} as const;
