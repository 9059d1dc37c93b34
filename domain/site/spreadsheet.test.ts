import { describe, expect, it } from "vitest";
import { spreadsheetFile, spreadsheetNumber, spreadsheetText } from "./spreadsheet";

describe("spreadsheet files", () => {
  it("writes numbers with a decimal comma and fixed decimals", () => {
    expect(spreadsheetNumber(0.03125, 6)).toBe("0,031250");
    expect(spreadsheetNumber(1, 6)).toBe("1,000000");
    // 1/128 is exact in binary and halfway in six decimals: rounded up, as a spreadsheet does.
    expect(spreadsheetNumber(1 / 128, 6)).toBe("0,007813");
  });

  it("quotes separators, quotes and line breaks, and keeps formulas inert", () => {
    expect(spreadsheetText("Åsa")).toBe("Åsa");
    expect(spreadsheetText('A;"B"')).toBe('"A;""B"""');
    expect(spreadsheetText("rad\nbrytning")).toBe('"rad\nbrytning"');
    expect(spreadsheetText('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(spreadsheetText("+1")).toBe("'+1");
    expect(spreadsheetText("@SUM(A1)")).toBe("'@SUM(A1)");
  });

  it("starts with a byte order mark, separates by ; and ends lines with CRLF", () => {
    expect(spreadsheetFile(["Häst", "Tal"], [["Ö", "0,5"]])).toBe("\uFEFFHäst;Tal\r\nÖ;0,5\r\n");
  });
});
