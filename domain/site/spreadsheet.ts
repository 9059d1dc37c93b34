// Files for spreadsheet programs as Swedish ones open them (docs/product.md, "Herd genetics"):
// UTF-8 with a byte order mark (else Excel reads å, ä, ö wrong), `;` between fields (the comma
// is the decimal sign), decimal comma in numbers, CRLF line ends.

const BOM = "\uFEFF";

/** A number with exactly `decimals` decimals and a decimal comma, no grouping: `0,031250`. */
export function spreadsheetNumber(value: number, decimals: number): string {
  return value.toFixed(decimals).replace(".", ",");
}

/**
 * A text field: quoted when it holds a separator, a quote or a line break; a text that a
 * spreadsheet would run as a formula (starting with =, +, -, @, a tab or a carriage return) gets
 * an apostrophe first, so a name can never become a formula (CSV injection).
 */
export function spreadsheetText(text: string): string {
  const inert = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[;"\r\n]/.test(inert) ? `"${inert.replaceAll('"', '""')}"` : inert;
}

/** The whole file: a header row and the rows, every field already written by the two functions above. */
export function spreadsheetFile(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `${BOM}${[header.map(spreadsheetText), ...rows].map((row) => row.join(";")).join("\r\n")}\r\n`;
}
