import { describe, expect, it } from 'vitest';
import {
  attachmentDisposition,
  dac7Csv,
  DAC7_CSV_COLUMNS,
  dac7Listings,
  dac7ReportFileName,
  defaultReportFileName,
  fileNameFromContentDisposition,
  quarterOf,
  quoteTaxes,
  reportFileName,
  type Dac7Seller,
  type Dac7Stay,
} from '../../../src/shared/domain/reports/dac7';
import { addressLine } from '../../../src/shared/domain/reports/address-line';

// The DAC7 report's pure rules: quarters, per-listing-per-quarter sums, the CSV, and the file name.

const host = { commercialModel: 'commission' as const };
const stay = (over: Partial<Dac7Stay>): Dac7Stay => ({
  listingId: 'u1',
  listingTitle: 'Studio',
  propertyType: 'apartment',
  propertyAddress: 'Höhenstraße 41, 6020 Innsbruck, AT',
  registrationNumber: null,
  checkIn: '2030-01-10',
  checkOut: '2030-01-14',
  currency: 'EUR',
  totalAmount: 100,
  plan: 'host_only',
  taxes: 0,
  ...over,
});
const seller: Dac7Seller = {
  type: 'company',
  name: 'Alpine Stays GmbH',
  dateOfBirth: null,
  address: 'Maria-Theresien-Straße 1, 6020 Innsbruck, AT',
  tin: '=1+2',
  tinCountry: 'AT',
  vatId: 'ATU12345678',
  businessRegistrationNumber: 'FN 123456a',
  financialAccount: 'AT611904300234573201',
  accountHolder: 'Alpine Stays GmbH',
};

describe('quarters', () => {
  it('puts each month in its quarter', () => {
    expect(['2030-01-01', '2030-03-31', '2030-04-01', '2030-06-30', '2030-07-01', '2030-09-30', '2030-10-01', '2030-12-31'].map(quarterOf)).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
  });
});

describe('listings of a year', () => {
  it('sums each listing per quarter of check-in, a stay over the quarter end counted whole where it began', () => {
    const [listing] = dac7Listings(
      [
        stay({ checkIn: '2030-03-29', checkOut: '2030-04-03', totalAmount: 200.1 }), // 5 nights, all in Q1; 30.015 -> 30.02
        stay({ checkIn: '2030-02-01', checkOut: '2030-02-03', totalAmount: 200.1, taxes: 4.5 }),
        stay({ checkIn: '2030-11-01', checkOut: '2030-11-08', totalAmount: 700, plan: null }), // split 8 %
      ],
      host,
    );
    expect(listing.quarters).toEqual([
      { quarter: 1, consideration: 400.2, fees: 60.04, taxes: 4.5, activities: 2, daysRented: 7 },
      { quarter: 2, consideration: 0, fees: 0, taxes: 0, activities: 0, daysRented: 0 },
      { quarter: 3, consideration: 0, fees: 0, taxes: 0, activities: 0, daysRented: 0 },
      { quarter: 4, consideration: 700, fees: 56, taxes: 0, activities: 1, daysRented: 7 },
    ]);
  });

  it('keeps one row per listing and currency, ordered by title', () => {
    const listings = dac7Listings([stay({ currency: 'EUR' }), stay({ currency: 'CHF' }), stay({ listingId: 'u2', listingTitle: 'Apartment' })], host);
    expect(listings.map((l) => [l.listingTitle, l.currency])).toEqual([
      ['Apartment', 'EUR'],
      ['Studio', 'CHF'],
      ['Studio', 'EUR'],
    ]);
  });

  it('reads taxes from a stored quote, 0 without', () => {
    expect([quoteTaxes({ taxes: 12.345 }), quoteTaxes({}), quoteTaxes(null), quoteTaxes({ taxes: 'x' })]).toEqual([12.35, 0, 0, 0]);
  });
});

describe('CSV', () => {
  const csv = dac7Csv(2030, seller, dac7Listings([stay({ listingTitle: 'Studio "Nordkette", top floor', registrationNumber: 'IT058091C2ISMB9TY8' })], host));
  const lines = csv.split('\r\n');

  it('has the header, one row per quarter, CRLF lines and a final line break', () => {
    expect(lines[0]).toBe('\uFEFF' + DAC7_CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(1 + 4 + 1);
    expect(lines[5]).toBe('');
    expect(csv).not.toMatch(/[^\r]\n/);
  });

  it('quotes cells with commas or quotes and defuses formulas', () => {
    expect(lines[1]).toContain(',"Studio ""Nordkette"", top floor",');
    expect(lines[1]).toContain(",'=1+2,AT,ATU12345678,");
    expect(lines[1]).toContain('"Höhenstraße 41, 6020 Innsbruck, AT"');
  });

  it('writes the quarter figures with two decimals', () => {
    expect(lines[1].endsWith(',IT058091C2ISMB9TY8,Q1,EUR,100.00,15.00,0.00,1,4')).toBe(true);
    expect(lines[2].endsWith(',Q2,EUR,0.00,0.00,0.00,0,0')).toBe(true);
    expect(lines[1].startsWith('2030,company,Alpine Stays GmbH,,')).toBe(true);
  });
});

describe('file name', () => {
  it('names the server file and the default', () => {
    expect(dac7ReportFileName(2030)).toBe('dac7-report-2030.csv');
    expect(defaultReportFileName(2030)).toBe('report-2030.csv');
    expect(fileNameFromContentDisposition(attachmentDisposition(dac7ReportFileName(2030)))).toBe('dac7-report-2030.csv');
  });

  it('reads quoted, token and RFC 5987 names, preferring filename*', () => {
    expect(fileNameFromContentDisposition('attachment; filename="a b.csv"')).toBe('a b.csv');
    expect(fileNameFromContentDisposition('attachment; filename=plain.csv')).toBe('plain.csv');
    expect(fileNameFromContentDisposition('attachment; filename="x \\"y\\".csv"')).toBe('x "y".csv');
    expect(fileNameFromContentDisposition("attachment; filename*=UTF-8''Bericht%20%C3%BCber%202030.csv")).toBe('Bericht über 2030.csv');
    expect(fileNameFromContentDisposition("attachment; filename=\"fallback.csv\"; filename*=utf-8''r%C3%A9sum%C3%A9.csv")).toBe('résumé.csv');
    expect(fileNameFromContentDisposition("attachment; filename*=iso-8859-1'en'%E4.csv")).toBe('ä.csv');
  });

  it('answers null (so the default applies) without a usable name, and never a path', () => {
    expect(fileNameFromContentDisposition(null)).toBeNull();
    expect(fileNameFromContentDisposition('attachment')).toBeNull();
    expect(fileNameFromContentDisposition('attachment; filename=""')).toBeNull();
    expect(fileNameFromContentDisposition("attachment; filename*=UTF-8''%E0%A4%A")).toBeNull(); // malformed escape
    expect(fileNameFromContentDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(reportFileName(null, 2031)).toBe('report-2031.csv');
    expect(reportFileName('attachment; filename="dac7-report-2031.csv"', 2031)).toBe('dac7-report-2031.csv');
  });
});

describe('address line', () => {
  it('prefers the formatted address, else joins the parts', () => {
    expect(addressLine({ formattedAddress: ' Höhenstraße 41,  6020 Innsbruck ', street: 'x' })).toBe('Höhenstraße 41, 6020 Innsbruck');
    expect(addressLine({ street: 'Via Roma', houseNumberOrName: '3', postalCode: '53100', city: 'Siena', stateOrProvince: 'SI', countryCode: 'IT' })).toBe('Via Roma 3, 53100 Siena, SI, IT');
    expect(addressLine({ street: 'Rue A', houseNumberOrName: '1', city: 'Gordes', country: 'FR' })).toBe('Rue A 1, Gordes, FR');
    expect(addressLine(null)).toBe('');
  });
});
