import * as v from 'valibot';
import { actorOf } from '../http/actor';
import { defineRoutes } from '../http/route-table';
import { uploadedFile } from '../http/uploaded-file';
import { deleteProfileImage, profileImageFile, uploadProfileImage } from '../services/account-image';
import { PROFILE_IMAGE_FILE_FIELD, PROFILE_IMAGE_VARIANTS, ProfileImageSchema } from '../../shared/schemas/account-image';

// POST /api/app/user/image (multipart, field `file`) and DELETE /api/app/user/image
// (AS §7), mounted under /api/app/user. The upload's body limit is the photo limit
// (app.ts), not the 1 MB JSON limit.
export const userImageRoutes = defineRoutes('/api/app/user', 'user', (route) => {
  route.post(
    '/image',
    {
      summary: 'Upload the profile picture (multipart field file; JPEG, PNG or WebP by content, at most 20 MB, 200 px to 16000 px a side; replaces the previous one; 201, 400/413/415 naming file)',
      auth: true,
      success: [201],
      // No body schema: the document describes JSON bodies, and this one is multipart.
      response: ProfileImageSchema,
    },
    async (c, _, { database }) => {
      return c.json(await uploadProfileImage(database.db, actorOf(c), await uploadedFile(c, PROFILE_IMAGE_FILE_FIELD, 'picture')), 201);
    },
  );

  route.delete('/image', { summary: 'Delete the profile picture; imageUrls becomes null (204; 404 when there is none)', auth: true, success: [204] }, async (c, _, { database }) => {
    await deleteProfileImage(database.db, actorOf(c));
    return c.body(null, 204);
  });
});

const HostImageParamsSchema = v.object({
  hostId: v.string(),
  version: v.pipe(v.string(), v.regex(/^[0-9a-z]{1,16}$/, 'must be a picture version')),
  variant: v.picklist(PROFILE_IMAGE_VARIANTS, `must be one of ${PROFILE_IMAGE_VARIANTS.join(', ')}`),
});

/**
 * The pictures themselves, under /api/public: an <img> sends no bearer token. A URL names the
 * host and the upload's version; its bytes never change (a new upload has a new URL), so browsers
 * may keep them for a year, and the ETag lets a revalidating proxy answer 304.
 */
export const hostImageFilesRoutes = defineRoutes('/api/public/host-images', 'public', (route) => {
  route.get(
    '/:hostId/:version/:variant',
    {
      summary: "A profile picture's bytes, variant large or thumbnail (image/jpeg; a URL's bytes never change, cached for a year; an old version answers 404)",
      auth: false,
      params: HostImageParamsSchema,
    },
    async (c, { params }, { database }) => {
      const { hostId, version, variant } = params;
      const file = await profileImageFile(database.db, hostId, version, variant);
      const etag = `"${version}-${variant}"`;
      const headers = { etag, 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff' };
      if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
      return c.body(new Uint8Array(file.bytes), 200, { ...headers, 'content-type': file.mimeType });
    },
  );
});
