import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/client';
import { serverSecret } from '../auth/keys';
import { photoUrl, type PhotoVariant } from '../../shared/schemas/unit-photos';

// The photos of a unit that is not live are its host's alone: they may show the inside of a home
// the host has not chosen to show yet. An <img> sends no bearer token, so the URLs the host's own
// calls answer carry a signed grant instead, ?access=<expiry>.<signature>, the signature an HMAC of
// the photo, the variant and the expiry under a secret kept in server_keys. Without a valid grant
// a photo is served only once its unit is published (services/unit-photos.ts photoFile).
//
// A grant runs to the end of the next UTC day: the URL stays the same all day, so the browser's
// cache keeps working, and a URL copied out of the portal stops working within two days.

const KEY_NAME = 'photo-access-secret';
const DAY_SECONDS = 86_400;

const secretOf = serverSecret(KEY_NAME);

const signatureOf = (secret: string, photoId: string, variant: PhotoVariant, expiry: number) =>
  createHmac('sha256', secret).update(`${photoId}/${variant}/${expiry}`).digest('base64url');

/** Makes the host's photo URLs: photoUrls(id) answers the large and thumbnail URLs with their grants. */
export async function hostPhotoUrls(db: Db, now = new Date()) {
  const secret = await secretOf(db);
  const expiry = (Math.floor(now.getTime() / 1000 / DAY_SECONDS) + 2) * DAY_SECONDS;
  const signed = (photoId: string, variant: PhotoVariant) => `${photoUrl(photoId, variant)}?access=${expiry}.${signatureOf(secret, photoId, variant, expiry)}`;
  return (photoId: string) => ({ url: signed(photoId, 'large'), thumbnailUrl: signed(photoId, 'thumbnail') });
}

/** Whether `access` (the URL's grant, if any) lets its holder see this photo now. */
export async function photoAccessGranted(db: Db, photoId: string, variant: PhotoVariant, access: string | undefined, now = new Date()): Promise<boolean> {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(access ?? '');
  if (!match) return false;
  const expiry = Number(match[1]);
  if (expiry * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signatureOf(await secretOf(db), photoId, variant, expiry));
  const given = Buffer.from(match[2]!);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
