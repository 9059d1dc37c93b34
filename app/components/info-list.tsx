/** Label and value rows as a definition list; a row without a value is left out. */
export function InfoList({ rows }: { rows: readonly (readonly [string, string | null | undefined])[] }) {
  return (
    <dl>
      {rows
        .filter((row): row is readonly [string, string] => typeof row[1] === "string" && row[1] !== "")
        .map(([label, value]) => (
          <div key={label} className="info-row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
