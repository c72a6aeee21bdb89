import { bodyLimit } from 'hono/body-limit';
import { actorOf } from '../http/actor';
import { authenticate } from '../http/authenticate';
import type { AppDeps } from '../http/context';
import { badRequest, ProblemError, ProblemType } from '../http/problem';
import { defineRoutes, perApp } from '../http/route-table';
import {
  getBankAccounts,
  getBusinessDetails,
  getIndividualDetails,
  initOnboarding,
  saveBankAccounts,
  saveBusinessDetails,
  saveIndividualDetails,
} from '../services/onboarding';
import { documentTooLarge, listDocuments, readDocumentFields, uploadDocuments } from '../services/onboarding-documents';
import { onboardingState } from '../services/onboarding-state';
import { kycStartedAt, kycStatusOf, startKyc } from '../services/onboarding-kyc';
import { NO_TAX_ID_COUNTRIES, NO_VAT_COUNTRIES } from '../../shared/domain/tax-details';
import { profileTypeOf } from '../../shared/domain/company-details';
import {
  BankAccountsSaveSchema,
  BankAccountsSchema,
  BusinessDetailsSaveSchema,
  BusinessDetailsSchema,
  DOCUMENT_KINDS,
  DOCUMENT_MIME_TYPES,
  DOCUMENT_UPLOAD_BODY_LIMIT,
  DocumentUploadAnswerSchema,
  IndividualDetailsAnswerSchema,
  IndividualDetailsSchema,
  KycStartedAtSchema,
  KycStatusSchema,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENTS_PER_UPLOAD,
  OnboardingConfigurationSchema,
  OnboardingStateSchema,
} from '../../shared/schemas/onboarding';

// Identity and payout onboarding and KYC (AS §7 "User and verification"):
//   POST /api/app/user/init-onboarding
//   GET  /api/app/user/onboarding/{getIndividualDetails,getBusinessDetails,getBankAccounts,getConfiguration}
//   POST /api/app/user/onboarding/{saveIndividualDetails,saveBusinessDetails,saveBankAccounts,documentUpload}
//   GET  /api/app/user/kyc/started-at, /api/app/user/kyc/status; POST /api/app/user/kyc/set-start-at
// Mounted on the app itself (app.ts), not inside /api/app: the API's 1 MB body limit would refuse
// identity scans, so these routes take their own token check and then their own body limit
// (1 MB JSON, 4 × 10 MB documents; init-onboarding none), each on its own paths only (other
// /api/app/user calls pass through untouched). The spec names the paths; the bodies are ours.

/** owners.0.firstName -> owners[0].firstName: the nested names the forms use (AS §5 "nested forms get a field prefix"). */
const bracketed = (name: string) => name.replace(/\.(\d+)(?=\.|$)/g, '[$1]');

const tooLarge = () => {
  throw new ProblemError(413, ProblemType.payloadTooLarge, 'Payload too large', 'The request body is larger than 1 MB.');
};
const jsonLimit = bodyLimit({ maxSize: 1024 * 1024, onError: tooLarge });
const uploadLimit = bodyLimit({ maxSize: DOCUMENT_UPLOAD_BODY_LIMIT, onError: () => { throw documentTooLarge(); } });
const auth = perApp(authenticate);

// What runs before each route's validation: the token check, then the body limit.
const initChecks = (deps: AppDeps) => [auth(deps)];
const jsonChecks = (deps: AppDeps) => [auth(deps), jsonLimit];
const uploadChecks = (deps: AppDeps) => [auth(deps), uploadLimit];

const o = '/onboarding';
export const onboardingRoutes = defineRoutes('/api/app/user', 'user', (route) => {
  route.post('/init-onboarding', { summary: 'Start onboarding (idempotent): required and completed sections', auth: true, response: OnboardingStateSchema, use: initChecks }, async (c, _, { database }) =>
    c.json(await initOnboarding(database.db, actorOf(c))),
  );

  route.get(`${o}/getIndividualDetails`, { summary: "The individual's identity and tax details (null until saved)", auth: true, response: IndividualDetailsAnswerSchema, use: jsonChecks }, async (c, _, { database }) =>
    c.json(await getIndividualDetails(database.db, c.get('host').id)),
  );
  route.post(
    `${o}/saveIndividualDetails`,
    {
      summary: 'Save identity and tax details (tax rules of AS §5: no tax id where none is issued, VAT id only when the host has one)',
      auth: true,
      body: IndividualDetailsSchema,
      fieldName: bracketed,
      response: IndividualDetailsAnswerSchema,
      use: jsonChecks,
    },
    async (c, { body }, { database }) => c.json(await saveIndividualDetails(database.db, actorOf(c), body)),
  );
  route.get(`${o}/getBusinessDetails`, { summary: 'Company details and owners', auth: true, response: BusinessDetailsSchema, use: jsonChecks }, async (c, _, { database }) =>
    c.json(await getBusinessDetails(database.db, c.get('host').id)),
  );
  route.post(
    `${o}/saveBusinessDetails`,
    { summary: 'Save company details, owners or both (companies only, 403 otherwise)', auth: true, body: BusinessDetailsSaveSchema, fieldName: bracketed, response: BusinessDetailsSchema, use: jsonChecks },
    async (c, { body }, { database }) => c.json(await saveBusinessDetails(database.db, actorOf(c), c.get('host'), body)),
  );
  route.get(`${o}/getBankAccounts`, { summary: 'Payout bank accounts, the default first', auth: true, response: BankAccountsSchema, use: jsonChecks }, async (c, _, { database }) =>
    c.json(await getBankAccounts(database.db, c.get('host').id)),
  );
  route.post(
    `${o}/saveBankAccounts`,
    { summary: 'Replace the bank accounts (IBAN mod-97 and length checked; BIC optional)', auth: true, body: BankAccountsSaveSchema, fieldName: bracketed, response: BankAccountsSchema, use: jsonChecks },
    async (c, { body }, { database }) => c.json(await saveBankAccounts(database.db, actorOf(c), body.accounts)),
  );
  route.get(
    `${o}/getConfiguration`,
    { summary: 'Onboarding state, document kinds and limits, tax country lists, uploaded documents', auth: true, response: OnboardingConfigurationSchema, use: jsonChecks },
    async (c, _, { database }) => {
      const host = c.get('host');
      return c.json({
        ...(await onboardingState(database.db, host)),
        profileType: profileTypeOf(host.type),
        documentKinds: [...DOCUMENT_KINDS],
        acceptedMimeTypes: [...DOCUMENT_MIME_TYPES],
        maxFileBytes: MAX_DOCUMENT_BYTES,
        maxFilesPerUpload: MAX_DOCUMENTS_PER_UPLOAD,
        noTaxIdCountries: [...NO_TAX_ID_COUNTRIES],
        noVatCountries: [...NO_VAT_COUNTRIES],
        documents: await listDocuments(database.db, host.id),
      });
    },
  );
  route.post(
    `${o}/documentUpload`,
    {
      summary: 'Upload documents: multipart documents[i][file], documents[i][kind], documents[i][subject] (PDF, JPEG or PNG by content, 10 MB each, 4 per upload; all or nothing; 201)',
      auth: true,
      success: [201],
      // No body schema: the document describes JSON bodies, and this one is multipart.
      response: DocumentUploadAnswerSchema,
      use: uploadChecks,
    },
    async (c, _, { database }) => {
      let form: Record<string, unknown>;
      try {
        form = await c.req.parseBody({ all: false });
      } catch {
        throw badRequest([{ name: 'documents', reason: 'send the documents as multipart/form-data' }]);
      }
      return c.json(await uploadDocuments(database.db, actorOf(c), readDocumentFields(form)), 201);
    },
  );

  route.get('/kyc/status', { summary: 'Identity verification status and banner tier', auth: true, response: KycStatusSchema, use: jsonChecks }, (c) => c.json(kycStatusOf(c.get('host'))));
  route.get('/kyc/started-at', { summary: 'When identity verification started (null: not yet)', auth: true, response: KycStartedAtSchema, use: jsonChecks }, (c) => c.json(kycStartedAt(c.get('host'))));
  route.post('/kyc/set-start-at', { summary: 'Start identity verification now (the first date is kept)', auth: true, response: KycStartedAtSchema, use: jsonChecks }, async (c, _, { database }) =>
    c.json(await startKyc(database.db, actorOf(c), c.get('host'))),
  );
});
