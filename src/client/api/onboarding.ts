import { api, callApi, parseAnswer } from './http';
import { uploadWithProgress } from './xhr-upload';
import {
  BankAccountsSchema,
  BusinessDetailsSchema,
  DocumentUploadAnswerSchema,
  IndividualDetailsAnswerSchema,
  KycStartedAtSchema,
  OnboardingConfigurationSchema,
  type BankAccountInput,
  type BusinessDetailsSave,
  type DocumentKind,
  type IndividualDetails,
} from '../../shared/schemas/onboarding';

// Identity and payout onboarding calls (AS §7; server: routes/onboarding.ts).
// Documents go through XMLHttpRequest for upload progress, one file per request so each file has
// its own progress and its own error; everything else through the fetch client (http.ts).

export const onboardingKeys = {
  individual: ['onboarding', 'individual'] as const,
  business: ['onboarding', 'business'] as const,
  bankAccounts: ['onboarding', 'bank-accounts'] as const,
  configuration: ['onboarding', 'configuration'] as const,
};

const base = 'app/user/onboarding';

export const fetchIndividualDetails = (signal?: AbortSignal) =>
  callApi(async () => parseAnswer(IndividualDetailsAnswerSchema, await api.get(`${base}/getIndividualDetails`, { signal }).json()));
export const saveIndividualDetails = (details: IndividualDetails) =>
  callApi(async () => parseAnswer(IndividualDetailsAnswerSchema, await api.post(`${base}/saveIndividualDetails`, { json: details }).json()));

export const fetchBusinessDetails = (signal?: AbortSignal) =>
  callApi(async () => parseAnswer(BusinessDetailsSchema, await api.get(`${base}/getBusinessDetails`, { signal }).json()));
export const saveBusinessDetails = (body: BusinessDetailsSave) =>
  callApi(async () => parseAnswer(BusinessDetailsSchema, await api.post(`${base}/saveBusinessDetails`, { json: body }).json()));

export const fetchBankAccounts = (signal?: AbortSignal) =>
  callApi(async () => parseAnswer(BankAccountsSchema, await api.get(`${base}/getBankAccounts`, { signal }).json()));
export const saveBankAccounts = (accounts: BankAccountInput[]) =>
  callApi(async () => parseAnswer(BankAccountsSchema, await api.post(`${base}/saveBankAccounts`, { json: { accounts } }).json()));

export const fetchOnboardingConfiguration = (signal?: AbortSignal) =>
  callApi(async () => parseAnswer(OnboardingConfigurationSchema, await api.get(`${base}/getConfiguration`, { signal }).json()));

/** One document as documents[0][file] / documents[0][kind] (the spec's indexed arrays). */
export async function uploadDocument(file: File, kind: DocumentKind, onProgress?: (fraction: number) => void, signal?: AbortSignal) {
  const body = new FormData();
  body.append('documents[0][file]', file, file.name);
  body.append('documents[0][kind]', kind);
  const answer = await uploadWithProgress({ url: `/api/${base}/documentUpload`, body, onProgress, signal });
  return parseAnswer(DocumentUploadAnswerSchema, answer);
}

/** POST kyc/set-start-at: identity verification has started (the server keeps the first date). */
export const startKyc = () => callApi(async () => parseAnswer(KycStartedAtSchema, await api.post('app/user/kyc/set-start-at').json()));
