import { COUNTRIES } from './countries';

// Currencies prices can be set in: exactly those of the served countries (HC §3).
// Names are translation keys (`currency.<code>`); symbols are left to Intl.NumberFormat in the
// browser, which knows how each locale writes them.

export interface CurrencyConfig {
  code: string;
  /** ISO 4217 minor units: how many decimals an amount has. */
  fractionDigits: number;
}

// ISO 4217 lists these with no minor unit; every other served currency has 2.
const NO_MINOR_UNIT = new Set(['ISK']);

export const CURRENCIES: readonly CurrencyConfig[] = [...new Set(COUNTRIES.map((c) => c.currency))]
  .sort()
  .map((code) => ({ code, fractionDigits: NO_MINOR_UNIT.has(code) ? 0 : 2 }));

export const DEFAULT_CURRENCY = 'EUR';

export const currencyNameKey = (code: string) => `currency.${code}`;
