// Countries a host can list a property in (HC §3 countries, phonePrefixes): the
// markets of the four interface languages — the whole EU, the rest of Europe around it, and the
// overseas countries English-speaking hosts list in. Names are translation keys
// (`country.<code>`); the address form of each lives in shared/domain/address-forms.ts.

export interface CountryConfig {
  code: string;
  /** ISO 4217 currency prices are set in. */
  currency: string;
  /** E.164 country calling code, with the plus. */
  phonePrefix: string;
  /** Member of the EU: DAC7 reporting and EU VAT rules apply. */
  euMember: boolean;
}

const eu = (code: string, currency: string, phonePrefix: string): CountryConfig => ({ code, currency, phonePrefix, euMember: true });
const other = (code: string, currency: string, phonePrefix: string): CountryConfig => ({ code, currency, phonePrefix, euMember: false });

export const COUNTRIES: readonly CountryConfig[] = [
  eu('AT', 'EUR', '+43'),
  eu('BE', 'EUR', '+32'),
  // Bulgaria adopted the euro on 1 January 2026.
  eu('BG', 'EUR', '+359'),
  eu('HR', 'EUR', '+385'),
  eu('CY', 'EUR', '+357'),
  eu('CZ', 'CZK', '+420'),
  eu('DK', 'DKK', '+45'),
  eu('EE', 'EUR', '+372'),
  eu('FI', 'EUR', '+358'),
  eu('FR', 'EUR', '+33'),
  eu('DE', 'EUR', '+49'),
  eu('GR', 'EUR', '+30'),
  eu('HU', 'HUF', '+36'),
  eu('IE', 'EUR', '+353'),
  eu('IT', 'EUR', '+39'),
  eu('LV', 'EUR', '+371'),
  eu('LT', 'EUR', '+370'),
  eu('LU', 'EUR', '+352'),
  eu('MT', 'EUR', '+356'),
  eu('NL', 'EUR', '+31'),
  eu('PL', 'PLN', '+48'),
  eu('PT', 'EUR', '+351'),
  eu('RO', 'RON', '+40'),
  eu('SK', 'EUR', '+421'),
  eu('SI', 'EUR', '+386'),
  eu('ES', 'EUR', '+34'),
  eu('SE', 'SEK', '+46'),
  other('CH', 'CHF', '+41'),
  other('LI', 'CHF', '+423'),
  other('NO', 'NOK', '+47'),
  other('IS', 'ISK', '+354'),
  other('GB', 'GBP', '+44'),
  other('AD', 'EUR', '+376'),
  other('MC', 'EUR', '+377'),
  other('SM', 'EUR', '+378'),
  other('ME', 'EUR', '+382'),
  other('AL', 'ALL', '+355'),
  other('BA', 'BAM', '+387'),
  other('RS', 'RSD', '+381'),
  other('MK', 'MKD', '+389'),
  other('TR', 'TRY', '+90'),
  other('MA', 'MAD', '+212'),
  other('US', 'USD', '+1'),
  other('CA', 'CAD', '+1'),
  other('AU', 'AUD', '+61'),
  other('NZ', 'NZD', '+64'),
];

export const countryNameKey = (code: string) => `country.${code}`;
