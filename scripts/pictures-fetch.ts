// `npm run pictures:fetch`: downloads every horse picture and ribbon image still linked on
// another host into the site's own store and points the records at it; reports what failed.
import { fetchExternalPictures, reportLines } from "#pictures/fetch";
import { withDatabase } from "./cli";

await withDatabase(async (database) => {
  const report = await fetchExternalPictures(database.db);
  for (const line of reportLines(report)) console.log(line);
  if (report.failed.length > 0) process.exitCode = 2;
});
