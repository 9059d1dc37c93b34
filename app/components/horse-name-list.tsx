/** A datalist of names for an input's `list`: suggestions while typing, the input stays free text. */
export function HorseNameList({ id, names }: { id: string; names: readonly string[] }) {
  return (
    <datalist id={id}>
      {names.map((name) => (
        <option key={name} value={name} />
      ))}
    </datalist>
  );
}
