import { earningOf, earningsCsv, effectivePlan, roundCents } from '../earnings';
import type { CsvSeparatorName } from '../csv';
import type { PlanChooser } from '../commercial-model-plans';
import { daysBetween } from '../availability/dates';

// The DAC7 report of a host for a year (AS §2.7, AS §7): what Council Directive (EU)
// 2021/514 (DAC7), Annex V section III B, asks a platform operator to report for a seller renting
// out immovable property:
//   B(1)/(2)(a) the seller: name (individual) or legal business name (entity), primary address,
//     TIN and the country that issued it, VAT number, the entity's business registration number,
//     the individual's date of birth;
//   B(2)(b)/(c) the financial account the consideration is paid to, and its holder;
//   B(3)(a) the address of each property listing and its land registration number (the unit's
//     registration number of its country's rules, shared/domain/regional-requirements.ts);
//   B(3)(d) per quarter the total consideration paid or credited and the number of rental
//     activities per listing;
//   B(3)(e) per quarter the fees, commissions and taxes withheld or charged by the platform;
//   B(3)(f) the number of days each listing was rented and its type.
// Reportable stays are bookings (kind 'booking') that were not cancelled: their price is paid
// through the portal, which credits the host and keeps its commission. Inquiries are paid to the
// host directly (the portal never handles that money), so they are not reported.
// A stay is reported whole in the quarter (and the year) of its check-in: the guest's payment is
// credited to the host for the stay as one amount once the stay begins, so splitting it across the
// quarters its nights fall in would report amounts never paid in those quarters. Its days rented
// go with it, so consideration and days always describe the same stays.
// Amounts of different currencies are never added: a listing has one row per currency and quarter.

export type Quarter = 1 | 2 | 3 | 4;
export const QUARTERS: readonly Quarter[] = [1, 2, 3, 4];

/** The quarter (1-4) of an ISO date. */
export const quarterOf = (isoDate: string): Quarter => (Math.floor((Number(isoDate.slice(5, 7)) - 1) / 3) + 1) as Quarter;

export interface Dac7Seller {
  type: 'individual' | 'company';
  /** First and last name, or the legal business name. */
  name: string;
  /** Individuals, when known (ISO date). */
  dateOfBirth: string | null;
  address: string;
  tin: string | null;
  tinCountry: string | null;
  vatId: string | null;
  /** Companies: the business registration number. */
  businessRegistrationNumber: string | null;
  /** The IBAN the consideration is paid to, and its holder. */
  financialAccount: string | null;
  accountHolder: string | null;
}

export interface Dac7Stay {
  listingId: string;
  listingTitle: string;
  /** The kind of property (accommodation type, or the multi-unit's kind of unit). */
  propertyType: string;
  propertyAddress: string;
  registrationNumber: string | null;
  checkIn: string;
  checkOut: string;
  currency: string;
  totalAmount: number;
  /** The property's commercial model plan (its commission); null: none chosen yet. */
  plan: string | null;
  /** Taxes the stay's quote holds (collected with the price), 0 without. */
  taxes: number;
}

export interface Dac7QuarterFigures {
  quarter: Quarter;
  consideration: number;
  fees: number;
  taxes: number;
  activities: number;
  daysRented: number;
}

export interface Dac7Listing {
  listingId: string;
  listingTitle: string;
  propertyType: string;
  propertyAddress: string;
  registrationNumber: string | null;
  currency: string;
  quarters: Dac7QuarterFigures[];
}

/** Taxes a stored stay quote holds (shared/domain/pricing/stay-quote.ts `taxes`), 0 when it has none. */
export function quoteTaxes(quote: Record<string, unknown> | null | undefined): number {
  const taxes = quote?.taxes;
  return typeof taxes === 'number' && Number.isFinite(taxes) && taxes > 0 ? roundCents(taxes) : 0;
}

/**
 * The stays of one year per listing and currency, with the four quarters each (zeros where a
 * quarter had none), ordered by listing title, then id, then currency.
 * Amounts use the earnings rules (earningOf): gross rounded to cents, the commission rounded once.
 */
export function dac7Listings(stays: readonly Dac7Stay[], host: PlanChooser): Dac7Listing[] {
  const byKey = new Map<string, Dac7Listing>();
  for (const s of stays) {
    const key = `${s.listingId}\u0000${s.currency}`;
    let listing = byKey.get(key);
    if (!listing) {
      listing = {
        listingId: s.listingId,
        listingTitle: s.listingTitle,
        propertyType: s.propertyType,
        propertyAddress: s.propertyAddress,
        registrationNumber: s.registrationNumber,
        currency: s.currency,
        quarters: QUARTERS.map((quarter) => ({ quarter, consideration: 0, fees: 0, taxes: 0, activities: 0, daysRented: 0 })),
      };
      byKey.set(key, listing);
    }
    const { gross, commission } = earningOf(s.totalAmount, effectivePlan(s.plan, host));
    const q = listing.quarters[quarterOf(s.checkIn) - 1];
    q.consideration = roundCents(q.consideration + gross);
    q.fees = roundCents(q.fees + commission);
    q.taxes = roundCents(q.taxes + s.taxes);
    q.activities += 1;
    q.daysRented += daysBetween(s.checkIn, s.checkOut);
  }
  return [...byKey.values()].sort((a, b) => a.listingTitle.localeCompare(b.listingTitle) || a.listingId.localeCompare(b.listingId) || a.currency.localeCompare(b.currency));
}

/** The columns of the DAC7 CSV, in order: the seller, the listing, then one quarter's figures. */
export const DAC7_CSV_COLUMNS = [
  'reportablePeriod',
  'sellerType',
  'sellerName',
  'sellerDateOfBirth',
  'sellerAddress',
  'sellerTin',
  'sellerTinIssuedBy',
  'sellerVatId',
  'sellerBusinessRegistrationNumber',
  'financialAccount',
  'accountHolder',
  'listingId',
  'listingTitle',
  'propertyType',
  'propertyAddress',
  'landRegistrationNumber',
  'quarter',
  'currency',
  'consideration',
  'feesAndCommissions',
  'taxes',
  'rentalActivities',
  'daysRented',
] as const;

const amount = (n: number) => n.toFixed(2);

/** The CSV (the portal's CSV rule, domain/csv.ts, through earningsCsv): one row per listing, currency and quarter. */
export function dac7Csv(year: number, seller: Dac7Seller, listings: readonly Dac7Listing[], separator: CsvSeparatorName = 'comma'): string {
  const sellerCells = [
    seller.type,
    seller.name,
    seller.dateOfBirth ?? '',
    seller.address,
    seller.tin ?? '',
    seller.tinCountry ?? '',
    seller.vatId ?? '',
    seller.businessRegistrationNumber ?? '',
    seller.financialAccount ?? '',
    seller.accountHolder ?? '',
  ];
  const rows = listings.flatMap((l) =>
    l.quarters.map((q) => [
      String(year),
      ...sellerCells,
      l.listingId,
      l.listingTitle,
      l.propertyType,
      l.propertyAddress,
      l.registrationNumber ?? '',
      `Q${q.quarter}`,
      l.currency,
      amount(q.consideration),
      amount(q.fees),
      amount(q.taxes),
      q.activities,
      q.daysRented,
    ]),
  );
  return earningsCsv(DAC7_CSV_COLUMNS, rows, separator);
}

// The file's name (AS §7: "name from the content-disposition header, default
// report-{year}.csv"): the server names it with dac7ReportFileName; the browser reads the header
// with fileNameFromContentDisposition and falls back to defaultReportFileName.

export const defaultReportFileName = (year: number) => `report-${year}.csv`;

/** What the server names the DAC7 report of a year. */
export const dac7ReportFileName = (year: number) => `dac7-report-${year}.csv`;

/** The content-disposition header the server sends with a file of this (ASCII) name. */
export const attachmentDisposition = (fileName: string) => `attachment; filename="${fileName.replace(/["\\]/g, '_')}"`;

// RFC 6266 §4.3: filename* (RFC 5987 ext-value, charset'lang'percent-encoded) is preferred over
// filename when both are present.
const EXT_VALUE = /(?:^|;)\s*filename\*\s*=\s*([^']*)'[^']*'([^;]*)/i;
const QUOTED = /(?:^|;)\s*filename\s*=\s*"((?:[^"\\]|\\.)*)"/i;
const TOKEN = /(?:^|;)\s*filename\s*=\s*([^";\s][^;]*)/i;

/** Only the last path segment, never a directory: a name must not lead outside the download folder. */
const baseName = (name: string) => name.split(/[/\\]/).pop()!.trim();

function decodeExtValue(charset: string, encoded: string): string | null {
  const value = encoded.trim();
  try {
    if (/^utf-8$/i.test(charset)) return decodeURIComponent(value);
    // ISO-8859-1: each %XX is one byte = one code point.
    if (/^iso-8859-1$/i.test(charset)) return value.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  } catch {
    return null;
  }
  return null;
}

/** The file name a content-disposition header gives, or null when it gives none (or none usable). */
export function fileNameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const ext = EXT_VALUE.exec(header);
  if (ext) {
    const decoded = decodeExtValue(ext[1].trim(), ext[2]);
    if (decoded && baseName(decoded)) return baseName(decoded);
  }
  const quoted = QUOTED.exec(header);
  if (quoted) {
    const name = baseName(quoted[1].replace(/\\(.)/g, '$1'));
    return name || null;
  }
  const token = TOKEN.exec(header);
  if (token) {
    const name = baseName(token[1]);
    return name || null;
  }
  return null;
}

/** The name to save a downloaded report under. */
export const reportFileName = (header: string | null | undefined, year: number) => fileNameFromContentDisposition(header) ?? defaultReportFileName(year);
