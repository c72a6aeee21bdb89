import type { LocationInput, PropertyCreate, PropertyPatch } from '../../shared/schemas/property';
import { PropertyPatchResponseSchema, PropertySchema } from '../../shared/schemas/property';
import { ListingProgressSchema, UnitSchema, type UnitPatch } from '../../shared/schemas/unit';
import { PropertiesConfigurationSchema } from '../../shared/schemas/properties-configuration';
import type { Locale } from '../../shared/i18n/locales';
import { api, callApi, parseAnswer } from './http';

// The calls of the listing wizard (HC §7 Properties, Units). Each answer is checked
// against the contract the server builds it from, so a drift fails here and not in a form.

export const listingKeys = {
  property: (id: string) => ['listing', 'property', id] as const,
  unit: (id: string) => ['listing', 'unit', id] as const,
  progress: (unitId: string) => ['listing', 'progress', unitId] as const,
  configuration: (locale: Locale) => ['listing', 'configuration', locale] as const,
};

export const fetchProperty = (id: string, signal?: AbortSignal) =>
  callApi(async () => parseAnswer(PropertySchema, await api.get(`app/properties/${encodeURIComponent(id)}`, { signal }).json()));

export const createProperty = (body: PropertyCreate) => callApi(async () => parseAnswer(PropertySchema, await api.post('app/properties', { json: body }).json()));

export const patchProperty = (id: string, body: PropertyPatch) =>
  callApi(async () => parseAnswer(PropertyPatchResponseSchema, await api.patch(`app/properties/${encodeURIComponent(id)}`, { json: body }).json()));

export const putLocation = (id: string, action: 'autocomplete' | 'address' | 'map', body: LocationInput) =>
  callApi(async () => parseAnswer(PropertySchema, await api.put(`app/properties/${encodeURIComponent(id)}/location/${action}`, { json: body }).json()));

export const fetchUnit = (id: string, signal?: AbortSignal) =>
  callApi(async () => parseAnswer(UnitSchema, await api.get(`app/property-unit/${encodeURIComponent(id)}`, { signal }).json()));

export const patchUnit = (id: string, body: UnitPatch) =>
  callApi(async () => parseAnswer(UnitSchema, await api.patch(`app/property-unit/${encodeURIComponent(id)}`, { json: body }).json()));

export const fetchListingProgress = (unitId: string, signal?: AbortSignal) =>
  callApi(async () => parseAnswer(ListingProgressSchema, await api.get(`app/property-unit/${encodeURIComponent(unitId)}/listing-progress`, { signal }).json()));

export const putListingProgress = (unitId: string, completedSteps: string[]) =>
  callApi(async () =>
    parseAnswer(ListingProgressSchema, await api.put(`app/property-unit/${encodeURIComponent(unitId)}/listing-progress`, { json: { completedSteps } }).json()),
  );

export const fetchPropertiesConfiguration = (locale: Locale, signal?: AbortSignal) =>
  callApi(async () => parseAnswer(PropertiesConfigurationSchema, await api.get('app/properties-configuration', { searchParams: { hl: locale }, signal }).json()));
