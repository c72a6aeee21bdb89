import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvSeparatorNameFor, toCsv } from '../../src/shared/domain/csv';

describe('the CSV rule', () => {
  it('starts with a UTF-8 byte order mark and ends lines in CRLF', () => {
    const csv = toCsv(['a', 'b'], [['Zoë', 'Müller']]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    expect(csv).toBe(`${CSV_BOM}a,b\r\nZoë,Müller\r\n`);
  });

  it('separates cells with ; for German, French and Italian and , for English', () => {
    expect(['en-US', 'de-DE', 'fr-FR', 'it-IT', 'en', 'de'].map(csvSeparatorNameFor)).toEqual(['comma', 'semicolon', 'semicolon', 'semicolon', 'comma', 'semicolon']);
    expect(csvSeparatorNameFor(undefined)).toBe('comma');
    expect(toCsv(['a', 'b'], [['1.50', 'x']], 'semicolon')).toBe(`${CSV_BOM}a;b\r\n1.50;x\r\n`);
  });

  it('prefixes cells starting with = + - @ tab or CR with an apostrophe', () => {
    expect(['=SUM(A1)', '+1+1', '-2+3', '@cmd', '\tx', '\rx'].map(csvCell)).toEqual(["'=SUM(A1)", "'+1+1", "'-2+3", "'@cmd", "'\tx", `"'\rx"`]);
    expect(csvCell('a=b')).toBe('a=b'); // only the start counts
  });

  it('leaves plain numbers, negative ones too, as numbers', () => {
    expect([csvCell('-12.50'), csvCell(-3), csvCell('42'), csvCell(7.25)]).toEqual(['-12.50', '-3', '42', '7.25']);
  });

  it('quotes cells holding a quote, either separator or a line break', () => {
    expect(['say "hi"', 'a,b', 'a;b', 'two\nlines'].map(csvCell)).toEqual(['"say ""hi"""', '"a,b"', '"a;b"', '"two\nlines"']);
    // A semicolon inside a cell stays inside it in a semicolon file.
    expect(toCsv(['name'], [['Rossi; Bianchi']], 'semicolon')).toBe(`${CSV_BOM}name\r\n"Rossi; Bianchi"\r\n`);
  });
});
