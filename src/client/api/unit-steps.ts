import * as v from 'valibot';
import {
  RegionalRequirementsConfigurationSchema,
  RegionalRequirementsSchema,
  UnitSchema,
  type CalendarActionSchema,
  type RegionalRequirementsPatchSchema,
} from '../../shared/schemas/unit';
import {
  VerificationConfigurationSchema,
  VerificationDataSchema,
  VerificationStatusSchema,
  type VerificationSubmitSchema,
} from '../../shared/schemas/unit-marketing';
import { api, callApi, parseAnswer } from './http';

// The unit steps' own calls beyond GET/PATCH unit (those are in api/listing.ts): calendar status,
// regional requirements and listing (calendar) verification (HC §7 Units).

const unitPath = (unitId: string) => `app/property-unit/${encodeURIComponent(unitId)}`;

export const unitStepKeys = {
  regional: (unitId: string) => ['listing', 'unit-steps', 'regional', unitId] as const,
  regionalConfiguration: (unitId: string) => ['listing', 'unit-steps', 'regional-configuration', unitId] as const,
  verificationConfiguration: ['listing', 'unit-steps', 'verification-configuration'] as const,
  verification: (unitId: string, provider: string) => ['listing', 'unit-steps', 'verification', unitId, provider] as const,
};

export const setCalendarAction = (unitId: string, body: v.InferOutput<typeof CalendarActionSchema>) =>
  callApi(async () => parseAnswer(UnitSchema, await api.post(`${unitPath(unitId)}/calendar-action`, { json: body }).json()));

export const fetchRegionalRequirements = (unitId: string, signal?: AbortSignal) =>
  callApi(async () => parseAnswer(RegionalRequirementsSchema, await api.get(`${unitPath(unitId)}/regional-requirements`, { signal }).json()));

export const fetchRegionalConfiguration = (unitId: string, signal?: AbortSignal) =>
  callApi(async () =>
    parseAnswer(RegionalRequirementsConfigurationSchema, await api.get(`${unitPath(unitId)}/regional-requirements/configuration`, { signal }).json()),
  );

export const patchRegionalRequirements = (unitId: string, body: v.InferInput<typeof RegionalRequirementsPatchSchema>) =>
  callApi(async () => parseAnswer(RegionalRequirementsSchema, await api.patch(`${unitPath(unitId)}/regional-requirements`, { json: body }).json()));

export const fetchVerificationConfiguration = (signal?: AbortSignal) =>
  callApi(async () => parseAnswer(VerificationConfigurationSchema, await api.get('app/property-unit/verify-calendar/configuration', { signal }).json()));

export const fetchVerificationData = (unitId: string, provider: string, signal?: AbortSignal) =>
  callApi(async () =>
    parseAnswer(VerificationDataSchema, await api.get(`${unitPath(unitId)}/verify-calendar/${encodeURIComponent(provider)}/data`, { signal }).json()),
  );

/** The declaration; the spec has the browser drop `status` before posting (the server ignores it anyway). */
export const submitVerificationData = (unitId: string, provider: string, body: v.InferInput<typeof VerificationSubmitSchema>) =>
  callApi(async () =>
    parseAnswer(VerificationStatusSchema, await api.post(`${unitPath(unitId)}/verify-calendar/${encodeURIComponent(provider)}/data`, { json: body }).json()),
  );

export const fetchVerificationStatus = (unitId: string, provider: string, signal?: AbortSignal) =>
  callApi(async () =>
    parseAnswer(VerificationStatusSchema, await api.get(`${unitPath(unitId)}/verify-calendar/${encodeURIComponent(provider)}/verify`, { signal }).json()),
  );
