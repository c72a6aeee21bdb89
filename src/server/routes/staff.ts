import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';
import { forbidden, notFound } from '../http/problem';
import { validate } from '../http/validate';
import { listHostsForStaff } from '../services/hosts';
import { isUuid } from '../services/properties';
import { decideVerification, findReviewDocument, listPendingVerifications } from '../services/staff-review/verifications';
import { decideListing, listUnitsUnderReview } from '../services/staff-review/listings';
import { ReviewRejectSchema } from '../../shared/schemas/staff-review';

/**
 * Staff only (every route 403 for a host): the hosts a staff member can act for (impersonation),
 * and the review of identity verifications and of listings under review. The actor is always the
 * signed-in staff member (the account), never an impersonated host.
 */
export function staffRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const db = () => deps.database.db;
  r.use(async (c, next) => {
    if (!c.get('account').isStaff) throw forbidden('Only staff members can use this.');
    await next();
  });
  const staff = (c: { get: (k: 'account') => { id: string } }) => ({ id: c.get('account').id });
  const hostIdOf = (id: string) => {
    if (!isUuid(id)) throw notFound('host');
    return id;
  };

  r.get('/hosts', async (c) => c.json({ items: await listHostsForStaff(db()) }));

  r.get('/verifications', async (c) => c.json({ items: await listPendingVerifications(db()) }));
  r.get('/verifications/:hostId/documents/:documentId', async (c) => {
    const documentId = c.req.param('documentId');
    if (!isUuid(documentId)) throw notFound('document');
    const doc = await findReviewDocument(db(), hostIdOf(c.req.param('hostId')), documentId);
    return c.body(new Uint8Array(doc.content), 200, {
      'content-type': doc.mimeType,
      'content-disposition': contentDisposition(doc.fileName),
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    });
  });
  r.post('/verifications/:hostId/approve', async (c) => c.json(await decideVerification(db(), staff(c), hostIdOf(c.req.param('hostId')), { approve: true }, { publicUrl: deps.env.publicUrl })));
  r.post('/verifications/:hostId/reject', validate('json', ReviewRejectSchema), async (c) =>
    c.json(await decideVerification(db(), staff(c), hostIdOf(c.req.param('hostId')), { approve: false, reason: c.req.valid('json').reason }, { publicUrl: deps.env.publicUrl })),
  );

  r.get('/listings', async (c) => c.json({ items: await listUnitsUnderReview(db()) }));
  r.post('/listings/:unitId/approve', async (c) => c.json(await decideListing(db(), staff(c), c.req.param('unitId'), { approve: true }, { publicUrl: deps.env.publicUrl })));
  r.post('/listings/:unitId/reject', validate('json', ReviewRejectSchema), async (c) =>
    c.json(await decideListing(db(), staff(c), c.req.param('unitId'), { approve: false, reason: c.req.valid('json').reason }, { publicUrl: deps.env.publicUrl })),
  );
  return r;
}

/**
 * attachment; a plain ASCII name for old clients and the exact one (RFC 5987) for the rest. The
 * stored name is already free of paths and control characters; quotes and backslashes are
 * replaced here because they would end the quoted string.
 */
export function contentDisposition(fileName: string) {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'document';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
