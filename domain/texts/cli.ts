// The text catalogue (domain/texts/index.ts): the command-line tools (npm run admin:create, stud:export,
// stud:restore), in Swedish like stud:import, pictures:fetch and the site.
export const cli = {
  adminUsage: "Så här: npm run admin:create -- --email admin@example.se --password 'minst 8 tecken'",
  adminReady: (email: string, id: number, driver: string) =>
    `✔ Administratören ${email} (id ${id}) kan logga in på /login [${driver}].`,
  exported: (counts: string, file: string | undefined, pictures: string, driver: string) =>
    `✔ Exporterade ${counts}${file ? ` till ${file}` : ""}${pictures} [${driver}].`,
  exportedPictures: (count: number) => `, ${count} bilder`,
  exportedPicturesTo: (count: number, folder: string) => `, ${count} bilder till ${folder}`,
  restoreUsage: "Så här: npm run stud:restore -- stud.json|backup.zip [--replace]",
  notEmpty:
    "Databasen har redan ett stuteri: återställ till en tom databas, eller lägg till --replace för att ersätta det.",
  notStudFile: (file: string, layout: string) =>
    `${file} är ingen säkerhetskopia (${layout}): en säkerhetskopia är det npm run stud:export eller nedladdningen i administrationen skrev. Importera andra filer med npm run stud:import.`,
  restored: (file: string, summary: string, pictures: number, replaced: boolean, driver: string) =>
    `✔ Återställde ${file}: ${summary}, bilder ${pictures}${replaced ? " (allt som fanns innan är ersatt)" : ""} [${driver}].`,
  dataDirInUse: (dataDir: string, pid: number) =>
    `Databasen i ${dataDir} används av process ${pid} (körs servern?). PGlite tillåter en process per datakatalog: stoppa servern först, eller använd PostgreSQL (DATABASE_URL).`,
} as const;
