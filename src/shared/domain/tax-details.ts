// Tax details of an individual or a company (AS §3 "Company and individual tax
// details", AS §5): the rules the form and the server share.
// - State or province is cut to 3 characters (a region code such as "FI" or "BY").
// - The form has one tax id field, `taxId`; on the wire it is the first tax identification's id,
//   and errors on that id come back to the `taxId` field.
// - A country that issues no tax id drops the tax id fields; without a VAT id the VAT id is omitted.
// Which countries issue no tax id or have no VAT is not shown by the spec: the lists below are ours
// (the OECD's list of jurisdictions that issue no TIN to individuals; countries without a VAT).

export const NO_TAX_ID_COUNTRIES: readonly string[] = ['AE', 'BH', 'BM', 'KW', 'KY', 'QA', 'SA', 'VG'];
export const NO_VAT_COUNTRIES: readonly string[] = ['BM', 'HK', 'KW', 'KY', 'QA', 'US', 'VG'];

export const STATE_MAX_LENGTH = 3;
export const cutState = (state: string | null | undefined) => (state ? state.trim().slice(0, STATE_MAX_LENGTH) : '');

export const issuesTaxId = (country: string) => !NO_TAX_ID_COUNTRIES.includes(country.toUpperCase());
export const hasVat = (country: string) => !NO_VAT_COUNTRIES.includes(country.toUpperCase());

/** The tax part of the form, flat. */
export interface TaxForm {
  countryIssueTaxId: string;
  taxId: string;
  userHasVatId: boolean;
  vatId: string;
}

/** The tax part on the wire (and stored). */
export interface TaxWire {
  countryIssueTaxId: string;
  taxIdentifications: { id: string; countryIsoCode: string }[];
  userHasVatId: boolean;
  vatId?: string;
}

/** Form -> wire, applying AS §5: no tax id fields for a country without tax ids, no VAT id unless the host has one. */
export function taxFormToWire(form: TaxForm): TaxWire {
  const country = form.countryIssueTaxId.toUpperCase();
  const userHasVatId = form.userHasVatId && hasVat(country);
  return {
    countryIssueTaxId: country,
    taxIdentifications: issuesTaxId(country) && form.taxId.trim() ? [{ id: form.taxId.trim(), countryIsoCode: country }] : [],
    userHasVatId,
    ...(userHasVatId && form.vatId.trim() ? { vatId: form.vatId.trim() } : {}),
  };
}

export function taxWireToForm(wire: Partial<TaxWire> | null | undefined): TaxForm {
  return {
    countryIssueTaxId: wire?.countryIssueTaxId ?? '',
    taxId: wire?.taxIdentifications?.[0]?.id ?? '',
    userHasVatId: wire?.userHasVatId ?? false,
    vatId: wire?.vatId ?? '',
  };
}

const FIRST_TAX_ID = /^(?:.*\.)?(?:taxIdentifications\[0\]\.id|taxIdentifications\.0\.id|taxIdentifications)$/;

/** A server error's field name as the form knows it: the first tax identification's id is `taxId`. */
export const taxErrorField = (name: string) => (name === 'taxId' || FIRST_TAX_ID.test(name) ? 'taxId' : name);
