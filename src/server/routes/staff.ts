import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/context';
import { forbidden, notFound } from '../http/problem';
import { defineRoutes } from '../http/route-table';
import { listHostsForStaff } from '../services/hosts';
import { isUuid } from '../services/properties';
import { decideVerification, findReviewDocument, listPendingVerifications } from '../services/staff-review/verifications';
import { decideListing, listUnitsUnderReview } from '../services/staff-review/listings';
import {
  ListingDecisionSchema,
  ListingReviewListSchema,
  ReviewRejectSchema,
  VerificationDecisionSchema,
  VerificationReviewListSchema,
} from '../../shared/schemas/staff-review';

/**
 * 403 for a host: first on every route under /api/app/staff (this file's and the other staff
 * tables', routes/*-staff.ts), and on the whole /staff/* mount in app.ts, so a host asking for a
 * staff path that does not exist gets 403 too, as when each staff router guarded its mount.
 */
export const staffOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('account').isStaff) throw forbidden('Only staff members can use this.');
  await next();
};
const use = () => [staffOnly];

const staff = (c: { get: (k: 'account') => { id: string } }) => ({ id: c.get('account').id });
const hostIdOf = (id: string) => {
  if (!isUuid(id)) throw notFound('host');
  return id;
};

/**
 * Staff only (every route 403 for a host): the hosts a staff member can act for (impersonation),
 * and the review of identity verifications and of listings under review. The actor is always the
 * signed-in staff member (the account), never an impersonated host.
 */
export const staffRoutes = defineRoutes('/api/app/staff', 'staff', (route) => {
  route.get('/hosts', { summary: 'Hosts a staff member can act for', auth: true, use }, async (c, _, { database }) => c.json({ items: await listHostsForStaff(database.db) }));

  route.get('/verifications', { summary: 'Staff: identity verifications handed in, oldest first, with their documents', auth: true, response: VerificationReviewListSchema, use }, async (c, _, { database }) =>
    c.json({ items: await listPendingVerifications(database.db) }),
  );
  route.get('/verifications/:hostId/documents/:documentId', { summary: 'Staff: one document file as stored (attachment, nosniff, no-store)', auth: true, use }, async (c, _, { database }) => {
    const documentId = c.req.param('documentId');
    if (!isUuid(documentId)) throw notFound('document');
    const doc = await findReviewDocument(database.db, hostIdOf(c.req.param('hostId')), documentId);
    return c.body(new Uint8Array(doc.content), 200, {
      'content-type': doc.mimeType,
      'content-disposition': contentDisposition(doc.fileName),
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    });
  });
  route.post('/verifications/:hostId/approve', { summary: 'Staff: verify the identity (409 unless submitted)', auth: true, response: VerificationDecisionSchema, use }, async (c, _, { database, env }) =>
    c.json(await decideVerification(database.db, staff(c), hostIdOf(c.req.param('hostId')), { approve: true }, { publicUrl: env.publicUrl })),
  );
  route.post(
    '/verifications/:hostId/reject',
    { summary: 'Staff: refuse the identity documents with a reason the host sees (409 unless submitted)', auth: true, body: ReviewRejectSchema, response: VerificationDecisionSchema, use },
    async (c, { body }, { database, env }) => c.json(await decideVerification(database.db, staff(c), hostIdOf(c.req.param('hostId')), { approve: false, reason: body.reason }, { publicUrl: env.publicUrl })),
  );

  route.get('/listings', { summary: 'Staff: units under review, oldest first', auth: true, response: ListingReviewListSchema, use }, async (c, _, { database }) => c.json({ items: await listUnitsUnderReview(database.db) }));
  route.post('/listings/:unitId/approve', { summary: 'Staff: publish a unit under review (409 unless under review or not publishable)', auth: true, response: ListingDecisionSchema, use }, async (c, _, { database, env }) =>
    c.json(await decideListing(database.db, staff(c), c.req.param('unitId'), { approve: true }, { publicUrl: env.publicUrl })),
  );
  route.post(
    '/listings/:unitId/reject',
    { summary: 'Staff: refuse a unit under review with a reason the host sees (409 unless under review)', auth: true, body: ReviewRejectSchema, response: ListingDecisionSchema, use },
    async (c, { body }, { database, env }) => c.json(await decideListing(database.db, staff(c), c.req.param('unitId'), { approve: false, reason: body.reason }, { publicUrl: env.publicUrl })),
  );
});

/**
 * attachment; a plain ASCII name for old clients and the exact one (RFC 5987) for the rest. The
 * stored name is already free of paths and control characters; quotes and backslashes are
 * replaced here because they would end the quoted string.
 */
export function contentDisposition(fileName: string) {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'document';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
