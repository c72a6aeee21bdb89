import { api, callApi, parseAnswer } from './http';
import { KycStatusSchema } from '../../shared/schemas/onboarding';

// GET /api/app/user/kyc/status (AS §7): the verification banner's state.
export const kycStatusKey = ['kyc', 'status'] as const;

export const fetchKycStatus = (signal?: AbortSignal) => callApi(async () => parseAnswer(KycStatusSchema, await api.get('app/user/kyc/status', { signal }).json()));
