// The addresses of the listing entry pages (HC §2 "Listing flow (entry)").
export const CHECK_ELIGIBILITY_PATH = '/listing/check-eligibility';
export const NOT_ELIGIBLE_PATH = '/listing/onboarding-not-eligible';
export const FIRST_PROPERTY_PATH = '/listing/first-property';
export const ADD_PROPERTY_PATH = '/listing/add-property';
export const completedPath = (propertyId: string, unitId: string) => `/listing/${encodeURIComponent(propertyId)}/${encodeURIComponent(unitId)}/completed`;
/** The listing flow of a unit: the address picks the wizard by property type. */
export const unitFlowPath = (propertyId: string, unitId: string) => `/listing/property/${encodeURIComponent(propertyId)}/unit/${encodeURIComponent(unitId)}`;
export const unitManagementPath = (propertyId: string, unitId: string) => `/properties/${encodeURIComponent(propertyId)}/units/${encodeURIComponent(unitId)}`;
