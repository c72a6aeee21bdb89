import type { PriceConfiguration } from '../../schemas/price-configuration';
import type { NightPrice, NightPriceSource } from './night-prices';
import { daysBetween } from './dates';
import { fromCents, percentOf, toCents } from './money';

// What a guest pays for a stay (HC §3 discounts, taxes, extra services, promotions;
// HC §5 bounds). The calendar's price check and the guest booking path both ask this one function.
// Where the spec is silent we decided:
// - Amounts are summed in cents and answered in units (2 decimals) so long stays never drift.
// - Accommodation is the sum of the nightly prices (per-day override > season > default).
// - extraGuestsCount is how many guests the nightly price includes; when it is null the extra
//   guest price does not apply. Each guest above it pays the night's extra guest price (a season's
//   overrides the unit's) for every night.
// - Length discounts: weekly from 7 nights, monthly from 28, custom from its minNights. Active
//   promotions: new_listing always, early_booker when check-in is 90 days or more ahead,
//   last_minute when check-in is 0 to 7 days ahead. Only the single best percentage applies, to
//   accommodation + extra guests: stacking 10 % weekly with 20 % new listing with 15 % last minute
//   would give away far more than any one switch the host turned on, which surprises hosts.
// - Extra charges: recurring = price per night, one_time = price per stay.
// - Taxes (local_tax): per_day = value x nights, per_stay = value, per_person = value x guests,
//   per_person_per_day = value x guests x nights. Taxes are flat amounts, never discounted.
// - The security deposit is returned to the guest, so it is shown apart and never in the total.
// - total = accommodation + extra guests - discount + extra charges + taxes = the sum of the lines.

export const QUOTE_CURRENCY = 'EUR';
export const WEEKLY_FROM_NIGHTS = 7;
export const MONTHLY_FROM_NIGHTS = 28;
export const EARLY_BOOKER_FROM_DAYS = 90;
export const LAST_MINUTE_UP_TO_DAYS = 7;

export type QuoteConfiguration = Pick<PriceConfiguration, 'extraGuestsCount' | 'discounts' | 'extraCharges' | 'taxes' | 'securityDeposit'>;

export interface QuotePromotion {
  type: string;
  status: string;
  data: { discount: number };
}

export type DiscountCode = 'weekly' | 'monthly' | 'custom' | 'new_listing' | 'early_booker' | 'last_minute';

export type QuoteLineKind = 'accommodation' | 'extraGuests' | 'discount' | 'extraCharge' | 'tax';

/** One line of the bill; `amount` is signed (a discount is negative) and the lines add up to the total. */
export interface QuoteLine {
  kind: QuoteLineKind;
  /** nights | extraGuests | a discount code | an extra service | a tax fee type. */
  code: string;
  /** The host's name of a tax ("Tourist tax"); absent when it has none, and on quotes kept from before names. */
  name?: string;
  /** Nights, guests, guest-nights or 1, as the line counts. */
  quantity: number;
  /** The amount per quantity, when there is one (a nightly price varies, so accommodation has none). */
  rate: number | null;
  percent: number | null;
  amount: number;
}

export interface StayQuote {
  nights: number;
  nightly: { date: string; price: number; source: NightPriceSource }[];
  accommodation: number;
  extraGuests: number;
  discount: { code: DiscountCode; percent: number; amount: number } | null;
  extraCharges: number;
  taxes: number;
  lines: QuoteLine[];
  total: number;
  /** Held and returned; not part of the total. */
  deposit: number | null;
  currency: typeof QUOTE_CURRENCY;
}

export interface QuoteInput {
  checkIn: string;
  guests: number;
  /** The nights of the stay, check-in to the night before check-out. */
  nights: readonly NightPrice[];
  cfg: QuoteConfiguration;
  promotions?: readonly QuotePromotion[];
  /** The day the quote is asked (yyyy-MM-dd), for early booker and last minute. */
  today: string;
}

/** Every percentage the stay qualifies for, length discounts first (they win a tie). */
export function applicableDiscounts(input: Pick<QuoteInput, 'cfg' | 'promotions' | 'today' | 'checkIn'> & { nights: number }) {
  const found: { code: DiscountCode; percent: number }[] = [];
  for (const d of input.cfg.discounts) {
    const from = d.lengthType === 'weekly' ? WEEKLY_FROM_NIGHTS : d.lengthType === 'monthly' ? MONTHLY_FROM_NIGHTS : (d.minNights ?? Infinity);
    if (input.nights >= from) found.push({ code: d.lengthType, percent: d.discount });
  }
  const ahead = daysBetween(input.today, input.checkIn);
  for (const p of input.promotions ?? []) {
    if (p.status !== 'ACTIVE') continue;
    const applies =
      p.type === 'new_listing' ||
      (p.type === 'early_booker' && ahead >= EARLY_BOOKER_FROM_DAYS) ||
      (p.type === 'last_minute' && ahead >= 0 && ahead <= LAST_MINUTE_UP_TO_DAYS);
    if (applies) found.push({ code: p.type as DiscountCode, percent: p.data.discount });
  }
  return found;
}

/** The single best one (see above why they do not stack); null when none applies. */
export function bestDiscount(found: readonly { code: DiscountCode; percent: number }[]) {
  return found.reduce<{ code: DiscountCode; percent: number } | null>((best, d) => (best == null || d.percent > best.percent ? d : best), null);
}

export function stayQuote(input: QuoteInput): StayQuote {
  const { cfg, guests, nights } = input;
  const n = nights.length;
  const lines: QuoteLine[] = [];
  const line = (l: Omit<QuoteLine, 'amount' | 'rate' | 'percent'> & { cents: number; rate?: number | null; percent?: number | null }) => {
    lines.push({ kind: l.kind, code: l.code, ...(l.name ? { name: l.name } : {}), quantity: l.quantity, rate: l.rate ?? null, percent: l.percent ?? null, amount: fromCents(l.cents) });
    return l.cents;
  };

  const accommodation = line({ kind: 'accommodation', code: 'nights', quantity: n, cents: nights.reduce((sum, night) => sum + toCents(night.price), 0) });

  const extraPeople = cfg.extraGuestsCount == null ? 0 : Math.max(0, guests - cfg.extraGuestsCount);
  const extraCents = extraPeople === 0 ? 0 : nights.reduce((sum, night) => sum + extraPeople * toCents(night.extraGuestPrice ?? 0), 0);
  const extraGuests = extraCents > 0 ? line({ kind: 'extraGuests', code: 'extraGuests', quantity: extraPeople * n, cents: extraCents }) : 0;

  const best = bestDiscount(applicableDiscounts({ ...input, nights: n }));
  const discountCents = best ? percentOf(accommodation + extraGuests, best.percent) : 0;
  if (best && discountCents > 0) line({ kind: 'discount', code: best.code, quantity: 1, percent: best.percent, cents: -discountCents });

  let extraCharges = 0;
  for (const e of cfg.extraCharges) {
    const quantity = e.chargeType === 'recurring' ? n : 1;
    extraCharges += line({ kind: 'extraCharge', code: e.type, quantity, rate: e.price, cents: toCents(e.price) * quantity });
  }

  let taxes = 0;
  for (const t of cfg.taxes) {
    const quantity = { per_day: n, per_stay: 1, per_person: guests, per_person_per_day: guests * n }[t.feeType];
    const name = t.name?.trim();
    taxes += line({ kind: 'tax', code: t.feeType, ...(name ? { name } : {}), quantity, rate: t.value, cents: toCents(t.value) * quantity });
  }

  const total = accommodation + extraGuests - discountCents + extraCharges + taxes;
  return {
    nights: n,
    nightly: nights.map(({ date, price, source }) => ({ date, price, source })),
    accommodation: fromCents(accommodation),
    extraGuests: fromCents(extraGuests),
    discount: best && discountCents > 0 ? { ...best, amount: fromCents(discountCents) } : null,
    extraCharges: fromCents(extraCharges),
    taxes: fromCents(taxes),
    lines,
    total: fromCents(total),
    deposit: cfg.securityDeposit ?? null,
    currency: QUOTE_CURRENCY,
  };
}
