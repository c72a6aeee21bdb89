import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiHarness, ANNA, MARIE } from '../support/api';
import { bookings, hostBankAccounts, hostOnboarding, properties, units } from '../../src/server/db/schema';
import { newId } from '../../src/server/db/ids';
import { addStay, freshUnit, hostIdOf, names, type Harness } from './bookings-fixtures';
import { DAC7_CSV_COLUMNS, fileNameFromContentDisposition } from '../../src/shared/domain/reports/dac7';

// The DAC7 report through the real API: Marie (an individual commission host whose demo bookings
// are all recent) gets stays written for this file in 2021 and 2023; Anna's booking of 2023 must
// never show in Marie's report.

let h: Harness;
const currentYear = new Date().getUTCFullYear();
let studio: { unitId: string; hostId: string };
let flat: { unitId: string; hostId: string };

async function unitIn(as: string, setup: { plan: string | null; title: string; location: Record<string, unknown>; registrationNumber?: string }) {
  const u = await freshUnit(h, as);
  const [row] = await h.database.db.select({ propertyId: units.propertyId }).from(units).where(eq(units.id, u.unitId));
  await h.database.db.update(properties).set({ commercialModelPlan: setup.plan, location: setup.location, accommodationType: 'apartment' }).where(eq(properties.id, row.propertyId));
  await h.database.db
    .update(units)
    .set({ title: setup.title, regionalRequirements: setup.registrationNumber ? { registrationNumber: setup.registrationNumber } : {} })
    .where(eq(units.id, u.unitId));
  return u;
}

async function booking(at: { unitId: string; hostId: string }, checkIn: string, checkOut: string, amount: number, extra: { status?: string; kind?: 'booking' | 'inquiry'; currency?: string; taxes?: number } = {}) {
  const s = await addStay(h, { kind: extra.kind ?? 'booking', status: extra.status ?? 'COMPLETED', checkIn, checkOut, ...at });
  await h.database.db
    .update(bookings)
    .set({ totalAmount: amount, currency: extra.currency ?? 'EUR', quote: extra.taxes ? { taxes: extra.taxes, total: amount } : {} })
    .where(eq(bookings.id, s.id));
}

beforeAll(async () => {
  h = await apiHarness();
  studio = await unitIn(MARIE, {
    plan: 'host_only', // 15 %
    title: 'Studio, "Lavande"',
    location: { countryCode: 'IT', street: 'Via Roma', houseNumberOrName: '3', postalCode: '53100', city: 'Siena' },
    registrationNumber: 'IT058091C2ISMB9TY8',
  });
  flat = await unitIn(MARIE, { plan: null, title: 'Flat', location: { formattedAddress: 'Chemin des Lavandes 5, 84220 Gordes, France' } }); // split, 8 %
  await booking(studio, '2023-03-30', '2023-04-02', 300, { taxes: 6 }); // Q1 (check-in), 3 nights
  await booking(studio, '2023-02-01', '2023-02-05', 200.1); // Q1: 30.015 -> 30.02
  await booking(studio, '2023-11-01', '2023-11-08', 700, { status: 'CONFIRMED' }); // Q4
  await booking(studio, '2023-06-01', '2023-06-04', 150, { currency: 'CHF' }); // its own row
  await booking(studio, '2023-07-01', '2023-07-05', 999, { status: 'CANCELLED' }); // not reportable
  await booking(studio, '2023-08-01', '2023-08-05', 888, { kind: 'inquiry', status: 'review_collected' }); // paid to the host directly
  await booking(flat, '2023-05-10', '2023-05-12', 100);
  await booking(flat, '2021-12-30', '2022-01-02', 100); // 2021 (check-in), not 2022
  await booking(flat, `${currentYear + 1}-06-01`, `${currentYear + 1}-06-03`, 100); // not yet a reportable period
  await booking(await unitIn(ANNA, { plan: 'subscription', title: 'Anna', location: {} }), '2023-03-01', '2023-03-03', 500);
  const marie = await hostIdOf(h, MARIE);
  await h.database.db.insert(hostOnboarding).values({
    hostId: marie,
    individualDetails: {
      firstName: 'Marie',
      lastName: 'Laurent',
      birthDate: '1980-04-12',
      nationality: 'FR',
      address: { country: 'FR', city: 'Gordes', street: 'Rue Neuve', houseNumberOrName: '7', postalCode: '84220' },
      countryIssueTaxId: 'FR',
      taxIdentifications: [{ id: '1234567890123', countryIsoCode: 'FR' }],
      userHasVatId: true,
      vatId: 'FR12345678901',
    },
  });
  await h.database.db.insert(hostBankAccounts).values({ id: newId(), hostId: marie, holderName: 'Marie Laurent', iban: 'FR7630006000011234567890189', countryCode: 'FR', isDefault: true });
});
afterAll(() => h.close());

const R = '/api/app/report/dac7';

describe('availability', () => {
  it('lists the years with a reportable stay, newest first, up to this year', async () => {
    const r = await h.call('GET', `${R}/availability`, { as: MARIE });
    expect(r.status, r.text).toBe(200);
    expect(r.json.years.filter((y: number) => y <= 2023)).toEqual([2023, 2021]);
    expect(r.json.years).toEqual([...r.json.years].sort((a: number, b: number) => b - a));
    expect(r.json.years).not.toContain(currentYear + 1);
  });

  it('answers 401 without a token', async () => {
    expect((await h.call('GET', `${R}/availability`)).status).toBe(401);
    expect((await h.call('GET', `${R}/2023`)).status).toBe(401);
  });
});

describe('the report of a year', () => {
  let r: Awaited<ReturnType<Harness['call']>>;
  let rows: Record<string, string>[];
  beforeAll(async () => {
    // Comma-separated on request (Marie's own language, French, would give `;`: see 'the spreadsheet's separator').
    r = await h.call('GET', `${R}/2023?separator=comma`, { as: MARIE });
    const [header, ...lines] = r.text.trimEnd().split('\r\n');
    expect(header).toBe(DAC7_CSV_COLUMNS.join(','));
    // No cell of these rows holds a comma except the quoted title and addresses: split on the CSV rules.
    rows = lines.map((line) => {
      const cells = [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map((m) => m[1].replace(/^"|"$/g, '').replace(/""/g, '"'));
      return Object.fromEntries(DAC7_CSV_COLUMNS.map((c, i) => [c, cells[i]]));
    });
  });

  it('is a CSV attachment named dac7-report-{year}.csv', () => {
    expect(r.status, r.text).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(r.headers.get('content-disposition')).toBe('attachment; filename="dac7-report-2023.csv"');
    expect(fileNameFromContentDisposition(r.headers.get('content-disposition'))).toBe('dac7-report-2023.csv');
  });

  it('names the seller from the onboarding tax details and the payout account', () => {
    expect(rows[0]).toMatchObject({
      reportablePeriod: '2023',
      sellerType: 'individual',
      sellerName: 'Marie Laurent',
      sellerDateOfBirth: '1980-04-12',
      sellerAddress: 'Rue Neuve 7, 84220 Gordes, FR',
      sellerTin: '1234567890123',
      sellerTinIssuedBy: 'FR',
      sellerVatId: 'FR12345678901',
      sellerBusinessRegistrationNumber: '',
      financialAccount: 'FR7630006000011234567890189',
      accountHolder: 'Marie Laurent',
    });
  });

  it('has four quarter rows per listing and currency, with consideration, fees, taxes, stays and days', () => {
    const figures = rows.map((x) => [x.listingTitle, x.currency, x.quarter, x.consideration, x.feesAndCommissions, x.taxes, x.rentalActivities, x.daysRented]);
    expect(figures).toEqual([
      ['Flat', 'EUR', 'Q1', '0.00', '0.00', '0.00', '0', '0'],
      ['Flat', 'EUR', 'Q2', '100.00', '8.00', '0.00', '1', '2'],
      ['Flat', 'EUR', 'Q3', '0.00', '0.00', '0.00', '0', '0'],
      ['Flat', 'EUR', 'Q4', '0.00', '0.00', '0.00', '0', '0'],
      ['Studio, "Lavande"', 'CHF', 'Q1', '0.00', '0.00', '0.00', '0', '0'],
      ['Studio, "Lavande"', 'CHF', 'Q2', '150.00', '22.50', '0.00', '1', '3'],
      ['Studio, "Lavande"', 'CHF', 'Q3', '0.00', '0.00', '0.00', '0', '0'],
      ['Studio, "Lavande"', 'CHF', 'Q4', '0.00', '0.00', '0.00', '0', '0'],
      ['Studio, "Lavande"', 'EUR', 'Q1', '500.10', '75.02', '6.00', '2', '7'],
      ['Studio, "Lavande"', 'EUR', 'Q2', '0.00', '0.00', '0.00', '0', '0'],
      ['Studio, "Lavande"', 'EUR', 'Q3', '0.00', '0.00', '0.00', '0', '0'],
      ['Studio, "Lavande"', 'EUR', 'Q4', '700.00', '105.00', '0.00', '1', '7'],
    ]);
  });

  it('gives each listing its address, registration number and type', () => {
    expect(rows[0]).toMatchObject({ listingId: flat.unitId, propertyAddress: 'Chemin des Lavandes 5, 84220 Gordes, France', landRegistrationNumber: '', propertyType: 'apartment' });
    expect(rows[4]).toMatchObject({ listingId: studio.unitId, propertyAddress: 'Via Roma 3, 53100 Siena, IT', landRegistrationNumber: 'IT058091C2ISMB9TY8' });
  });

  it('reports a stay in the year of its check-in', async () => {
    const r2021 = await h.call('GET', `${R}/2021?hl=en-US`, { as: MARIE });
    expect(r2021.status).toBe(200);
    expect(r2021.text).toContain(',Q4,EUR,100.00,8.00,0.00,1,3\r\n');
  });
});

describe("the spreadsheet's separator, mark and formula guard", () => {
  /** The answer's bytes as sent (Response.text() would drop the byte order mark). */
  async function raw(path: string) {
    const res = await h.app.request(path, { headers: { authorization: `Bearer ${await h.token(MARIE)}` } });
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    return { bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
  }

  it('starts with a UTF-8 byte order mark', async () => {
    const { bytes } = await raw(`${R}/2023`);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it("separates with ; in the host's language (French) and the page's (hl), with , in English or when asked", async () => {
    const header = async (query: string) => (await raw(`${R}/2023${query}`)).text.slice(1).split('\r\n')[0];
    expect(await header('')).toBe(DAC7_CSV_COLUMNS.join(';'));
    expect(await header('?hl=de-DE')).toBe(DAC7_CSV_COLUMNS.join(';'));
    expect(await header('?hl=en-US')).toBe(DAC7_CSV_COLUMNS.join(','));
    expect(await header('?hl=it-IT&separator=comma')).toBe(DAC7_CSV_COLUMNS.join(','));
    const bad = await h.call('GET', `${R}/2023?separator=tab`, { as: MARIE });
    expect(bad.status).toBe(400);
    expect(bad.json.invalidParams.map((p: { name: string }) => p.name)).toEqual(['separator']);
  });

  it('quotes a cell holding a quote or a separator in a ; file', async () => {
    const { text } = await raw(`${R}/2023?separator=semicolon`);
    expect(text).toContain(';"Studio, ""Lavande""";'); // the title 'Studio, "Lavande"', one cell
  });
});

describe('errors', () => {
  it('answers 404 for a year with nothing to report, a later year, and another host’s year', async () => {
    for (const year of ['2022', '2020', String(currentYear + 1)]) {
      const r = await h.call('GET', `${R}/${year}`, { as: MARIE });
      expect(r.status, year).toBe(404);
      expect(r.headers.get('content-type')).toContain('application/problem+json');
    }
    const anna = await h.call('GET', `${R}/2023`, { as: ANNA });
    expect(anna.status).toBe(200);
    expect(anna.text).not.toContain('Lavande');
    expect(anna.text.trimEnd().split('\r\n')).toHaveLength(1 + 4);
  });

  it('answers 400 naming year for a malformed year', async () => {
    for (const year of ['20x0', '203', '20230']) {
      const r = await h.call('GET', `${R}/${year}`, { as: MARIE });
      expect(r.status, year).toBe(400);
      expect(names(r)).toEqual(['year']);
    }
  });
});
