import { Readable } from "node:stream";
import { requestContext } from "#app/context";
import { calendarDateInSweden } from "#domain";
import { studArchive } from "#transfer/stud-archive";
import type { Route } from "./+types/admin.backup";

/**
 * The whole stud with its pictures as one zip file named with the date (a resource route, guarded
 * like every admin URL): streamed, one picture read from the database at a time
 * (docs/decisions/0022-backup-archive.md).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { stream } = await studArchive(context.get(requestContext).db);
  return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="snoflingan-${calendarDateInSweden(new Date())}.zip"`,
      "Cache-Control": "no-store",
    },
  });
}
