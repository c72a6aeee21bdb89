import { and, between, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { properties, unitDayPrices, units } from '../db/schema';
import { notFound } from '../domain-errors';
import { isUuid } from './properties';
import { findUnit } from './units';
import { takenNights } from './availability';
import { DEFAULT_PRICE_CONFIGURATION } from './unit-prices';
import { unitPromotions } from '../../shared/domain/promotions';
import { nightPrices } from '../../shared/domain/pricing/night-prices';
import { nightsToCheck, stayProblems } from '../../shared/domain/pricing/stay-rules';
import { stayQuote } from '../../shared/domain/pricing/stay-quote';
import { addDays } from '../../shared/domain/pricing/dates';
import { todayIn } from '../../shared/domain/time/property-today';
import type { PriceConfiguration } from '../../shared/schemas/price-configuration';
import type { StayQuoteQuery } from '../../shared/schemas/stay-quote';
import type { UnitRow } from './listing-views';
import type { QuoteLine } from '../../shared/domain/pricing/stay-quote';
import type { Locale } from '../../shared/i18n/locales';
import { propertiesConfiguration } from '../config/properties-configuration/build';

// A stay's price and whether it can be booked: the host's price check (any state of their own
// unit) and the guest booking path (published units only) ask the same shared rules and quote.

async function quoteFor(db: Db, unit: UnitRow, query: StayQuoteQuery, today: string) {
  const cfg = (unit.priceConfiguration as PriceConfiguration | null) ?? DEFAULT_PRICE_CONFIGURATION;
  // Days from check-in to check-out included: the check-out day's own rules (checkOutDays) count.
  const range = { dateFrom: query.checkIn, dateTo: query.checkOut };
  const overrides = await db
    .select()
    .from(unitDayPrices)
    .where(and(eq(unitDayPrices.unitId, unit.id), between(unitDayPrices.day, range.dateFrom, range.dateTo)));
  const days = nightPrices(cfg, range, overrides);
  const taken = await takenNights(db, unit.id, nightsToCheck(query, cfg.preparationTime));
  const problems = stayProblems(query, {
    days,
    today,
    minDaysOfNotice: cfg.minDaysOfNotice,
    preparationTime: cfg.preparationTime,
    capacity: unit.guests ?? null,
    taken,
  });
  const lastNight = addDays(query.checkOut, -1);
  const quote = stayQuote({
    checkIn: query.checkIn,
    guests: query.guests,
    nights: days.filter((d) => d.date <= lastNight),
    cfg,
    promotions: unitPromotions(unit.promotions),
    today,
  });
  return { unitId: unit.id, ...query, nights: quote.nights, bookable: problems.length === 0, problems, quote };
}

/**
 * GET /api/app/property-unit/{id}/quote: the host's own unit, whatever its state. `now` is the
 * clock (tests pass their own); "today" for notice and promotions is its day in the property's zone.
 */
export async function hostStayQuote(db: Db, hostId: string, id: string, query: StayQuoteQuery, now = new Date()) {
  const { unit, property } = await findUnit(db, hostId, id);
  return quoteFor(db, unit, query, todayIn(property.timeZone, now));
}

/** GET /api/public/property-units/{id}/quote: only what guests can see, i.e. published units; "today" as for the host's quote. */
export async function publicStayQuote(db: Db, id: string, query: StayQuoteQuery, now = new Date()) {
  if (!isUuid(id)) throw notFound('unit');
  const [row] = await db
    .select({ unit: units, timeZone: properties.timeZone })
    .from(units)
    .innerJoin(properties, eq(properties.id, units.propertyId))
    .where(and(eq(units.id, id), eq(units.status, 'PUBLISHED'), isNull(units.deletedAt), isNull(properties.deletedAt)))
    .limit(1);
  if (!row) throw notFound('unit');
  return quoteFor(db, row.unit, query, todayIn(row.timeZone, now));
}

/**
 * The public quote as the guest reads it: each extra charge named in the guest's language by the
 * configuration's list the host picks services from. A type the list does not know (the price
 * check refuses new ones, but stored data may hold one) is shown as stored: a specific word beats
 * a generic one. Only the answer is named: the stay stores the quote with codes (createGuestStay).
 */
export function withLineLabels<Q extends { quote: { lines: QuoteLine[] } }>(priced: Q, locale: Locale): Q {
  const services = new Map(propertiesConfiguration(locale).extraCharges.serviceTypes.map((s) => [s.value, s.label] as const));
  const labelOf = (line: QuoteLine) => (line.kind === 'extraCharge' ? (services.get(line.code) ?? (line.code.trim() || undefined)) : undefined);
  return {
    ...priced,
    quote: {
      ...priced.quote,
      lines: priced.quote.lines.map((line) => {
        const label = labelOf(line);
        return label ? { ...line, label } : line;
      }),
    },
  };
}
