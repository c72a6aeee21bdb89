import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps, AppEnv } from '../http/context';
import { actorOf } from '../http/actor';
import { badRequest } from '../http/problem';
import { validate } from '../http/validate';
import { deleteProfileImage, profileImageFile, uploadProfileImage } from '../services/account-image';
import { PROFILE_IMAGE_FILE_FIELD, PROFILE_IMAGE_VARIANTS } from '../../shared/schemas/account-image';

// POST /api/app/user/image (multipart, field `file`) and DELETE /api/app/user/image
// (AS §7), mounted under /api/app/user. The upload's body limit is the photo limit
// (app.ts), not the 1 MB JSON limit.
export function userImageRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();

  r.post('/image', async (c) => {
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      throw badRequest([{ name: PROFILE_IMAGE_FILE_FIELD, reason: 'send the picture as multipart/form-data' }]);
    }
    const file = form[PROFILE_IMAGE_FILE_FIELD];
    if (!(file instanceof File)) throw badRequest([{ name: PROFILE_IMAGE_FILE_FIELD, reason: 'choose a picture to upload' }]);
    return c.json(await uploadProfileImage(deps.database.db, actorOf(c), Buffer.from(await file.arrayBuffer())), 201);
  });

  r.delete('/image', async (c) => {
    await deleteProfileImage(deps.database.db, actorOf(c));
    return c.body(null, 204);
  });
  return r;
}

/**
 * The pictures themselves, under /api/public: an <img> sends no bearer token. A URL names the
 * host and the upload's version; its bytes never change (a new upload has a new URL), so browsers
 * may keep them for a year, and the ETag lets a revalidating proxy answer 304.
 */
export function hostImageFilesRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const params = v.object({
    hostId: v.string(),
    version: v.pipe(v.string(), v.regex(/^[0-9a-z]{1,16}$/, 'must be a picture version')),
    variant: v.picklist(PROFILE_IMAGE_VARIANTS, `must be one of ${PROFILE_IMAGE_VARIANTS.join(', ')}`),
  });
  r.get('/:hostId/:version/:variant', validate('param', params), async (c) => {
    const { hostId, version, variant } = c.req.valid('param');
    const file = await profileImageFile(deps.database.db, hostId, version, variant);
    const etag = `"${version}-${variant}"`;
    const headers = { etag, 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff' };
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
    return c.body(new Uint8Array(file.bytes), 200, { ...headers, 'content-type': file.mimeType });
  });
  return r;
}
