import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nightPrices } from '../../../src/shared/domain/pricing/night-prices';
import { applicableDiscounts, bestDiscount, stayQuote, type QuoteInput } from '../../../src/shared/domain/pricing/stay-quote';
import { addDays } from '../../../src/shared/domain/pricing/dates';
import { toCents } from '../../../src/shared/domain/pricing/money';
import type { PriceConfiguration } from '../../../src/shared/schemas/price-configuration';
import { config, configuration, isoDay, overrides, promotions } from './arbitraries';

const TODAY = '2026-01-01';
const cents = (n: number) => toCents(n);

/** The quote of a stay of `n` nights from `checkIn`, nights priced by the shared night-prices. */
function quote(cfg: PriceConfiguration, checkIn: string, n: number, guests: number, extra: Partial<QuoteInput> = {}, days: { offset: number; price: number | null }[] = []) {
  const rows = days.map((d) => ({ day: addDays(checkIn, d.offset), price: d.price, minimalLengthOfStay: null, maximalLengthOfStay: null }));
  const nights = nightPrices(cfg, { dateFrom: checkIn, dateTo: addDays(checkIn, n - 1) }, rows);
  return { nights, q: stayQuote({ checkIn, guests, nights, cfg, today: TODAY, ...extra }) };
}

const stay = fc.record({ cfg: configuration, checkIn: isoDay, n: fc.integer({ min: 1, max: 60 }), guests: fc.integer({ min: 1, max: 12 }), days: overrides, promos: promotions });

describe('stay quote properties', () => {
  it('the total is the sum of the lines, and each part is the sum of its lines', () => {
    fc.assert(
      fc.property(stay, ({ cfg, checkIn, n, guests, days, promos }) => {
        const { q } = quote(cfg, checkIn, n, guests, { promotions: promos }, days);
        const sum = (kind?: string) => q.lines.filter((l) => !kind || l.kind === kind).reduce((s, l) => s + cents(l.amount), 0);
        expect(cents(q.total)).toBe(sum());
        expect(cents(q.accommodation)).toBe(sum('accommodation'));
        expect(cents(q.extraGuests)).toBe(sum('extraGuests'));
        expect(cents(q.taxes)).toBe(sum('tax'));
        expect(cents(q.extraCharges)).toBe(sum('extraCharge'));
        expect(0 - cents(q.discount?.amount ?? 0) + 0).toBe(sum('discount') + 0);
        expect(cents(q.total)).toBe(cents(q.accommodation) + cents(q.extraGuests) - cents(q.discount?.amount ?? 0) + cents(q.extraCharges) + cents(q.taxes));
        // Amounts never carry more than 2 decimals.
        for (const l of [...q.lines, q]) expect(Math.round(Math.abs(('total' in l ? l.total : l.amount) * 100)) / 100).toBe(Math.abs('total' in l ? l.total : l.amount));
      }),
    );
  });

  it('accommodation is the sum of the night prices from night-prices', () => {
    fc.assert(
      fc.property(stay, ({ cfg, checkIn, n, guests, days }) => {
        const { nights, q } = quote(cfg, checkIn, n, guests, {}, days);
        expect(q.nights).toBe(n);
        expect(q.nightly.map((x) => x.price)).toEqual(nights.map((x) => x.price));
        expect(cents(q.accommodation)).toBe(nights.reduce((s, x) => s + cents(x.price), 0));
      }),
    );
  });

  it('the discount never exceeds accommodation + extra guests and is the best applicable one', () => {
    fc.assert(
      fc.property(stay, ({ cfg, checkIn, n, guests, promos }) => {
        const { q } = quote(cfg, checkIn, n, guests, { promotions: promos });
        const found = applicableDiscounts({ cfg, promotions: promos, today: TODAY, checkIn, nights: n });
        const base = cents(q.accommodation) + cents(q.extraGuests);
        if (q.discount) {
          expect(cents(q.discount.amount)).toBeLessThanOrEqual(base);
          expect(q.discount.percent).toBe(Math.max(...found.map((d) => d.percent)));
          expect(q.lines.filter((l) => l.kind === 'discount')).toHaveLength(1);
        } else {
          expect(found).toEqual([]);
        }
      }),
    );
  });

  it('per-person taxes scale linearly with guests', () => {
    fc.assert(
      fc.property(isoDay, fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 20 }), fc.integer({ min: 0, max: 5000 }), (checkIn, n, guests, valueCents) => {
        const cfg = config({ taxes: [{ feeType: 'per_person', value: valueCents / 100 }, { feeType: 'per_person_per_day', value: valueCents / 100 }] });
        const one = quote(cfg, checkIn, n, 1).q.taxes;
        const many = quote(cfg, checkIn, n, guests).q.taxes;
        expect(cents(many)).toBe(guests * cents(one));
      }),
    );
  });

  it('more nights never lower accommodation', () => {
    fc.assert(
      fc.property(stay, ({ cfg, checkIn, n, guests, days }) => {
        const shorter = quote(cfg, checkIn, n, guests, {}, days).q;
        const longer = quote(cfg, checkIn, n + 1, guests, {}, days).q;
        expect(longer.accommodation).toBeGreaterThanOrEqual(shorter.accommodation);
        expect(longer.extraGuests).toBeGreaterThanOrEqual(shorter.extraGuests);
      }),
    );
  });

  it('a stay costs what its two halves cost, before discounts and per-stay fees', () => {
    fc.assert(
      fc.property(stay, fc.integer({ min: 1, max: 30 }), ({ cfg, checkIn, n, guests, days }, m) => {
        const plain = { ...cfg, discounts: [], extraCharges: [], taxes: [] };
        const whole = quote(plain, checkIn, n + m, guests, {}, days).q;
        const first = quote(plain, checkIn, n, guests, {}, days).q;
        const second = quote(plain, addDays(checkIn, n), m, guests, {}, days.map((d) => ({ ...d, offset: d.offset - n }))).q;
        expect(cents(whole.total)).toBe(cents(first.total) + cents(second.total));
      }),
    );
  });

  it('the deposit is shown apart and never counted in the total', () => {
    fc.assert(
      fc.property(stay, ({ cfg, checkIn, n, guests }) => {
        const withDeposit = quote(cfg, checkIn, n, guests).q;
        const without = quote({ ...cfg, securityDeposit: null }, checkIn, n, guests).q;
        expect(withDeposit.total).toBe(without.total);
        expect(withDeposit.deposit).toBe(cfg.securityDeposit);
      }),
    );
  });
});

describe('stay quote examples', () => {
  it('adds up nights crossing into a season and a per-day override', () => {
    const cfg = config({ nightlyPrice: 100, seasonsPricing: [{ dateFrom: '2026-07-03', dateTo: '2026-07-31', price: 150 }] });
    const { q } = quote(cfg, '2026-07-01', 4, 2, {}, [{ offset: 3, price: 99.99 }]);
    expect(q.nightly).toEqual([
      { date: '2026-07-01', price: 100, source: 'default' },
      { date: '2026-07-02', price: 100, source: 'default' },
      { date: '2026-07-03', price: 150, source: 'season' },
      { date: '2026-07-04', price: 99.99, source: 'day' },
    ]);
    expect(q.accommodation).toBe(449.99);
    expect(q.total).toBe(449.99);
  });

  it('sums cents without float drift', () => {
    const { q } = quote(config({ nightlyPrice: 10.1 }), '2026-03-01', 10, 1);
    expect(q.accommodation).toBe(101);
    const taxes = quote(config({ nightlyPrice: 10, taxes: [{ feeType: 'per_person_per_day', value: 0.1 }] }), '2026-03-01', 3, 1).q;
    expect(taxes.taxes).toBe(0.3);
  });

  it('charges each guest above the included count per night, a season price on its nights', () => {
    const cfg = config({
      nightlyPrice: 100,
      extraGuestsCount: 2,
      extraGuestPrice: 20,
      seasonsPricing: [{ dateFrom: '2026-07-02', dateTo: '2026-07-02', price: 100, extraGuestPrice: 30 }],
    });
    const { q } = quote(cfg, '2026-07-01', 2, 4);
    // 2 extra guests: 2 x 20 on the first night, 2 x 30 on the season night.
    expect(q.extraGuests).toBe(100);
    expect(q.lines.find((l) => l.kind === 'extraGuests')).toMatchObject({ quantity: 4, amount: 100 });
    expect(quote(cfg, '2026-07-01', 2, 2).q.extraGuests).toBe(0);
    // Without an included count the extra guest price does not apply.
    expect(quote({ ...cfg, extraGuestsCount: null }, '2026-07-01', 2, 6).q.extraGuests).toBe(0);
  });

  it('applies weekly from 7 nights, monthly from 28, custom from its nights, and only the best', () => {
    const cfg = config({
      nightlyPrice: 100,
      discounts: [
        { lengthType: 'weekly', discount: 10 },
        { lengthType: 'monthly', discount: 30 },
        { lengthType: 'custom', minNights: 14, discount: 20 },
      ],
    });
    expect(quote(cfg, '2026-03-01', 6, 1).q.discount).toBeNull();
    expect(quote(cfg, '2026-03-01', 7, 1).q.discount).toEqual({ code: 'weekly', percent: 10, amount: 70 });
    expect(quote(cfg, '2026-03-01', 14, 1).q.discount).toEqual({ code: 'custom', percent: 20, amount: 280 });
    const month = quote(cfg, '2026-03-01', 28, 1).q;
    expect(month.discount).toEqual({ code: 'monthly', percent: 30, amount: 840 });
    expect(month.total).toBe(2800 - 840);
  });

  it('applies active promotions by how far ahead the check-in is', () => {
    const promo = (type: string, discount: number) => ({ type, status: 'ACTIVE', data: { discount } });
    const cfg = config({ nightlyPrice: 100, discounts: [{ lengthType: 'weekly', discount: 12 }] });
    // new_listing always; early_booker from 90 days ahead; last_minute up to 7 days ahead.
    expect(quote(cfg, '2026-01-05', 2, 1, { promotions: [promo('new_listing', 20)] }).q.discount?.code).toBe('new_listing');
    expect(quote(cfg, '2026-04-01', 2, 1, { promotions: [promo('early_booker', 10)] }).q.discount?.code).toBe('early_booker');
    expect(quote(cfg, '2026-03-31', 2, 1, { promotions: [promo('early_booker', 10)] }).q.discount).toBeNull();
    expect(quote(cfg, '2026-01-08', 2, 1, { promotions: [promo('last_minute', 15)] }).q.discount?.code).toBe('last_minute');
    expect(quote(cfg, '2026-01-09', 2, 1, { promotions: [promo('last_minute', 15)] }).q.discount).toBeNull();
    expect(quote(cfg, '2026-01-05', 2, 1, { promotions: [{ ...promo('new_listing', 20), status: 'INACTIVE' }] }).q.discount).toBeNull();
    // The weekly 12 % beats early booker 10 %; they do not stack.
    const week = quote(cfg, '2026-06-01', 7, 1, { promotions: [promo('early_booker', 10)] }).q;
    expect(week.discount).toEqual({ code: 'weekly', percent: 12, amount: 84 });
    expect(bestDiscount([])).toBeNull();
  });

  it('charges recurring extras per night and one-time extras per stay', () => {
    const cfg = config({
      nightlyPrice: 100,
      extraCharges: [
        { type: 'breakfast', chargeType: 'recurring', price: 12.5 },
        { type: 'cleaning', chargeType: 'one_time', price: 60 },
      ],
    });
    const { q } = quote(cfg, '2026-03-01', 3, 2);
    expect(q.lines.filter((l) => l.kind === 'extraCharge')).toEqual([
      { kind: 'extraCharge', code: 'breakfast', quantity: 3, rate: 12.5, percent: null, amount: 37.5 },
      { kind: 'extraCharge', code: 'cleaning', quantity: 1, rate: 60, percent: null, amount: 60 },
    ]);
    expect(q.total).toBe(397.5);
  });

  it.each([
    ['per_day', 3 * 2],
    ['per_stay', 2],
    ['per_person', 4 * 2],
    ['per_person_per_day', 4 * 3 * 2],
  ] as const)('taxes %s', (feeType, expected) => {
    const { q } = quote(config({ nightlyPrice: 100, taxes: [{ feeType, value: 2 }] }), '2026-03-01', 3, 4);
    expect(q.taxes).toBe(expected);
    expect(q.total).toBe(300 + expected);
  });

  it('a tax line carries the name the host gave the tax, trimmed; a nameless or blank-named tax has none', () => {
    const cfg = config({
      nightlyPrice: 100,
      taxes: [
        { name: ' Tourist tax ', feeType: 'per_person_per_day', value: 2 },
        { feeType: 'per_stay', value: 5 },
        { name: '   ', feeType: 'per_day', value: 1 },
      ],
    });
    const taxLines = quote(cfg, '2026-03-01', 3, 2).q.lines.filter((l) => l.kind === 'tax');
    expect(taxLines).toEqual([
      { kind: 'tax', code: 'per_person_per_day', name: 'Tourist tax', quantity: 6, rate: 2, percent: null, amount: 12 },
      { kind: 'tax', code: 'per_stay', quantity: 1, rate: 5, percent: null, amount: 5 },
      { kind: 'tax', code: 'per_day', quantity: 3, rate: 1, percent: null, amount: 3 },
    ]);
  });

  it('discounts accommodation and extra guests, never taxes or extras', () => {
    const cfg = config({
      nightlyPrice: 100,
      extraGuestsCount: 1,
      extraGuestPrice: 10,
      discounts: [{ lengthType: 'weekly', discount: 50 }],
      taxes: [{ feeType: 'per_stay', value: 7 }],
      extraCharges: [{ type: 'cleaning', chargeType: 'one_time', price: 40 }],
      securityDeposit: 300,
    });
    const { q } = quote(cfg, '2026-03-01', 7, 2);
    expect(q.discount?.amount).toBe((700 + 70) / 2);
    expect(q.total).toBe(385 + 40 + 7);
    expect(q.deposit).toBe(300);
    expect(q.currency).toBe('EUR');
  });
});
