// The herd's figures, charts and their tables, and the lists of mean kinship (docs/product.md),
// drawn by /breeding/herd as a part whose code loads on demand (app/routes/breeding.herd.tsx).
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { herdView } from "#app/herd.server";
import { HERD_FILE_FORMAT, herdPath, horsePath } from "#app/paths";
import { coiReading, formatDecimal, formatPercent, type InbreedingClass } from "#domain";
import * as texts from "#domain/texts";
import { CoiBadge } from "./coi-reading";
import { SvgBarChart } from "./svg-bar-chart";
import { TableFrame } from "./table-frame";

const t = texts.herdFigures;

type HerdView = ReturnType<typeof herdView>;

const percent = (value: number | null) => (value === null ? t.none : formatPercent(value, 2));
const decimal = (value: number | null) => (value === null ? t.none : formatDecimal(value, 1));

function classLabel({ from, to }: InbreedingClass): string {
  if (to === 0) return t.classZero;
  if (to === null) return t.classAbove(formatPercent(from));
  return from === 0 ? t.classUpTo(formatPercent(to)) : t.classBetween(formatPercent(from), formatPercent(to));
}

export function HerdFigures({ herd }: { herd: HerdView }) {
  const figures = [
    {
      label: t.meanInbreeding,
      value: percent(herd.meanInbreeding),
      help: t.meanInbreedingHelp,
      reading: herd.meanInbreeding === null ? null : coiReading(herd.meanInbreeding),
    },
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
    cells: [
      texts.coiReadings.inWords(formatPercent(g.meanInbreeding, 2), coiReading(g.meanInbreeding)),
      String(g.horses),
    ],
  }));
  const ancestors = herd.topAncestors.map((a) => ({
    label: a.name,
    value: a.share,
    text: formatPercent(a.share, 2),
    href: horsePath(a.name),
  }));
  const meanKinshipRows = (horses: HerdView["lowestMeanKinship"]) =>
    horses.map((h) => {
      const text = formatPercent(h.meanKinship, 2);
      const cell = (
        <>
          {text} <CoiBadge reading={h.reading} />
        </>
      );
      return { label: h.name, text, cells: [cell], href: horsePath(h.name) };
    });
  return (
    <>
      <h2>{t.figuresHeading}</h2>
      <dl className="herd-figures">
        {figures.map((figure) => (
          <div key={figure.label}>
            <dt>{figure.label}</dt>
            <dd>
              <span className="value">{figure.value}</span>
              {"reading" in figure && figure.reading ? (
                <>
                  {" "}
                  <CoiBadge reading={figure.reading} />
                </>
              ) : null}
              <p className="help">{figure.help}</p>
            </dd>
          </div>
        ))}
      </dl>
      <p>
        <a href={herdPath(HERD_FILE_FORMAT)} download={t.csvFileName}>
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

      <h2>{t.meanKinshipHeading}</h2>
      <p>{t.meanKinshipHelp}</p>
      <h3>{t.lowestMeanKinship}</h3>
      <ChartTable
        caption={t.lowestMeanKinship}
        columns={[t.horse, t.meanKinship]}
        rows={meanKinshipRows(herd.lowestMeanKinship)}
      />
      <h3>{t.highestMeanKinship}</h3>
      <ChartTable
        caption={t.highestMeanKinship}
        columns={[t.horse, t.meanKinship]}
        rows={meanKinshipRows(herd.highestMeanKinship)}
      />
    </>
  );
}

interface ChartRow {
  label: string;
  /** The label's page, linked from the table (the chart is a picture). */
  href?: string;
  /** The value as written; the table's cells where it has more columns, or more than the text (a badge). */
  text: string;
  cells?: readonly ReactNode[];
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
