import * as v from 'valibot';

// Unit photos (HC §3 photosConstraints, HC §5). Shared by the routes and the browser.
// The upload itself is multipart (field `file`), one photo per request, so it has no schema here.

/** The sizes every upload is re-encoded to; the original bytes are never kept. */
export const PHOTO_VARIANTS = ['large', 'thumbnail'] as const;
export type PhotoVariant = (typeof PHOTO_VARIANTS)[number];
/** Fits a full-width gallery on a large screen without storing camera-sized originals. */
export const PHOTO_LARGE_MAX_SIDE = 2048;
/** Enough for a card or a grid cell at twice the pixel density of a 240 px column. */
export const PHOTO_THUMBNAIL_WIDTH = 480;
export const PHOTO_CAPTION_MAX = 250;
/** The multipart field the upload reads; errors about the upload name it. */
export const PHOTO_FILE_FIELD = 'file';

export const photoUrl = (photoId: string, variant: PhotoVariant) => `/api/public/photos/${photoId}/${variant}`;

export const UnitPhotoSchema = v.object({
  id: v.string(),
  /** 0 is the cover. */
  position: v.number(),
  caption: v.nullable(v.string()),
  width: v.number(),
  height: v.number(),
  url: v.string(),
  thumbnailUrl: v.string(),
});
export type UnitPhoto = v.InferOutput<typeof UnitPhotoSchema>;

export const UnitPhotoListSchema = v.object({ items: v.array(UnitPhotoSchema) });
export type UnitPhotoList = v.InferOutput<typeof UnitPhotoListSchema>;

/** The unit's photos in their new order: every photo exactly once. */
export const PhotoOrderSchema = v.object({
  photoIds: v.pipe(v.array(v.pipe(v.string(), v.uuid('must be a photo id'))), v.minLength(1, 'must list the photos')),
});
export type PhotoOrder = v.InferOutput<typeof PhotoOrderSchema>;

export const PhotoCaptionSchema = v.object({
  caption: v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(PHOTO_CAPTION_MAX, `must be at most ${PHOTO_CAPTION_MAX} characters`))),
});
export type PhotoCaption = v.InferOutput<typeof PhotoCaptionSchema>;
