import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { hostImages, hosts } from '../db/schema';
import { notFound } from '../domain-errors';
import { PHOTO_CONSTRAINTS } from '../config/properties-configuration/photos';
import { recordAudit } from './audit';
import { processPhoto } from './unit-photos';
import type { Actor } from '../domain-types';
import {
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_MIME_TYPES,
  PROFILE_IMAGE_MIN_SIDE,
  profileImageUrl,
  type ProfileImage,
  type ProfileImageUrls,
  type ProfileImageVariant,
} from '../../shared/schemas/account-image';

// The host's profile picture (AS §3 imageUrls, AS §7 POST/DELETE /api/app/user/image).
// Checked and re-encoded exactly like unit photos (unit-photos.ts processPhoto: content sniffing,
// size and pixel limits, JPEG re-encoding without metadata), only with a smaller minimum size.
// One picture per host (host_images keyed by host); hosts.image_urls holds its two URLs.

const PROFILE_IMAGE_CONSTRAINTS = {
  ...PHOTO_CONSTRAINTS,
  mimeTypes: PROFILE_IMAGE_MIME_TYPES,
  maxFileSizeBytes: Math.min(PROFILE_IMAGE_MAX_BYTES, PHOTO_CONSTRAINTS.maxFileSizeBytes),
  minWidth: PROFILE_IMAGE_MIN_SIDE,
  minHeight: PROFILE_IMAGE_MIN_SIDE,
};
const STORED_MIME_TYPE = 'image/jpeg';

/** The picture's version in its URLs: the upload's time, so every upload has new URLs. */
const versionOf = (updatedAt: Date) => updatedAt.getTime().toString(36);

const urlsOf = (hostId: string, updatedAt: Date): ProfileImageUrls => ({
  large: profileImageUrl(hostId, versionOf(updatedAt), 'large'),
  thumbnail: profileImageUrl(hostId, versionOf(updatedAt), 'thumbnail'),
});

/** Replaces the host's picture (if any) with the upload; throws a problem naming `file` when refused. */
export async function uploadProfileImage(db: Db, actor: Actor, bytes: Buffer): Promise<ProfileImage> {
  const processed = await processPhoto(bytes, PROFILE_IMAGE_CONSTRAINTS);
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    // Locks the host row: two uploads at once end with one picture whose URLs match its bytes.
    await tx.select({ id: hosts.id }).from(hosts).where(eq(hosts.id, actor.host.id)).for('update');
    const [previous] = await tx.select({ updatedAt: hostImages.updatedAt }).from(hostImages).where(eq(hostImages.hostId, actor.host.id));
    // Strictly later than the previous version, so the URLs change even within one millisecond.
    const updatedAt = new Date(Math.max(Date.now(), (previous?.updatedAt.getTime() ?? 0) + 1));
    const values = { mimeType: STORED_MIME_TYPE, ...processed, updatedAt };
    await tx
      .insert(hostImages)
      .values({ hostId: actor.host.id, ...values })
      .onConflictDoUpdate({ target: hostImages.hostId, set: values });
    const imageUrls = urlsOf(actor.host.id, updatedAt);
    await tx.update(hosts).set({ imageUrls, updatedAt: new Date() }).where(eq(hosts.id, actor.host.id));
    await recordAudit(tx, {
      ...actor,
      action: 'user.image.upload',
      target: actor.host.id,
      detail: { width: processed.width, height: processed.height, bytes: bytes.length, replaced: previous !== undefined },
    });
    return { imageUrls, width: processed.width, height: processed.height };
  });
}

/** Removes the picture and its URLs; 404 when there is none. */
export async function deleteProfileImage(db: Db, actor: Actor): Promise<void> {
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const removed = await tx.delete(hostImages).where(eq(hostImages.hostId, actor.host.id)).returning({ hostId: hostImages.hostId });
    if (removed.length === 0) throw notFound('profile image');
    await tx.update(hosts).set({ imageUrls: null, updatedAt: new Date() }).where(eq(hosts.id, actor.host.id));
    await recordAudit(tx, { ...actor, action: 'user.image.delete', target: actor.host.id });
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The bytes behind a picture URL; an old version's URL answers 404, so a deleted or replaced picture is gone. */
export async function profileImageFile(db: Db, hostId: string, version: string, variant: ProfileImageVariant) {
  if (!UUID.test(hostId)) throw notFound('profile image');
  const [row] = await db
    .select({ mimeType: hostImages.mimeType, updatedAt: hostImages.updatedAt, bytes: variant === 'large' ? hostImages.image : hostImages.thumbnail })
    .from(hostImages)
    .where(eq(hostImages.hostId, hostId))
    .limit(1);
  if (!row || versionOf(row.updatedAt) !== version) throw notFound('profile image');
  return row;
}
