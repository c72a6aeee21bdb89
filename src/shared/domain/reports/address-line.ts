// A postal address on one line, for reports (the DAC7 seller's and each listing's address).
// A picked place's formatted address is what the geocoder wrote for the whole address, so it wins;
// otherwise the parts in the usual European order: street and number, postal code and city, the
// state or province, the country code.

export interface AddressParts {
  formattedAddress?: unknown;
  street?: unknown;
  houseNumberOrName?: unknown;
  postalCode?: unknown;
  city?: unknown;
  stateOrProvince?: unknown;
  countryCode?: unknown;
  /** Onboarding addresses name the country `country`. */
  country?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '');

export function addressLine(parts: AddressParts | null | undefined): string {
  if (!parts) return '';
  if (text(parts.formattedAddress)) return text(parts.formattedAddress);
  const street = [text(parts.street), text(parts.houseNumberOrName)].filter(Boolean).join(' ');
  const city = [text(parts.postalCode), text(parts.city)].filter(Boolean).join(' ');
  return [street, city, text(parts.stateOrProvince), text(parts.countryCode) || text(parts.country)].filter(Boolean).join(', ');
}
