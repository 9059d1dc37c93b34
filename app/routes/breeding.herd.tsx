import { data, Link } from "react-router";
import { RouteError } from "#app/components/route-error";
import { SvgBarChart } from "#app/components/svg-bar-chart";
import { TableFrame } from "#app/components/table-frame";
import { herdCsvResponse, herdFigures, herdView } from "#app/herd.server";
import { herdPath, horsePath, plannerPath } from "#app/paths";
import { publicPageMeta } from "#app/social-meta";
import { formatDecimal, formatPercent, type InbreedingClass } from "#domain";
import * as texts from "#domain/texts";
import type { Route } from "./+types/breeding.herd";

const t = texts.herd;
/** The one value `format` may have: the figures per horse as a spreadsheet file. */
const CSV_FORMAT = "csv";

export const meta: Route.MetaFunction = (args) =>
  publicPageMeta(args, { title: texts.site.defaultPageTitle, description: t.metaDescription });

// The spreadsheet file is answered here, before the page: a loader's Response would be read as
// the page's data.
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    if (new URL(request.url).searchParams.get("format") !== CSV_FORMAT) return next();
    return herdCsvResponse(await herdFigures(context));
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = herdView(await herdFigures(context));
  const format = new URL(request.url).searchParams.get("format");
  return format === null ? { ...view, unknownFormat: false } : data({ ...view, unknownFormat: true }, { status: 400 });
}

type HerdView = Route.ComponentProps["loaderData"];

const percent = (value: number | null) => (value === null ? t.none : formatPercent(value, 2));
const decimal = (value: number | null) => (value === null ? t.none : formatDecimal(value, 1));

function classLabel({ from, to }: InbreedingClass): string {
  if (to === 0) return t.classZero;
  if (to === null) return t.classAbove(formatPercent(from));
  return from === 0 ? t.classUpTo(formatPercent(to)) : t.classBetween(formatPercent(from), formatPercent(to));
}

export default function Herd({ loaderData }: Route.ComponentProps) {
  const herd = loaderData;
  return (
    <section className="herd">
      <h1>{t.heading}</h1>
      {herd.unknownFormat ? (
        <p className="form-message error" role="alert">
          {t.unknownFormat}
        </p>
      ) : null}
      <p>{t.intro}</p>
      {herd.referenceHorses === 0 ? <p className="empty">{t.empty}</p> : <HerdFigures herd={herd} />}
      <p>
        <Link to={plannerPath()}>{texts.nav.breeding}</Link>
      </p>
    </section>
  );
}

function HerdFigures({ herd }: { herd: HerdView }) {
  const figures = [
    { label: t.meanInbreeding, value: percent(herd.meanInbreeding), help: t.meanInbreedingHelp },
    { label: t.effectiveFounders, value: decimal(herd.effectiveFounders), help: t.effectiveFoundersHelp },
    { label: t.effectiveAncestors, value: decimal(herd.effectiveAncestors), help: t.effectiveAncestorsHelp },
    { label: t.completeness, value: percent(herd.meanCompleteness), help: t.completenessHelp },
    { label: t.referenceHorses, value: String(herd.referenceHorses), help: t.referenceHorsesHelp },
    { label: t.founders, value: String(herd.founders), help: t.foundersHelp },
  ];
  const classes = herd.inbreedingClasses.map((c) => ({
    label: classLabel(c),
    value: c.horses,
    text: String(c.horses),
  }));
  const generations = herd.byGeneration.map((g) => ({
    label: `${t.generation} ${g.generation ?? t.unknownGeneration}`,
    value: g.meanInbreeding,
    text: formatPercent(g.meanInbreeding, 2),
    cells: [formatPercent(g.meanInbreeding, 2), String(g.horses)],
  }));
  const ancestors = herd.topAncestors.map((a) => ({
    label: a.name,
    value: a.share,
    text: formatPercent(a.share, 2),
    href: horsePath(a.name),
  }));
  return (
    <>
      <h2>{t.figuresHeading}</h2>
      <dl className="herd-figures">
        {figures.map((figure) => (
          <div key={figure.label}>
            <dt>{figure.label}</dt>
            <dd>
              <span className="value">{figure.value}</span>
              <p className="help">{figure.help}</p>
            </dd>
          </div>
        ))}
      </dl>
      <p>
        <a href={herdPath(CSV_FORMAT)} download={t.csvFileName}>
          {t.download}
        </a>
      </p>

      <h2>{t.histogramHeading}</h2>
      <SvgBarChart label={t.histogramLabel} bars={classes} />
      <ChartTable caption={t.histogramHeading} columns={[t.histogramClass, t.histogramHorses]} rows={classes} />

      <h2>{t.generationHeading}</h2>
      <SvgBarChart label={t.generationLabel} bars={generations} />
      <ChartTable
        caption={t.generationHeading}
        columns={[t.generation, t.generationMean, t.generationHorses]}
        rows={generations}
      />

      <h2>{t.ancestorsHeading}</h2>
      <p>{t.ancestorsIntro}</p>
      <SvgBarChart label={t.ancestorsLabel} bars={ancestors} />
      <ChartTable caption={t.ancestorsHeading} columns={[t.ancestor, t.ancestorShare]} rows={ancestors} />
    </>
  );
}

interface ChartRow {
  label: string;
  /** The label's page, linked from the table (the chart is a picture). */
  href?: string;
  /** The value as written; several cells where the table has more columns. */
  text: string;
  cells?: readonly string[];
}

/** A chart's numbers as a table, one row per bar: its label (a link where it has a page), its values. */
function ChartTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly ChartRow[];
}) {
  return (
    <TableFrame label={caption}>
      <table className="table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, i) => (
              <th key={column} scope="col" className={i > 0 ? "num" : undefined}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.href ? <Link to={row.href}>{row.label}</Link> : row.label}</th>
              {(row.cells ?? [row.text]).map((cell, i) => (
                <td key={i} className="num">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
