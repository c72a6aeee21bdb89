import type { PriceConfiguration, PriceConfigurationView } from '../../../../shared/schemas/price-configuration';
import type { PriceConfigurationPatch } from '../api';

// The price-and-availability form as the host edits it (texts of inputs) and its way back to the
// configuration the API takes. Empty optional amounts are null (no value); the verdict on every
// value is the shared schema's, not this file's.

export type TaxFeeType = PriceConfiguration['taxes'][number]['feeType'];
export type ChargeType = PriceConfiguration['extraCharges'][number]['chargeType'];

export interface TaxRow {
  key: string;
  /** What guests read on the bill; '' for none. */
  name: string;
  feeType: TaxFeeType;
  value: string;
}
export interface ChargeRow {
  key: string;
  type: string;
  chargeType: ChargeType;
  price: string;
}

export interface PriceFormValues {
  nightlyPrice: string;
  minStay: string;
  maxStay: string;
  extraGuestsCount: string;
  extraGuestPrice: string;
  /** HH:mm, or '' for notSet (HC §3: the sentinel stands for null in forms). */
  checkInFrom: string;
  checkInTo: string;
  checkOutTo: string;
  checkInDays: number[];
  checkOutDays: number[];
  weeklyDiscount: string;
  monthlyDiscount: string;
  securityDeposit: string;
  preparationTime: number;
  minDaysOfNotice: number;
  paymentPreference: number;
  taxes: TaxRow[];
  extraCharges: ChargeRow[];
}

/** The fields this form owns; the seasons are another step's. */
export type FormField = Exclude<keyof PriceConfiguration, 'seasonsPricing'>;

let rowCounter = 0;
/** React keys for added rows (stable while the host edits, never sent). */
export const newRowKey = () => `row-${++rowCounter}`;

const text = (n: number | null | undefined) => (n == null ? '' : String(n));
const time = (t: string) => (t === 'notSet' ? '' : t);
const discountOf = (cfg: PriceConfigurationView, lengthType: 'weekly' | 'monthly') => text(cfg.discounts.find((d) => d.lengthType === lengthType)?.discount);

export function formValuesOf(cfg: PriceConfigurationView): PriceFormValues {
  return {
    // Until the host saves a configuration, the price is theirs to set: the server's starting
    // value (10, the lowest price allowed) is no price anyone means, so the field starts empty
    // and the step asks for it.
    nightlyPrice: cfg.saved ? text(cfg.nightlyPrice) : '',
    minStay: text(cfg.minStay),
    maxStay: text(cfg.maxStay),
    extraGuestsCount: text(cfg.extraGuestsCount),
    extraGuestPrice: text(cfg.extraGuestPrice),
    checkInFrom: time(cfg.checkInFrom),
    checkInTo: time(cfg.checkInTo),
    checkOutTo: time(cfg.checkOutTo),
    checkInDays: [...cfg.checkInDays].sort(),
    checkOutDays: [...cfg.checkOutDays].sort(),
    weeklyDiscount: discountOf(cfg, 'weekly'),
    monthlyDiscount: discountOf(cfg, 'monthly'),
    securityDeposit: text(cfg.securityDeposit),
    preparationTime: cfg.preparationTime,
    minDaysOfNotice: cfg.minDaysOfNotice,
    paymentPreference: cfg.paymentPreference,
    taxes: cfg.taxes.map((t) => ({ key: newRowKey(), name: t.name ?? '', feeType: t.feeType, value: text(t.value) })),
    extraCharges: cfg.extraCharges.map((e) => ({ key: newRowKey(), type: e.type, chargeType: e.chargeType, price: text(e.price) })),
  };
}

/** '' is no value (null); anything else a number, NaN when it is not one (the schema says so). */
const amount = (s: string): number | null => (s.trim() === '' ? null : Number(s.trim().replace(',', '.')));

/** The form's part of the configuration, as the API takes it (custom discounts kept as they were). */
export function configurationOf(values: PriceFormValues, loaded: PriceConfigurationView): Record<FormField, unknown> {
  const discount = (lengthType: 'weekly' | 'monthly', s: string) => (amount(s) == null ? [] : [{ lengthType, discount: amount(s) }]);
  return {
    nightlyPrice: amount(values.nightlyPrice),
    minStay: amount(values.minStay),
    maxStay: amount(values.maxStay),
    extraGuestsCount: amount(values.extraGuestsCount),
    extraGuestPrice: amount(values.extraGuestPrice),
    checkInFrom: values.checkInFrom || 'notSet',
    checkInTo: values.checkInTo || 'notSet',
    checkOutTo: values.checkOutTo || 'notSet',
    checkInDays: values.checkInDays,
    checkOutDays: values.checkOutDays,
    discounts: [
      ...discount('weekly', values.weeklyDiscount),
      ...discount('monthly', values.monthlyDiscount),
      ...loaded.discounts.filter((d) => d.lengthType === 'custom'),
    ],
    securityDeposit: amount(values.securityDeposit),
    preparationTime: values.preparationTime,
    minDaysOfNotice: values.minDaysOfNotice,
    paymentPreference: values.paymentPreference,
    // A blank name is left out, so a tax saved before names existed is not seen as changed.
    taxes: values.taxes.map((t) => ({ category: 'local_tax', ...(t.name.trim() ? { name: t.name } : {}), feeType: t.feeType, value: amount(t.value) })),
    extraCharges: values.extraCharges.map((e) => ({ type: e.type, chargeType: e.chargeType, price: amount(e.price) })),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The merge patch of what the host changed: unchanged fields are not sent, so a concurrent edit
 * of another field (another tab, the calendar) is not overwritten.
 */
export function changesOf(values: PriceFormValues, initial: PriceFormValues, loaded: PriceConfigurationView): PriceConfigurationPatch {
  const now = configurationOf(values, loaded);
  const before = configurationOf(initial, loaded);
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(now) as FormField[]) if (!same(now[key], before[key])) patch[key] = now[key];
  return patch as PriceConfigurationPatch;
}

/**
 * The form filled from another unit's configuration ("Copy from unit …"): every field this form
 * owns, taxes with their names included. Null when that unit never saved its prices: its values
 * are the server's starting ones, which nobody chose, so there is nothing to copy.
 */
export function copiedFormValues(source: PriceConfigurationView): PriceFormValues | null {
  return source.saved ? formValuesOf(source) : null;
}
