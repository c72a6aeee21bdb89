import { and, asc, desc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { HostRow } from '../../domain-types';
import { bookings, hostBankAccounts, hostOnboarding, properties, units } from '../../db/schema';
import { notFound } from '../../domain-errors';
import { yearBounds } from '../../../shared/domain/insights/calendar-year';
import { addressLine, type AddressParts } from '../../../shared/domain/reports/address-line';
import type { CsvSeparatorName } from '../../../shared/domain/csv';
import { dac7Csv, dac7Listings, quoteTaxes, type Dac7Seller } from '../../../shared/domain/reports/dac7';

// The host's DAC7 report (AS §2.7, AS §7 Reports and reviews; the rules and the
// columns are in shared/domain/reports/dac7.ts). Reportable stays are the host's bookings not
// cancelled (inquiries are paid to the host directly, outside the portal, and are not reported),
// by the year of their check-in. Stays of units or properties deleted since are reported too: the
// money was paid all the same. A year is reportable once it has begun: a later year's bookings are
// not yet a reportable period.

const reportable = (hostId: string) => and(eq(bookings.hostId, hostId), eq(bookings.kind, 'booking'), ne(bookings.status, 'CANCELLED'));

/** Years with at least one reportable stay, up to the current year, newest first. */
export async function dac7Years(db: Db, hostId: string, currentYear = new Date().getUTCFullYear()): Promise<number[]> {
  const yearExpr = sql<number>`cast(extract(year from ${bookings.checkIn}) as integer)`;
  const rows = await db
    .selectDistinct({ year: yearExpr })
    .from(bookings)
    .where(and(reportable(hostId), lt(bookings.checkIn, `${currentYear + 1}-01-01`)))
    .orderBy(desc(yearExpr));
  return rows.map((r) => Number(r.year));
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

interface TaxDetails {
  address?: AddressParts;
  countryIssueTaxId?: string;
  taxIdentifications?: { id: string; countryIsoCode: string }[];
  userHasVatId?: boolean;
  vatId?: string;
}

/** The seller as the host's onboarding tax details name it, the host's own names where they are missing. */
async function sellerOf(db: Db, host: HostRow): Promise<Dac7Seller> {
  const [[onboarding], [account]] = await Promise.all([
    db.select().from(hostOnboarding).where(eq(hostOnboarding.hostId, host.id)),
    db.select().from(hostBankAccounts).where(eq(hostBankAccounts.hostId, host.id)).orderBy(desc(hostBankAccounts.isDefault), asc(hostBankAccounts.createdAt)).limit(1),
  ]);
  const company = host.type === 'company';
  const details = ((company ? onboarding?.businessDetails : onboarding?.individualDetails) ?? {}) as TaxDetails & Record<string, unknown>;
  const tin = details.taxIdentifications?.[0];
  const personName = [text(details.firstName) ?? host.firstName, text(details.lastName) ?? host.lastName].filter(Boolean).join(' ');
  return {
    type: company ? 'company' : 'individual',
    name: company ? (text(details.legalBusinessName) ?? text(host.companyName) ?? personName) : personName,
    dateOfBirth: company ? null : text(details.birthDate),
    address: addressLine(details.address),
    tin: text(tin?.id),
    tinCountry: text(tin?.countryIsoCode) ?? (tin ? text(details.countryIssueTaxId) : null),
    vatId: details.userHasVatId ? text(details.vatId) : null,
    businessRegistrationNumber: company ? text(details.registrationNumber) : null,
    financialAccount: account?.iban ?? null,
    accountHolder: account?.holderName ?? null,
  };
}

/** The report of a year as CSV; 404 when the year has nothing to report. */
export async function dac7ReportCsv(db: Db, host: HostRow, year: number, separator: CsvSeparatorName = 'comma', currentYear = new Date().getUTCFullYear()): Promise<string> {
  if (year > currentYear) throw notFound('report');
  const { from, to } = yearBounds(year);
  // The stays narrow (no documents per row), then their listings once each: a host with hundreds
  // of units has thousands of stays a year, and each would otherwise carry its property's location.
  const stays = await db
    .select({
      unitId: bookings.unitId,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      currency: bookings.currency,
      totalAmount: bookings.totalAmount,
      taxes: sql<string | null>`${bookings.quote}->'taxes'`,
    })
    .from(bookings)
    .where(and(reportable(host.id), gte(bookings.checkIn, from), lt(bookings.checkIn, to)));
  if (stays.length === 0) throw notFound('report');
  const [seller, listingRows] = await Promise.all([
    sellerOf(db, host),
    db
      .select({
        id: units.id,
        unitTitle: units.title,
        unitType: units.unitType,
        registrationNumber: sql<string | null>`${units.regionalRequirements}->>'registrationNumber'`,
        propertyTitle: properties.title,
        accommodationType: properties.accommodationType,
        propertyType: properties.propertyType,
        location: properties.location,
        plan: properties.commercialModelPlan,
      })
      .from(units)
      .innerJoin(properties, eq(properties.id, units.propertyId))
      .where(and(eq(units.hostId, host.id), inArray(units.id, [...new Set(stays.map((s) => s.unitId))]))),
  ]);
  const listingOf = new Map(
    listingRows.map((l) => [
      l.id,
      {
        listingId: l.id,
        listingTitle: l.unitTitle ?? l.propertyTitle ?? '',
        propertyType: l.accommodationType ?? l.unitType ?? l.propertyType,
        propertyAddress: addressLine(l.location as AddressParts | null),
        registrationNumber: text(l.registrationNumber),
        plan: l.plan,
      },
    ]),
  );
  const listings = dac7Listings(
    stays.map((s) => ({
      ...listingOf.get(s.unitId)!,
      checkIn: s.checkIn,
      checkOut: s.checkOut,
      currency: s.currency,
      totalAmount: s.totalAmount,
      taxes: quoteTaxes({ taxes: s.taxes === null ? undefined : Number(s.taxes) }),
    })),
    host,
  );
  return dac7Csv(year, seller, listings, separator);
}
