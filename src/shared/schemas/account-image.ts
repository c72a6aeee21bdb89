import * as v from 'valibot';

// The host's profile picture (AS §3 imageUrls, AS §7 POST/DELETE /api/app/user/image).
// The upload is multipart with one field `file`, so it has no body schema here.

/** The multipart field the upload reads; errors about the upload name it. */
export const PROFILE_IMAGE_FILE_FIELD = 'file';
export const PROFILE_IMAGE_VARIANTS = ['large', 'thumbnail'] as const;
export type ProfileImageVariant = (typeof PROFILE_IMAGE_VARIANTS)[number];
/** A face is recognisable from here; smaller pictures look blurred even in the header's avatar. */
export const PROFILE_IMAGE_MIN_SIDE = 200;
/** What the server accepts (by content), so the browser can refuse early; the server decides. */
export const PROFILE_IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The unit photos' limit: the upload shares their body limit (server app.ts). */
export const PROFILE_IMAGE_MAX_BYTES = 20 * 1024 * 1024;

/**
 * Where a picture is served. `version` changes with every upload, so the URL of a new picture is
 * new (shown at once, no stale cache) while each URL's bytes never change (cached for a year).
 */
export const profileImageUrl = (hostId: string, version: string, variant: ProfileImageVariant) =>
  `/api/public/host-images/${hostId}/${version}/${variant}`;

/** hosts.image_urls and UserInfo.imageUrls: the picture and its thumbnail. */
export const ProfileImageUrlsSchema = v.object({ large: v.string(), thumbnail: v.string() });
export type ProfileImageUrls = v.InferOutput<typeof ProfileImageUrlsSchema>;

/** The answer of an upload. */
export const ProfileImageSchema = v.object({
  imageUrls: ProfileImageUrlsSchema,
  width: v.number(),
  height: v.number(),
});
export type ProfileImage = v.InferOutput<typeof ProfileImageSchema>;
