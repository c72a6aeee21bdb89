import * as v from 'valibot';
import { LOCALES } from '../i18n/locales';

// GET /api/app/properties-configuration?hl={locale} (HC §3 Configuration, HC §7):
// every list the listing and management forms choose from, with labels in the asked locale.
// Values are stable codes the other calls accept; labels are for display only.

const label = v.pipe(v.string(), v.minLength(1));
const Option = <T extends v.GenericSchema>(value: T) => v.object({ value, label });

export const AddressFieldSchema = v.object({
  name: v.picklist(['street', 'houseNumberOrName', 'postalCode', 'city', 'stateOrProvince']),
  label,
  required: v.boolean(),
  maxLength: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

export const AddressFormSchema = v.object({
  /** Fields in display order; the country is chosen first and is not one of them. */
  fields: v.array(AddressFieldSchema),
  postalCode: v.object({ pattern: v.string(), example: v.string() }),
});

export const CountrySchema = v.object({
  code: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)),
  name: label,
  currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
  phonePrefix: v.pipe(v.string(), v.regex(/^\+\d{1,4}$/)),
  euMember: v.boolean(),
  hasStates: v.boolean(),
});

export const StateSchema = v.object({ code: v.pipe(v.string(), v.minLength(1), v.maxLength(3)), name: label });

export const PropertiesConfigurationSchema = v.object({
  locale: v.picklist(LOCALES),
  countries: v.array(CountrySchema),
  phonePrefixes: v.array(v.object({ countryCode: v.string(), prefix: v.string(), label })),
  /** Country code -> its states or provinces, for the countries whose addresses name one. */
  countryStates: v.record(v.string(), v.array(StateSchema)),
  /** Country code -> its address form; every country of `countries` has one. */
  addressForm: v.record(v.string(), AddressFormSchema),
  currencies: v.array(v.object({ code: v.string(), name: label, fractionDigits: v.pipe(v.number(), v.integer(), v.minValue(0)) })),
  defaultCurrency: v.string(),
  listingType: v.array(v.object({ value: v.picklist(['single', 'multi']), label, description: label })),
  expectedUnitCount: v.array(
    v.object({ value: v.string(), label, listingType: v.picklist(['single', 'multi']), min: v.number(), max: v.nullable(v.number()) }),
  ),
  accommodationType: v.array(v.object({ value: v.string(), label, listingTypes: v.array(v.picklist(['single', 'multi'])) })),
  bookingType: v.array(v.object({ value: v.picklist(['onLine', 'onRequest']), label, description: label, isDefault: v.boolean() })),
  roomTypes: v.array(
    v.object({ value: v.picklist(['bedroom', 'living_room', 'bath_room', 'kitchen_room']), label, canHoldBeds: v.boolean(), isDefault: v.boolean() }),
  ),
  bedTypes: v.array(v.object({ value: v.string(), label, sleeps: v.pipe(v.number(), v.integer(), v.minValue(1)) })),
  /** Grouped; the first group is always `general`. */
  amenities: v.array(v.object({ group: v.string(), label, items: v.array(Option(v.string())) })),
  topAmenities: v.array(Option(v.string())),
  houseRules: v.array(v.object({ value: v.string(), label, description: label, defaultAllowed: v.boolean() })),
  cancellationPolicy: v.array(
    v.object({
      value: v.picklist(['flexible', 'moderate', 'firm', 'strict', 'non_refundable']),
      label,
      description: label,
      isDefault: v.boolean(),
      refunds: v.array(v.object({ daysBeforeCheckIn: v.number(), refundPercent: v.number() })),
    }),
  ),
  photosConstraints: v.object({
    mimeTypes: v.array(v.string()),
    minWidth: v.number(),
    minHeight: v.number(),
    maxWidth: v.number(),
    maxHeight: v.number(),
    maxFileSizeBytes: v.number(),
    minCount: v.number(),
    maxCount: v.number(),
  }),
  paymentPreferences: v.object({
    defaultValue: v.number(),
    options: v.array(Option(v.number())),
    schedules: v.array(
      v.object({
        value: v.picklist(['online_100', 'online_30_70_split', 'online_50', 'online_30']),
        label,
        description: label,
        atBookingPercent: v.number(),
        beforeArrivalPercent: v.number(),
        onSitePercent: v.number(),
      }),
    ),
  }),
  extraCharges: v.object({
    chargeTypes: v.array(Option(v.picklist(['recurring', 'one_time']))),
    serviceTypes: v.array(v.object({ value: v.string(), label, defaultChargeType: v.picklist(['recurring', 'one_time']) })),
  }),
  areaUnits: v.array(
    v.object({ value: v.picklist(['metric', 'imperial']), label, symbol: v.string(), perSquareMetre: v.number(), displayDecimals: v.number(), isDefault: v.boolean() }),
  ),
  minimumNotice: v.array(v.object({ value: v.number(), label, isDefault: v.boolean() })),
  preparationTime: v.array(v.object({ value: v.number(), label, isDefault: v.boolean() })),
});

export type PropertiesConfiguration = v.InferOutput<typeof PropertiesConfigurationSchema>;
export type AddressForm = v.InferOutput<typeof AddressFormSchema>;
