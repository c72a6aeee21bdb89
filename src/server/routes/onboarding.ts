import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { vValidator } from '@hono/valibot-validator';
import type { GenericSchema } from 'valibot';
import type { AppDeps, AppEnv } from '../http/context';
import { actorOf } from '../http/actor';
import { authenticate } from '../http/authenticate';
import { badRequest, issuesToInvalidParams, ProblemError, ProblemType } from '../http/problem';
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
  BusinessDetailsSaveSchema,
  DOCUMENT_KINDS,
  DOCUMENT_MIME_TYPES,
  DOCUMENT_UPLOAD_BODY_LIMIT,
  IndividualDetailsSchema,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENTS_PER_UPLOAD,
} from '../../shared/schemas/onboarding';

// Identity and payout onboarding and KYC (AS §7 "User and verification"):
//   POST /api/app/user/init-onboarding
//   GET  /api/app/user/onboarding/{getIndividualDetails,getBusinessDetails,getBankAccounts,getConfiguration}
//   POST /api/app/user/onboarding/{saveIndividualDetails,saveBusinessDetails,saveBankAccounts,documentUpload}
//   GET  /api/app/user/kyc/started-at, /api/app/user/kyc/status; POST /api/app/user/kyc/set-start-at
// Mounted on the app itself (app.ts), not inside /api/app: the API's 1 MB body limit would refuse
// identity scans, so this router applies its own limits (1 MB JSON, 4 × 10 MB documents) and its
// own token check, on its own paths only (other /api/app/user calls pass through untouched).

/** owners.0.firstName -> owners[0].firstName: the nested names the forms use (AS §5 "nested forms get a field prefix"). */
const bracketed = (name: string) => name.replace(/\.(\d+)(?=\.|$)/g, '[$1]');

function validateBody<T extends GenericSchema>(schema: T) {
  return vValidator('json', schema, (result) => {
    if (!result.success) throw badRequest(issuesToInvalidParams(result.issues, 'body').map((p) => ({ ...p, name: bracketed(p.name) })));
  });
}

const tooLarge = () => {
  throw new ProblemError(413, ProblemType.payloadTooLarge, 'Payload too large', 'The request body is larger than 1 MB.');
};

export function onboardingRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const db = () => deps.database.db;
  const auth = authenticate(deps);
  const jsonLimit = bodyLimit({ maxSize: 1024 * 1024, onError: tooLarge });
  const uploadLimit = bodyLimit({ maxSize: DOCUMENT_UPLOAD_BODY_LIMIT, onError: () => { throw documentTooLarge(); } });
  for (const path of ['/init-onboarding', '/onboarding/*', '/kyc/*']) r.use(path, auth);
  r.use('/onboarding/*', (c, next) => (c.req.path.endsWith('/documentUpload') ? uploadLimit : jsonLimit)(c, next));
  r.use('/kyc/*', jsonLimit);

  r.post('/init-onboarding', async (c) => c.json(await initOnboarding(db(), actorOf(c))));

  r.get('/onboarding/getIndividualDetails', async (c) => c.json(await getIndividualDetails(db(), c.get('host').id)));
  r.post('/onboarding/saveIndividualDetails', validateBody(IndividualDetailsSchema), async (c) => c.json(await saveIndividualDetails(db(), actorOf(c), c.req.valid('json'))));
  r.get('/onboarding/getBusinessDetails', async (c) => c.json(await getBusinessDetails(db(), c.get('host').id)));
  r.post('/onboarding/saveBusinessDetails', validateBody(BusinessDetailsSaveSchema), async (c) =>
    c.json(await saveBusinessDetails(db(), actorOf(c), c.get('host'), c.req.valid('json'))),
  );
  r.get('/onboarding/getBankAccounts', async (c) => c.json(await getBankAccounts(db(), c.get('host').id)));
  r.post('/onboarding/saveBankAccounts', validateBody(BankAccountsSaveSchema), async (c) => c.json(await saveBankAccounts(db(), actorOf(c), c.req.valid('json').accounts)));
  r.get('/onboarding/getConfiguration', async (c) => {
    const host = c.get('host');
    return c.json({
      ...(await onboardingState(db(), host)),
      profileType: profileTypeOf(host.type),
      documentKinds: [...DOCUMENT_KINDS],
      acceptedMimeTypes: [...DOCUMENT_MIME_TYPES],
      maxFileBytes: MAX_DOCUMENT_BYTES,
      maxFilesPerUpload: MAX_DOCUMENTS_PER_UPLOAD,
      noTaxIdCountries: [...NO_TAX_ID_COUNTRIES],
      noVatCountries: [...NO_VAT_COUNTRIES],
      documents: await listDocuments(db(), host.id),
    });
  });
  r.post('/onboarding/documentUpload', async (c) => {
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody({ all: false });
    } catch {
      throw badRequest([{ name: 'documents', reason: 'send the documents as multipart/form-data' }]);
    }
    return c.json(await uploadDocuments(db(), actorOf(c), readDocumentFields(form)), 201);
  });

  r.get('/kyc/status', (c) => c.json(kycStatusOf(c.get('host'))));
  r.get('/kyc/started-at', (c) => c.json(kycStartedAt(c.get('host'))));
  r.post('/kyc/set-start-at', async (c) => c.json(await startKyc(db(), actorOf(c), c.get('host'))));
  return r;
}
