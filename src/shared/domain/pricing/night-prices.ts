import type { PriceConfiguration, Season } from '../../schemas/price-configuration';
import { seasonCovers, seasonCoverage } from '../season-overlap';
import { nextDay } from '../availability/dates';

// The price and stay limits of each day (HC §3 "Price and availability defaults",
// seasons, per-day price and availability): a per-day override wins, else the season covering the
// day, else the unit's configuration. One loop shared by the price list, the calendar and the quote.

/** A per-day override row as the calendar stores it; null means "not overridden". */
export interface DayOverride {
  day: string;
  price: number | null;
  minimalLengthOfStay: number | null;
  maximalLengthOfStay: number | null;
}

export type NightPriceSource = 'default' | 'season' | 'day';

export interface NightPrice {
  date: string;
  price: number;
  minimalLengthOfStay: number;
  maximalLengthOfStay: number;
  source: NightPriceSource;
  /** What each guest above the included count pays this night (season overrides), or null. */
  extraGuestPrice: number | null;
  /** Weekdays a stay may start / end on this day (season overrides the configuration). */
  checkInDays: readonly number[];
  checkOutDays: readonly number[];
}

export type PricingConfiguration = Pick<
  PriceConfiguration,
  'nightlyPrice' | 'minStay' | 'maxStay' | 'extraGuestPrice' | 'checkInDays' | 'checkOutDays' | 'seasonsPricing'
>;

const overrides = (d: DayOverride | undefined) => d != null && (d.price != null || d.minimalLengthOfStay != null || d.maximalLengthOfStay != null);

/** The values of one day. */
export function nightPrice(cfg: PricingConfiguration, date: string, day?: DayOverride): NightPrice {
  return priceOfNight(cfg, date, day, cfg.seasonsPricing.find((s) => seasonCovers(s, date)));
}

/** The values of one day whose covering season (the first that covers it) is known. */
function priceOfNight(cfg: PricingConfiguration, date: string, day: DayOverride | undefined, season: Season | undefined): NightPrice {
  return {
    date,
    price: day?.price ?? season?.price ?? cfg.nightlyPrice,
    minimalLengthOfStay: day?.minimalLengthOfStay ?? season?.minStay ?? cfg.minStay,
    maximalLengthOfStay: day?.maximalLengthOfStay ?? season?.maxStay ?? cfg.maxStay,
    source: overrides(day) ? 'day' : season ? 'season' : 'default',
    extraGuestPrice: season?.extraGuestPrice ?? cfg.extraGuestPrice ?? null,
    checkInDays: season?.checkInDays ?? cfg.checkInDays,
    checkOutDays: season?.checkOutDays ?? cfg.checkOutDays,
  };
}

/** Every day of [dateFrom, dateTo], both included. */
export function nightPrices(cfg: PricingConfiguration, range: { dateFrom: string; dateTo: string }, days: readonly DayOverride[] = []): NightPrice[] {
  const byDay = new Map(days.map((d) => [d.day, d]));
  // Each season's coverage worked out once for the whole range, not for every day (same first match as nightPrice).
  const seasons = cfg.seasonsPricing.map((season) => ({ season, covers: seasonCoverage(season) }));
  const items: NightPrice[] = [];
  for (let date = range.dateFrom; date <= range.dateTo; date = nextDay(date)) {
    items.push(priceOfNight(cfg, date, byDay.get(date), seasons.find((s) => s.covers(date))?.season));
  }
  return items;
}
