import * as v from 'valibot';
import { MAX_PAGE_LIMIT } from '../../shared/schemas/pagination';
import { PropertyPageSchema } from '../../shared/schemas/property';
import { UnitCardPageSchema, UnitSchema } from '../../shared/schemas/unit';
import { UserInfoSchema } from '../../shared/schemas/user-info';
import { api, callApi, parseAnswer } from './http';

/** The query keys of the properties' lists and units (the /properties page; dropped by listing and subscription changes). */
export const propertyKeys = {
  all: ['properties'] as const,
  lists: ['properties', 'list'] as const,
  list: (search: string, page: number) => ['properties', 'list', { search, page }] as const,
  units: (propertyId: string) => ['properties', 'units', propertyId] as const,
};

// HC §7 Properties and Units: the calls of the /properties page. Answers are
// checked with the same valibot schemas the server answers with.

export type PropertyPage = v.InferOutput<typeof PropertyPageSchema>;
export type UnitCardPage = v.InferOutput<typeof UnitCardPageSchema>;

/** Publishing answers with the unit and the user info (HC §4); the pair has no shared schema yet. */
export const UnitActionAnswerSchema = v.object({ unit: UnitSchema, userInfo: UserInfoSchema });
export type UnitActionAnswer = v.InferOutput<typeof UnitActionAnswerSchema>;

/** A property's units are read in one page: the list shows every unit under its property. */
export const UNITS_PER_PROPERTY = MAX_PAGE_LIMIT;

export function fetchProperties(query: { search: string; page: number }, signal?: AbortSignal): Promise<PropertyPage> {
  return callApi(async () =>
    parseAnswer(PropertyPageSchema, await api.get('app/properties', { searchParams: { 'criteria[search]': query.search, page: query.page }, signal }).json()),
  );
}

export function fetchPropertyUnits(propertyId: string, signal?: AbortSignal): Promise<UnitCardPage> {
  return callApi(async () =>
    parseAnswer(
      UnitCardPageSchema,
      await api.get(`app/properties/${encodeURIComponent(propertyId)}/units`, { searchParams: { 'criteria[search]': '', page: 1, limit: UNITS_PER_PROPERTY }, signal }).json(),
    ),
  );
}

export function publishUnit(unitId: string): Promise<UnitActionAnswer> {
  return callApi(async () => parseAnswer(UnitActionAnswerSchema, await api.patch(`app/property-unit/${encodeURIComponent(unitId)}/publish`).json()));
}

export function unpublishUnit(unitId: string): Promise<UnitActionAnswer> {
  return callApi(async () => parseAnswer(UnitActionAnswerSchema, await api.patch(`app/property-unit/${encodeURIComponent(unitId)}/unpublish`).json()));
}

export function deleteUnit(unitId: string): Promise<void> {
  return callApi(async () => {
    await api.delete(`app/property-unit/${encodeURIComponent(unitId)}`);
  });
}

export function deleteProperty(propertyId: string): Promise<void> {
  return callApi(async () => {
    await api.delete(`app/properties/${encodeURIComponent(propertyId)}`);
  });
}
