import type { UnitSubPage } from './unit-sub-pages';

// The management addresses (HC §2 "Management routes").
const id = encodeURIComponent;
export const propertyPath = (propertyId: string) => `/properties/${id(propertyId)}`;
export const propertyUnitsPath = (propertyId: string) => `${propertyPath(propertyId)}/units`;
export const propertyAboutPath = (propertyId: string) => `${propertyPath(propertyId)}/about`;
export const unitPath = (propertyId: string, unitId: string, sub?: UnitSubPage) => `${propertyUnitsPath(propertyId)}/${id(unitId)}${sub ? `/${sub}` : ''}`;
