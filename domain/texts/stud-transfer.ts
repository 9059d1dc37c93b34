// The text catalogue (domain/texts/index.ts): moving in, backup and restore.
/** Moving in from the original app, backup and restore: the import report and the admin page. */
export const studTransfer = {
  page: {
    title: "Importera och exportera",
    backupTitle: "Säkerhetskopia",
    download: "Ladda ner hela stuteriet",
    importTitle: "Importera",
    importIntro:
      "Välj stuteriets säkerhetskopia (zip-filen från knappen ovan) eller en fil som den gamla appen exporterade. Först visas vad importen skulle göra; ingenting sparas förrän du bekräftar. Hästar och stamtavleposter som redan finns lämnas som de är.",
    fileLabel: "Fil",
    preview: "Förhandsgranska",
    confirm: "Bekräfta importen",
    previewing: "Läser filen och förhandsgranskar …",
    importing: "Importerar … Stäng inte sidan.",
    reportTitle: "Rapport",
    noFile: "Välj en fil att importera.",
    chooseAgain: "Välj filen igen och bekräfta.",
    tooLarge: (mb: number) =>
      `Filen är för stor: högst ${mb}\u00a0MB. En större fil läses in direkt på servern (se Tekniska detaljer).`,
    changed: "Filen är inte samma som du förhandsgranskade. Förhandsgranska den igen innan du bekräftar.",
    failed: "Importen misslyckades och ingenting sparades. Försök igen.",
    /** Folded away under the form, for those who want them. */
    technicalTitle: "Tekniska detaljer",
    formats:
      'Filer som kan läsas in: stuteriets säkerhetskopia (.zip med stud.json och mappen stud.pictures), stuteriets egen fil (JSON), och den gamla appens export: JSON med __collections__, samlingar som objekt ({ "horses": { … } }) eller NDJSON med ett dokument per rad (.ndjson, .jsonl).',
    commands: (mb: number) =>
      `Filer över ${mb}\u00a0MB, och hela rapporten med varje rad, på servern: npm run stud:import -- --dry-run FIL (förhandsgranskning), npm run stud:import -- FIL, eller npm run stud:restore -- säkerhetskopia.zip för en tom databas.`,
    parserMessage: (detail: string) => `Läsarens eget meddelande: ${detail}`,
  },
  /** Restoring a backup from the admin page: everything replaced, after a confirmation naming what goes. */
  restore: {
    title: "Återställ från säkerhetskopia",
    intro:
      "Ersätt hela stuteriet med en säkerhetskopia (zip-filen från knappen ovan). Allt som finns här nu tas bort; administratörerna och deras inloggningar finns kvar. Först visas vad som försvinner; ingenting ändras förrän du bekräftar.",
    fileLabel: "Säkerhetskopia att återställa",
    fileHint: (mb: number) =>
      `Stuteriets säkerhetskopia (.zip) eller stuteriets egen fil (.json); högst ${mb}\u00a0MB.`,
    sameFileHint: "Samma fil som du granskade. Är fältet tomt, välj den igen.",
    preview: "Granska återställningen",
    confirm: "Ersätt allt med säkerhetskopian",
    previewing: "Läser säkerhetskopian …",
    restoring: "Återställer … Stäng inte sidan.",
    lossTitle: "Det här försvinner",
    loss: (file: string) => `Bekräftar du ersätts allt i stuteriet med säkerhetskopian ${file}. Det här tas bort:`,
    nothingToLose: "Stuteriet är tomt: ingenting försvinner.",
    saveFirst: "Ladda ner det nuvarande stuteriet först",
    saveFirstHint: "Spara det som finns nu innan du ersätter det: den filen kan återställas här, om du ångrar dig.",
    incoming: (file: string) => `Säkerhetskopian ${file} innehåller:`,
    count: (kind: string, n: number) => `${kind}: ${n}`,
    pictures: (n: number) => `Bilder: ${n}`,
    noFile: "Välj säkerhetskopian att återställa från.",
    chooseAgain: "Välj säkerhetskopian igen och bekräfta.",
    notBackup: (file: string, layout: string) =>
      `Filen ${file} är ${layout}, ingen säkerhetskopia av stuteriet. Den kan importeras (ovan), inte återställas.`,
    changed: "Filen är inte samma som du granskade. Granska den igen innan du bekräftar.",
    stale: "Stuteriet har ändrats sedan du granskade. Granska igen, så ser du vad som försvinner nu.",
    done: (file: string) => `Stuteriet är återställt från ${file}. Nu finns:`,
    failed: "Återställningen misslyckades och ingenting ändrades. Försök igen.",
  },
  /** The text of a ribbon the original app stored as an image address only. */
  imageRibbonText: "Rosett",
  layouts: {
    "stud-file": "stuteriets egen fil",
    "collections-export": "den gamla appens export",
    "collection-map": "den gamla appens export, samling för samling",
    ndjson: "den gamla appens export, en post per rad",
  } as Record<string, string>,
  unreadable: {
    /** `what` may end a sentence of its own (a field's message): its period is not doubled. */
    message: (file: string, where: string | null, what: string) =>
      where
        ? `Filen ${file} kan inte läsas (${where}): ${what.replace(/\.$/, "")}. Ingenting har sparats.`
        : `Filen ${file} kan inte läsas: ${what.replace(/\.$/, "")}. Ingenting har sparats.`,
    line: (n: number) => `rad ${n}`,
    notJson: "den är varken en säkerhetskopia eller en export från den gamla appen",
    empty: "filen är tom",
    endsEarly: "filen tar slut för tidigt, som om bara en del av den kom med",
    damaged: "innehållet är skadat",
    damagedAt: (line: number, column: number) => `innehållet är skadat på rad ${line}, tecken ${column}`,
    notAnObject: "ett objekt väntades här",
    documentNotObject: "dokumentet är inget objekt med fält",
    noPath: 'raden saknar "path" (samling/dokument-id)',
    badPath: 'sökvägen ska vara "samling/dokument-id"',
    badTimestamp: "ogiltig tidsstämpel (sekunder och nanosekunder väntades)",
    unknownDatatype: (type: string) => `okänd datatyp "${type}"`,
    unknownLayout: "innehållet känns inte igen som stuteriets säkerhetskopia eller en export från den gamla appen",
    lineTooLong: (mb: number) => `raden är längre än ${mb}\u00a0MB; en post per rad väntades`,
    tooLargeForJson: (mb: number) =>
      `en fil av det här slaget läses i ett stycke och får vara högst ${mb}\u00a0MB; en större export behöver en post per rad (se Tekniska detaljer)`,
  },
  report: {
    dryRun: "Förhandsgranskning: så här skulle importen bli. Ingenting har sparats.",
    done: "Importen är klar.",
    filesTitle: "Filer",
    file: (name: string, layout: string) => `${name}: ${layout}`,
    studFileTitle: (name: string) => `Stuteriets egen fil ${name}`,
    /** A stud file's records of one kind: how many are new, how many the import leaves as they are. */
    kinds: {
      horses: "Hästar",
      ribbons: "Rosetter",
      pedigree: "Stamtavleposter",
      evaluations: "Bedömningar",
      merits: "Meritrader",
      competition: "Tävlingsposter",
      coverings: "Betäckningar",
      requests: "Förfrågningar",
      news: "Nyheter",
    },
    kindCounts: (kind: string, fresh: number, kept: number, own: boolean) =>
      `${kind}: ${fresh} ${fresh === 1 ? "ny" : "nya"}, ${kept} ${
        own ? "finns redan och lämnas som de är" : "hör till hästar som redan finns och lämnas som de är"
      }`,
    collection: (
      name: string,
      c: { read: number; imported: number; alreadyPresent: number; skipped: number; warnings: number },
    ) =>
      `${name}: ${c.read} lästa, ${c.imported} importerade, ${c.alreadyPresent} fanns redan, ${c.skipped} hoppades över, ${c.warnings} ${c.warnings === 1 ? "varning" : "varningar"}`,
    meritLines: (count: number) => `${count} meritrader sparade`,
    skippedLine: (path: string, reason: string) => `hoppades över ${path}: ${reason}`,
    warningLine: (path: string, message: string) => `varning ${path}: ${message}`,
    unknownFields: (fields: string) => `okända fält (importeras inte): ${fields}`,
    moreLines: (count: number) => `… och ${count} rader till (hela rapporten: se Tekniska detaljer)`,
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
  /** A stud file's coverings, requests and news that cannot be stored as they are. */
  records: {
    reference: "referensen är inte en sådan som sajten ger (sex tecken, till exempel K7M2QX)",
    requestCovering: (index: number, count: number) =>
      `förfrågan pekar på betäckning nummer ${index} (räknat från 0), men filen har ${count === 1 ? "1 betäckning" : `${count} betäckningar`}`,
    newsHorse: "stuteriets egna nyheter handlar inte om någon häst, och sajtens nyheter handlar var och en om en häst",
  },
} as const;
