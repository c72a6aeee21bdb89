import type { Operation } from './operation';
import {
  BankAccountsSaveSchema,
  BankAccountsSchema,
  BusinessDetailsSaveSchema,
  BusinessDetailsSchema,
  DocumentUploadAnswerSchema,
  IndividualDetailsAnswerSchema,
  IndividualDetailsSchema,
  KycStartedAtSchema,
  KycStatusSchema,
  OnboardingConfigurationSchema,
  OnboardingStateSchema,
} from '../../shared/schemas/onboarding';

// Identity and payout onboarding and KYC (routes/onboarding.ts; AS §7). The spec
// names the paths; the bodies are ours. Field errors use nested names: owners[0].firstName.
const o = '/api/app/user/onboarding';
export const onboardingOperations: Operation[] = [
  { method: 'post', path: '/api/app/user/init-onboarding', summary: 'Start onboarding (idempotent): required and completed sections', tag: 'user', auth: true, response: OnboardingStateSchema },
  { method: 'get', path: `${o}/getIndividualDetails`, summary: "The individual's identity and tax details (null until saved)", tag: 'user', auth: true, response: IndividualDetailsAnswerSchema },
  { method: 'post', path: `${o}/saveIndividualDetails`, summary: 'Save identity and tax details (tax rules of AS §5: no tax id where none is issued, VAT id only when the host has one)', tag: 'user', auth: true, body: IndividualDetailsSchema, response: IndividualDetailsAnswerSchema },
  { method: 'get', path: `${o}/getBusinessDetails`, summary: 'Company details and owners', tag: 'user', auth: true, response: BusinessDetailsSchema },
  { method: 'post', path: `${o}/saveBusinessDetails`, summary: 'Save company details, owners or both (companies only, 403 otherwise)', tag: 'user', auth: true, body: BusinessDetailsSaveSchema, response: BusinessDetailsSchema },
  { method: 'get', path: `${o}/getBankAccounts`, summary: 'Payout bank accounts, the default first', tag: 'user', auth: true, response: BankAccountsSchema },
  { method: 'post', path: `${o}/saveBankAccounts`, summary: 'Replace the bank accounts (IBAN mod-97 and length checked; BIC optional)', tag: 'user', auth: true, body: BankAccountsSaveSchema, response: BankAccountsSchema },
  { method: 'get', path: `${o}/getConfiguration`, summary: 'Onboarding state, document kinds and limits, tax country lists, uploaded documents', tag: 'user', auth: true, response: OnboardingConfigurationSchema },
  {
    method: 'post',
    path: `${o}/documentUpload`,
    summary: 'Upload documents: multipart documents[i][file], documents[i][kind], documents[i][subject] (PDF, JPEG or PNG by content, 10 MB each, 4 per upload; all or nothing; 201)',
    tag: 'user',
    auth: true,
    success: [201],
    response: DocumentUploadAnswerSchema,
  },
  { method: 'get', path: '/api/app/user/kyc/status', summary: 'Identity verification status and banner tier', tag: 'user', auth: true, response: KycStatusSchema },
  { method: 'get', path: '/api/app/user/kyc/started-at', summary: 'When identity verification started (null: not yet)', tag: 'user', auth: true, response: KycStartedAtSchema },
  { method: 'post', path: '/api/app/user/kyc/set-start-at', summary: 'Start identity verification now (the first date is kept)', tag: 'user', auth: true, response: KycStartedAtSchema },
];
