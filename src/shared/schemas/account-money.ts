import * as v from 'valibot';
import { noDirectionControls } from './text';
import { BIC_PATTERN, IBAN_PROBLEM_REASONS, ibanProblem, normaliseIban } from '../domain/iban';
import { cutState, hasVat } from '../domain/tax-details';
import { COMMERCIAL_MODEL_PLANS } from '../domain/commercial-model-plans';
import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT, pageOf } from './pagination';

// The account's money tabs (AS §2.5, AS §3, AS §5): billing details and history, the
// payment method subscription charges are collected with, and earnings per booking. The spec names
// no paths or bodies for them: the shapes are ours, built from the tax-details fields of AS §3.

const text = (max: number) => v.pipe(v.string('is required'), v.trim(), v.minLength(1, 'is required'), v.maxLength(max, `must be at most ${max} characters`), noDirectionControls());

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
/** Two-letter region codes ICU names that are not countries (European Union, United Nations, ...). */
const NOT_COUNTRIES = ['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ'];
/** The current code of a region: ICU also names retired codes (UK, DY, HV, YU, ...) as aliases of today's (GB, BJ, BF, RS). */
const canonicalRegion = (code: string) => Intl.getCanonicalLocales(`und-${code}`)[0].slice(4);
/** A two-letter code that names a real country or territory (ICU's region list), in its current form only. */
export const isKnownCountry = (code: string) =>
  /^[A-Z]{2}$/.test(code) && !NOT_COUNTRIES.includes(code) && regionNames.of(code) !== undefined && canonicalRegion(code) === code;

let countries: string[] | undefined;
/** Every code isKnownCountry accepts, for the country pickers. */
export function knownCountryCodes(): string[] {
  if (!countries) {
    const letters = Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i));
    countries = letters.flatMap((a) => letters.map((b) => a + b)).filter(isKnownCountry);
  }
  return countries;
}

const country = v.pipe(
  v.string('is required'),
  v.trim(),
  v.toUpperCase(),
  v.regex(/^[A-Z]{2}$/, 'must be a two-letter country code'),
  v.check(isKnownCountry, 'is not a known country'),
);

export const BillingAddressSchema = v.object({
  country,
  city: text(100),
  street: text(200),
  houseNumberOrName: text(50),
  postalCode: v.pipe(v.string('is required'), v.trim(), v.regex(/^[A-Za-z0-9 -]{2,12}$/, 'must be 2 to 12 letters, digits, spaces or dashes')),
  /** AS §5: state or province is cut to 3 characters (cut here, not refused). */
  stateOrProvince: v.optional(v.pipe(v.string(), v.transform((s: string) => cutState(s))), ''),
});
export type BillingAddress = v.InferOutput<typeof BillingAddressSchema>;

const VAT_ID = /^[A-Z]{2}[A-Z0-9+*]{2,13}$/;

/** Who invoices are made out to, as the host sends it. */
export const InvoiceRecipientInputSchema = v.pipe(
  v.object({
    name: text(200),
    address: BillingAddressSchema,
    userHasVatId: v.optional(v.boolean('must be true or false'), false),
    vatId: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.transform((s) => s.replace(/\s+/g, ''))), ''),
    email: v.pipe(v.string('is required'), v.trim(), v.email('must be an e-mail address'), v.maxLength(200, 'must be at most 200 characters')),
  }),
  // A VAT id is asked for only when the host has one and the country has VAT (AS §5, tax-details.ts).
  v.forward(
    v.check((r) => !r.userHasVatId || !hasVat(r.address.country) || VAT_ID.test(r.vatId), 'must be a VAT number with its country prefix, e.g. DE123456789'),
    ['vatId'],
  ),
  // AS §5: without a VAT id (or in a country without VAT) the VAT id is omitted.
  v.transform(({ vatId, userHasVatId, ...rest }) => {
    const hasId = userHasVatId && hasVat(rest.address.country);
    return { ...rest, userHasVatId: hasId, ...(hasId ? { vatId } : {}) };
  }),
);
export type InvoiceRecipientInput = v.InferInput<typeof InvoiceRecipientInputSchema>;

export const InvoiceRecipientSchema = v.object({
  name: v.string(),
  address: v.object({
    country: v.string(),
    city: v.string(),
    street: v.string(),
    houseNumberOrName: v.string(),
    postalCode: v.string(),
    stateOrProvince: v.optional(v.string(), ''),
  }),
  userHasVatId: v.boolean(),
  vatId: v.optional(v.string()),
  email: v.string(),
});
export type InvoiceRecipient = v.InferOutput<typeof InvoiceRecipientSchema>;

/** GET/PUT /api/app/user/billing-details. `source`: saved by the host, prefilled from onboarding, or nothing yet. */
export const BillingDetailsViewSchema = v.object({
  invoiceRecipient: v.nullable(InvoiceRecipientSchema),
  source: v.picklist(['saved', 'onboarding', 'none']),
  updatedAt: v.nullable(v.string()),
});
export type BillingDetailsView = v.InferOutput<typeof BillingDetailsViewSchema>;

const pageNumber = (max: number, what: string) =>
  v.pipe(v.string(), v.regex(/^\d{1,6}$/, `${what} must be a whole number`), v.transform(Number), v.minValue(1, `${what} must be at least 1`), v.maxValue(max, `${what} must be at most ${max}`));

export const BillingHistoryQuerySchema = v.object({
  page: v.optional(pageNumber(100000, 'page'), '1'),
  limit: v.optional(pageNumber(MAX_PAGE_LIMIT, 'limit'), String(DEFAULT_PAGE_LIMIT)),
});

/** One thing the portal billed (billing_events): a plan change so far; other kinds keep their name. */
export const BillingHistoryItemSchema = v.object({
  id: v.string(),
  kind: v.string(),
  createdAt: v.string(),
  /** Plan ids of a plan change. */
  fromPlanId: v.nullable(v.string()),
  toPlanId: v.nullable(v.string()),
  amount: v.nullable(v.number()),
  currency: v.nullable(v.string()),
  coupon: v.nullable(v.string()),
  /** False when the built-in billing only recorded it and charged nothing. */
  charged: v.boolean(),
});
export type BillingHistoryItem = v.InferOutput<typeof BillingHistoryItemSchema>;
export const BillingHistoryPageSchema = pageOf(BillingHistoryItemSchema);
export type BillingHistoryPage = v.InferOutput<typeof BillingHistoryPageSchema>;

export const IbanInputSchema = v.pipe(
  v.string('is required'),
  v.transform(normaliseIban),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = ibanProblem(dataset.value);
    if (problem) addIssue({ message: IBAN_PROBLEM_REASONS[problem] });
  }),
);

/** PUT /api/app/user/payment-details: a SEPA direct-debit mandate; the server makes its reference and date. */
export const PaymentMethodInputSchema = v.object({
  accountHolder: text(140),
  iban: IbanInputSchema,
  bic: v.optional(v.union([v.literal(''), v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(BIC_PATTERN, 'must be a BIC of 8 or 11 letters and digits'))]), ''),
  /** The host agrees to the mandate's terms; without it there is no mandate. */
  mandateAccepted: v.literal(true, 'must be accepted'),
});
export type PaymentMethodInput = v.InferInput<typeof PaymentMethodInputSchema>;

/** What the browser sees of the mandate: never the whole IBAN. */
export const PaymentMethodSchema = v.object({
  type: v.literal('sepa_debit'),
  accountHolder: v.string(),
  ibanMasked: v.string(),
  ibanLast4: v.string(),
  bic: v.nullable(v.string()),
  mandateReference: v.string(),
  signedAt: v.string(),
});
export type PaymentMethod = v.InferOutput<typeof PaymentMethodSchema>;
export const PaymentDetailsViewSchema = v.object({ paymentMethod: v.nullable(PaymentMethodSchema) });
export type PaymentDetailsView = v.InferOutput<typeof PaymentDetailsViewSchema>;

export const EarningsQuerySchema = v.object({
  year: v.optional(v.pipe(v.string(), v.regex(/^\d{4}$/, 'must be a year (YYYY)'), v.transform(Number), v.minValue(2000, 'must be 2000 or later'), v.maxValue(2100, 'must be 2100 or earlier'))),
});

export const EarningLineSchema = v.object({
  bookingId: v.string(),
  code: v.string(),
  checkIn: v.string(),
  checkOut: v.string(),
  guestName: v.string(),
  unitId: v.string(),
  unitTitle: v.nullable(v.string()),
  status: v.string(),
  plan: v.picklist(COMMERCIAL_MODEL_PLANS),
  commissionPercent: v.number(),
  gross: v.number(),
  commission: v.number(),
  net: v.number(),
  currency: v.string(),
});
export type EarningLine = v.InferOutput<typeof EarningLineSchema>;

const TotalsSchema = v.object({ currency: v.string(), count: v.number(), gross: v.number(), commission: v.number(), net: v.number() });

export const EarningsViewSchema = v.object({
  year: v.number(),
  /** Years in which the host has bookings (check-in year), newest first. */
  years: v.array(v.number()),
  lines: v.array(EarningLineSchema),
  months: v.array(v.object({ month: v.number(), totals: v.array(TotalsSchema) })),
  totals: v.array(TotalsSchema),
});
export type EarningsView = v.InferOutput<typeof EarningsViewSchema>;
