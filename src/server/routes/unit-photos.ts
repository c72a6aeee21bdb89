import * as v from 'valibot';
import { actorOf } from '../http/actor';
import { defineRoutes } from '../http/route-table';
import { uploadedFile } from '../http/uploaded-file';
import { addPhoto, deletePhoto, listPhotos, photoFile, reorderPhotos, setCoverPhoto, setPhotoCaption } from '../services/unit-photos';
import { PHOTO_FILE_FIELD, PHOTO_VARIANTS, PhotoCaptionSchema, PhotoOrderSchema, UnitPhotoListSchema, UnitPhotoSchema } from '../../shared/schemas/unit-photos';

// Unit photos, mounted under /api/app (token required, host from the token). The spec does not
// show these paths; they follow the style of the other unit calls and are one photo per upload,
// so the browser can show progress per file and a refused file does not sink the others.
export const unitPhotosRoutes = defineRoutes('/api/app', 'units', (route) => {
  route.get('/property-unit/:id/photos', { summary: "The unit's photos, the cover (position 0) first", auth: true, response: UnitPhotoListSchema }, async (c, _, { database }) =>
    c.json(await listPhotos(database.db, c.get('host').id, c.req.param('id'))),
  );
  route.post(
    '/property-unit/:id/photos',
    {
      summary: 'Upload one photo (multipart field file; JPEG, PNG or WebP by content, at most 20 MB, 16000 px a side, configuration minimum size; 201, 400/409/413/415 naming file)',
      auth: true,
      success: [201],
      // No body schema: the document describes JSON bodies, and this one is multipart.
      response: UnitPhotoSchema,
    },
    async (c, _, { database }) => {
      const photo = await addPhoto(database.db, actorOf(c), c.req.param('id'), await uploadedFile(c, PHOTO_FILE_FIELD, 'photo'));
      return c.json(photo, 201);
    },
  );
  route.patch(
    '/property-unit/:id/photos/order',
    { summary: "New order: every photo's id exactly once", auth: true, body: PhotoOrderSchema, response: UnitPhotoListSchema },
    async (c, { body }, { database }) => c.json(await reorderPhotos(database.db, actorOf(c), c.req.param('id'), body.photoIds)),
  );
  route.patch(
    '/property-unit/:id/photos/:photoId',
    { summary: "A photo's caption (null clears it)", auth: true, body: PhotoCaptionSchema, response: UnitPhotoSchema },
    async (c, { body }, { database }) => c.json(await setPhotoCaption(database.db, actorOf(c), c.req.param('id'), c.req.param('photoId'), body.caption)),
  );
  route.post('/property-unit/:id/photos/:photoId/cover', { summary: 'Make a photo the cover (position 0)', auth: true, response: UnitPhotoListSchema }, async (c, _, { database }) =>
    c.json(await setCoverPhoto(database.db, actorOf(c), c.req.param('id'), c.req.param('photoId'))),
  );
  route.delete('/property-unit/:id/photos/:photoId', { summary: 'Delete a photo; later ones move up (204)', auth: true, success: [204] }, async (c, _, { database }) => {
    await deletePhoto(database.db, actorOf(c), c.req.param('id'), c.req.param('photoId'));
    return c.body(null, 204);
  });
});

const PhotoFileParamsSchema = v.object({ photoId: v.string(), variant: v.picklist(PHOTO_VARIANTS, `must be one of ${PHOTO_VARIANTS.join(', ')}`) });

/**
 * The images themselves, mounted under /api/public/photos: an <img> cannot send a bearer token, so a
 * photo is addressed by its random (UUID v4, 122 random bits) id instead. A photo's bytes never
 * change (a new upload is a new id), so browsers and proxies may keep them for a year.
 */
export const photoFilesRoutes = defineRoutes('/api/public/photos', 'public', (route) => {
  route.get(
    '/:photoId/:variant',
    {
      summary:
        "Photo bytes by random id, variant large or thumbnail (image/jpeg): a published unit's for anyone (cached for a year); any other only with the host's grant, the access query of the URLs the host's calls answer (404 without it)",
      auth: false,
      params: PhotoFileParamsSchema,
      // No query schema: photoFile checks the `access` grant itself, and a wrong one answers 404 like a missing photo.
    },
    async (c, { params }, { database }) => {
      const file = await photoFile(database.db, params.photoId, params.variant, c.req.query('access'));
      return c.body(new Uint8Array(file.bytes), 200, {
        'content-type': file.mimeType,
        // A photo's bytes never change under its id. One seen by its host's grant stays in that
        // browser only, for no longer than a day.
        'cache-control': file.granted ? 'private, max-age=86400' : 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      });
    },
  );
});
