import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps, AppEnv } from '../http/context';
import { actorOf } from '../http/actor';
import { badRequest } from '../http/problem';
import { validate } from '../http/validate';
import { addPhoto, deletePhoto, listPhotos, photoFile, reorderPhotos, setCoverPhoto, setPhotoCaption } from '../services/unit-photos';
import { PHOTO_FILE_FIELD, PHOTO_VARIANTS, PhotoCaptionSchema, PhotoOrderSchema } from '../../shared/schemas/unit-photos';

// Unit photos, mounted under /api/app (token required, host from the token). The spec does not
// show these paths; they follow the style of the other unit calls and are one photo per upload,
// so the browser can show progress per file and a refused file does not sink the others.
export function unitPhotosRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const db = () => deps.database.db;

  r.get('/property-unit/:id/photos', async (c) => c.json(await listPhotos(db(), c.get('host').id, c.req.param('id'))));
  r.post('/property-unit/:id/photos', async (c) => {
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      throw badRequest([{ name: PHOTO_FILE_FIELD, reason: 'send the photo as multipart/form-data' }]);
    }
    const file = form[PHOTO_FILE_FIELD];
    if (!(file instanceof File)) throw badRequest([{ name: PHOTO_FILE_FIELD, reason: 'choose a photo to upload' }]);
    const photo = await addPhoto(db(), actorOf(c), c.req.param('id'), Buffer.from(await file.arrayBuffer()));
    return c.json(photo, 201);
  });
  r.patch('/property-unit/:id/photos/order', validate('json', PhotoOrderSchema), async (c) =>
    c.json(await reorderPhotos(db(), actorOf(c), c.req.param('id'), c.req.valid('json').photoIds)),
  );
  r.patch('/property-unit/:id/photos/:photoId', validate('json', PhotoCaptionSchema), async (c) =>
    c.json(await setPhotoCaption(db(), actorOf(c), c.req.param('id'), c.req.param('photoId'), c.req.valid('json').caption)),
  );
  r.post('/property-unit/:id/photos/:photoId/cover', async (c) => c.json(await setCoverPhoto(db(), actorOf(c), c.req.param('id'), c.req.param('photoId'))));
  r.delete('/property-unit/:id/photos/:photoId', async (c) => {
    await deletePhoto(db(), actorOf(c), c.req.param('id'), c.req.param('photoId'));
    return c.body(null, 204);
  });
  return r;
}

/**
 * The images themselves, mounted under /api/public: an <img> cannot send a bearer token, so a
 * photo is addressed by its random (UUID v4, 122 random bits) id instead. A photo's bytes never
 * change (a new upload is a new id), so browsers and proxies may keep them for a year.
 */
export function photoFilesRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const params = v.object({ photoId: v.string(), variant: v.picklist(PHOTO_VARIANTS, `must be one of ${PHOTO_VARIANTS.join(', ')}`) });
  r.get('/:photoId/:variant', validate('param', params), async (c) => {
    const { photoId, variant } = c.req.valid('param');
    const file = await photoFile(deps.database.db, photoId, variant, c.req.query('access'));
    return c.body(new Uint8Array(file.bytes), 200, {
      'content-type': file.mimeType,
      // A photo's bytes never change under its id. One seen by its host's grant stays in that
      // browser only, for no longer than a day.
      'cache-control': file.granted ? 'private, max-age=86400' : 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
  });
  return r;
}
