import { requestContext } from "#app/context";
import { exportStud, studFileText } from "#data/stud";
import { calendarDateInSweden } from "#domain";
import type { Route } from "./+types/admin.backup";

/** The whole stud as one stud file, a download named with the date (a resource route, guarded like every admin URL). */
export async function loader({ context }: Route.LoaderArgs) {
  const stud = await exportStud(context.get(requestContext).db);
  return new Response(studFileText(stud), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="stud-${calendarDateInSweden(new Date())}.json"`,
      "Cache-Control": "no-store",
    },
  });
}
