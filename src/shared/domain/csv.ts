// The one CSV rule of every export the portal makes (the earnings download, the DAC7 report), so
// each opens right in a spreadsheet:
//   - a UTF-8 byte order mark first: without it Excel reads the file as the system's code page and
//     breaks every accented name;
//   - `;` between cells for German, French and Italian, `,` for English: Excel splits a double-
//     clicked CSV on the list separator of the system's region, which is `;` wherever the decimal
//     comma is used;
//   - a cell that starts with = + - @, a tab or a carriage return gets a leading `'`: the
//     spreadsheet would otherwise run it as a formula (CSV injection), and a guest's name is text
//     anyone may type. A plain number (-12.50) is no formula and stays a number;
//   - a cell holding a quote, either separator or a line break is quoted, its quotes doubled;
//   - lines end in CRLF (RFC 4180).

export const CSV_SEPARATORS = { comma: ',', semicolon: ';' } as const;
export type CsvSeparatorName = keyof typeof CSV_SEPARATORS;
export type CsvSeparator = (typeof CSV_SEPARATORS)[CsvSeparatorName];

export const CSV_BOM = '\uFEFF';

/** The list separator of the locale's spreadsheets: `,` for English, `;` for the others. */
export function csvSeparatorNameFor(locale: string | null | undefined): CsvSeparatorName {
  return (locale ?? 'en').toLowerCase().startsWith('en') ? 'comma' : 'semicolon';
}

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

export function csvCell(value: string | number): string {
  const text = String(value);
  const safe = typeof value === 'string' && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
  return /[",;\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A whole file: the mark, the header line, one line per row. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>, separator: CsvSeparatorName = 'comma'): string {
  const sep = CSV_SEPARATORS[separator];
  return CSV_BOM + [header, ...rows].map((row) => row.map(csvCell).join(sep)).join('\r\n') + '\r\n';
}
