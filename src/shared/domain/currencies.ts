// The currencies a host keeps their account in (profile, localization tab). Only codes in use:
// a retired one, like the Croatian kuna (HRK, replaced by the euro on 1 January 2023), is neither
// offered nor accepted; a host who still has one sees it until they choose another.

export const HOST_CURRENCIES = ['EUR', 'CHF', 'GBP', 'USD', 'PLN', 'CZK', 'HUF', 'DKK', 'SEK', 'NOK'] as const;
export type HostCurrency = (typeof HOST_CURRENCIES)[number];

/** Retired ISO 4217 codes of the countries the portal serves, with the currency that replaced each. */
export const RETIRED_CURRENCIES: Readonly<Record<string, HostCurrency>> = { HRK: 'EUR' };

export const isRetiredCurrency = (code: string) => Object.hasOwn(RETIRED_CURRENCIES, code);
