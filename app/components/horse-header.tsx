import { adminPath, matesPath } from "#app/paths";
import { parentRole, UNKNOWN } from "#domain";
import * as texts from "#domain/texts";
import { SoldHorseAdminLinks } from "./admin-record-links";
import { StatsTable } from "./on-demand-parts";
import { RouterAnchor } from "./router-anchor";

/** A stud horse's heading: its name, its parents, its mates list and, signed in, the way to edit it. */
export function HorseHeader({
  horse,
  admin,
}: {
  horse: { name: string; sire: string | null; dam: string | null; gender: string; height: number | null };
  admin: boolean;
}) {
  return (
    <header className="horse-header">
      <h1>{horse.name}</h1>
      <p className="parents">{texts.public.parents(horse.sire ?? UNKNOWN, horse.dam ?? UNKNOWN)}</p>
      <MatesLink gender={horse.gender} height={horse.height} name={horse.name} />
      {admin ? (
        <p className="admin-links">
          <RouterAnchor href={adminPath("update-horse", { name: horse.name })}>
            {texts.recordAdmin.editHorse}
          </RouterAnchor>
        </p>
      ) : null}
    </header>
  );
}

/** A stallion or mare the planner offers (unsold, height known) links to its ranked mates. */
function MatesLink({ gender, height, name }: { gender: string; height: number | null; name: string }) {
  const role = parentRole(gender);
  if (role === null || height === null) return null;
  return (
    <p className="mates-link">
      <RouterAnchor href={matesPath({ role, name })}>{texts.matesLinks.linkFor(name, role)}</RouterAnchor>
    </p>
  );
}

/** A sold horse's page: only where it went and its stats; signed in, its form and the sale's undo. */
export function SoldHorse({
  horse,
  admin = null,
}: {
  horse: { name: string; link: string | null; owner: string; stats: number[] };
  admin?: { sale: { id: number; canUndo: boolean } | null } | null;
}) {
  return (
    <>
      <header className="horse-header">
        <h1>{horse.name}</h1>
        {admin ? <SoldHorseAdminLinks name={horse.name} sale={admin.sale} /> : null}
      </header>
      <p className="moved">
        {horse.link ? (
          <a href={horse.link} rel="noopener noreferrer nofollow">
            {texts.horse.movedTo(horse.owner)}
          </a>
        ) : (
          texts.horse.movedTo(horse.owner)
        )}
      </p>
      <StatsTable stats={horse.stats} />
    </>
  );
}
