import type { Locale } from '../../../shared/i18n/locales';
import { DEFAULT_LOCALE } from '../../../shared/i18n/locales';
import type { PropertiesConfiguration } from '../../../shared/schemas/properties-configuration';
import { ADDRESS_FIELD_MAX_LENGTH, addressFormOf, stateCodesOf } from '../../../shared/domain/address-forms';
import { stateNameKey } from '../../../shared/domain/country-states';
import enUS from '../../../shared/i18n/configuration/en-US.json';
import deDE from '../../../shared/i18n/configuration/de-DE.json';
import frFR from '../../../shared/i18n/configuration/fr-FR.json';
import itIT from '../../../shared/i18n/configuration/it-IT.json';
import { COUNTRIES, countryNameKey } from './countries';
import { CURRENCIES, DEFAULT_CURRENCY, currencyNameKey } from './currencies';
import { LISTING_TYPES, EXPECTED_UNIT_COUNTS } from './listing-types';
import { ACCOMMODATION_TYPES } from './accommodation-types';
import { BOOKING_TYPES, DEFAULT_BOOKING_TYPE } from './booking-types';
import { BED_TYPES, DEFAULT_ROOM_TYPE, ROOM_TYPES } from './room-types';
import { AMENITY_GROUPS, TOP_AMENITIES } from './amenities';
import { HOUSE_RULES } from './house-rules';
import { CANCELLATION_POLICIES, DEFAULT_CANCELLATION_POLICY } from './cancellation-policies';
import { PHOTO_CONSTRAINTS } from './photos';
import { DEFAULT_PAYMENT_PREFERENCE, PAYMENT_PREFERENCE_OPTIONS, PAYMENT_SCHEDULES } from './payments';
import { CHARGE_TYPES, EXTRA_SERVICES } from './extra-charges';
import { AREA_UNITS, DEFAULT_AREA_UNIT } from './area-units';
import {
  DEFAULT_MINIMUM_NOTICE_DAYS,
  DEFAULT_PREPARATION_TIME_DAYS,
  MINIMUM_NOTICE_DAYS,
  PREPARATION_TIME_DAYS,
} from './booking-windows';

// The answer of GET /api/app/properties-configuration for one locale: the typed constants of this
// folder with every translation key replaced by its label. The lists are the same for every host,
// so each locale is assembled once per process and then served from memory.

/** The translation files of the `configuration` scope, bundled: the answer must never lack one. */
export const CONFIGURATION_MESSAGES: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  'en-US': enUS,
  'de-DE': deDE,
  'fr-FR': frFR,
  'it-IT': itIT,
};

type Translate = (key: string) => string;

function translator(locale: Locale): Translate {
  const own = CONFIGURATION_MESSAGES[locale];
  const fallback = CONFIGURATION_MESSAGES[DEFAULT_LOCALE];
  // A missing key falls back to English, then shows the key itself rather than failing the call;
  // the configuration tests make sure neither ever happens.
  return (key) => own[key] ?? fallback[key] ?? key;
}

export function buildPropertiesConfiguration(locale: Locale): PropertiesConfiguration {
  const t = translator(locale);
  const collator = new Intl.Collator(locale);

  // Sorted by their name in the host's language, so a select reads alphabetically.
  const countries = COUNTRIES.map((c) => ({
    code: c.code,
    name: t(countryNameKey(c.code)),
    currency: c.currency,
    phonePrefix: c.phonePrefix,
    euMember: c.euMember,
    hasStates: stateCodesOf(c.code) !== undefined,
  })).sort((a, b) => collator.compare(a.name, b.name));

  const countryStates: PropertiesConfiguration['countryStates'] = {};
  const addressForm: PropertiesConfiguration['addressForm'] = {};
  for (const { code } of countries) {
    const states = stateCodesOf(code);
    if (states) {
      countryStates[code] = states
        .map((s) => ({ code: s, name: t(stateNameKey(code, s)) }))
        .sort((a, b) => collator.compare(a.name, b.name));
    }
    const form = addressFormOf(code);
    if (!form) throw new Error(`Country ${code} has no address form`);
    addressForm[code] = {
      fields: form.fields.map((f) => ({
        name: f.name,
        label: t(`address.field.${f.label}`),
        required: f.required,
        maxLength: ADDRESS_FIELD_MAX_LENGTH[f.name],
      })),
      postalCode: { ...form.postalCode },
    };
  }

  return {
    locale,
    countries,
    phonePrefixes: countries.map((c) => ({ countryCode: c.code, prefix: c.phonePrefix, label: `${c.name} (${c.phonePrefix})` })),
    countryStates,
    addressForm,
    currencies: CURRENCIES.map((c) => ({ code: c.code, name: t(currencyNameKey(c.code)), fractionDigits: c.fractionDigits })),
    defaultCurrency: DEFAULT_CURRENCY,
    listingType: LISTING_TYPES.map((value) => ({
      value,
      label: t(`listingType.${value}.label`),
      description: t(`listingType.${value}.description`),
    })),
    expectedUnitCount: EXPECTED_UNIT_COUNTS.map((e) => ({ ...e, label: t(`expectedUnitCount.${e.value}`) })),
    accommodationType: ACCOMMODATION_TYPES.map((a) => ({
      value: a.value,
      label: t(`accommodationType.${a.value}`),
      listingTypes: [...a.listingTypes],
    })),
    bookingType: BOOKING_TYPES.map((value) => ({
      value,
      label: t(`bookingType.${value}.label`),
      description: t(`bookingType.${value}.description`),
      isDefault: value === DEFAULT_BOOKING_TYPE,
    })),
    roomTypes: ROOM_TYPES.map((r) => ({ ...r, label: t(`roomType.${r.value}`), isDefault: r.value === DEFAULT_ROOM_TYPE })),
    bedTypes: BED_TYPES.map((b) => ({ ...b, label: t(`bedType.${b.value}`) })),
    amenities: AMENITY_GROUPS.map((g) => ({
      group: g.group,
      label: t(`amenityGroup.${g.group}`),
      items: g.amenities.map((value) => ({ value, label: t(`amenity.${value}`) })),
    })),
    topAmenities: TOP_AMENITIES.map((value) => ({ value, label: t(`amenity.${value}`) })),
    houseRules: HOUSE_RULES.map((r) => ({
      value: r.value,
      label: t(`houseRule.${r.value}.label`),
      description: t(`houseRule.${r.value}.description`),
      defaultAllowed: r.defaultAllowed,
    })),
    cancellationPolicy: CANCELLATION_POLICIES.map((p) => ({
      value: p.value,
      label: t(`cancellationPolicy.${p.value}.label`),
      description: t(`cancellationPolicy.${p.value}.description`),
      isDefault: p.value === DEFAULT_CANCELLATION_POLICY,
      refunds: p.refunds.map((r) => ({ ...r })),
    })),
    photosConstraints: { ...PHOTO_CONSTRAINTS, mimeTypes: [...PHOTO_CONSTRAINTS.mimeTypes] },
    paymentPreferences: {
      defaultValue: DEFAULT_PAYMENT_PREFERENCE,
      options: PAYMENT_PREFERENCE_OPTIONS.map((value) => ({ value, label: t(`paymentPreference.${value}`) })),
      schedules: PAYMENT_SCHEDULES.map((s) => ({
        ...s,
        label: t(`paymentSchedule.${s.value}.label`),
        description: t(`paymentSchedule.${s.value}.description`),
      })),
    },
    extraCharges: {
      chargeTypes: CHARGE_TYPES.map((value) => ({ value, label: t(`extraCharge.chargeType.${value}`) })),
      serviceTypes: EXTRA_SERVICES.map((s) => ({ ...s, label: t(`extraCharge.service.${s.value}`) })),
    },
    areaUnits: AREA_UNITS.map((a) => ({ ...a, label: t(`areaUnit.${a.value}`), isDefault: a.value === DEFAULT_AREA_UNIT })),
    minimumNotice: MINIMUM_NOTICE_DAYS.map((value) => ({
      value,
      label: t(`minimumNotice.${value}`),
      isDefault: value === DEFAULT_MINIMUM_NOTICE_DAYS,
    })),
    preparationTime: PREPARATION_TIME_DAYS.map((value) => ({
      value,
      label: t(`preparationTime.${value}`),
      isDefault: value === DEFAULT_PREPARATION_TIME_DAYS,
    })),
  };
}

const built = new Map<Locale, PropertiesConfiguration>();

/** The answer for a locale, assembled on first use. */
export function propertiesConfiguration(locale: Locale): PropertiesConfiguration {
  let answer = built.get(locale);
  if (!answer) {
    answer = buildPropertiesConfiguration(locale);
    built.set(locale, answer);
  }
  return answer;
}
