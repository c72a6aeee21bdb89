import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import sharp, { type Metadata } from 'sharp';
import type { Db } from '../db/client';
import { properties, unitPhotos, units } from '../db/schema';
import { DomainError, invalid, notFound, type DomainErrorKind } from '../domain-errors';
import { PHOTO_CONSTRAINTS } from '../config/properties-configuration/photos';
import { recordAudit } from './audit';
import type { Actor } from '../domain-types';
import { findUnit } from './units';
import { hostPhotoUrls, photoAccessGranted } from './photo-access';
import {
  PHOTO_FILE_FIELD,
  PHOTO_LARGE_MAX_SIDE,
  PHOTO_THUMBNAIL_WIDTH,
  type PhotoVariant,
  type UnitPhoto,
} from '../../shared/schemas/unit-photos';

// Unit photos (HC §3 photosConstraints, HC §5; DESIGN "uploads sniffed by content,
// size- and pixel-limited, re-encoded"). The declared type and the file name are never trusted:
// the bytes decide. Only the re-encoded large image and thumbnail are stored, so no camera
// metadata (GPS position!) and no crafted payload ever reaches a guest's browser.

const MB = 1024 * 1024;
/** The whole multipart body may exceed the file by its headers and boundary; this is plenty. */
export const PHOTO_UPLOAD_BODY_LIMIT = PHOTO_CONSTRAINTS.maxFileSizeBytes + 64 * 1024;
const STORED_MIME_TYPE = 'image/jpeg';

/** Magic numbers of the formats we accept. Checked before libvips sees the bytes, so no other decoder (SVG, TIFF, PDF...) ever runs on an upload. */
function sniffMimeType(bytes: Uint8Array): string | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}
const SHARP_FORMAT_MIME: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

const FILE_PROBLEM_KIND = { 400: 'invalid', 409: 'conflict', 413: 'too-large', 415: 'unsupported-media-type' } as const satisfies Record<number, DomainErrorKind>;
const fileProblem = (status: keyof typeof FILE_PROBLEM_KIND, reason: string) =>
  new DomainError(FILE_PROBLEM_KIND[status], reason, {
    title: status === 415 ? 'Unsupported image type' : status === 413 ? 'Photo too large' : 'Invalid photo',
    invalidParams: [{ name: PHOTO_FILE_FIELD, reason }],
  });
export const photoTooLarge = () => fileProblem(413, `must be at most ${PHOTO_CONSTRAINTS.maxFileSizeBytes / MB} MB`);

interface ProcessedPhoto {
  width: number;
  height: number;
  image: Buffer;
  thumbnail: Buffer;
}

/** Sniffs, checks and re-encodes one upload; throws a problem naming `file` when it is refused. */
export async function processPhoto(bytes: Buffer, constraints: Pick<typeof PHOTO_CONSTRAINTS, 'mimeTypes' | 'maxFileSizeBytes'> & Record<'minWidth' | 'minHeight' | 'maxWidth' | 'maxHeight', number> = PHOTO_CONSTRAINTS): Promise<ProcessedPhoto> {
  if (bytes.length === 0) throw fileProblem(400, 'is empty');
  if (bytes.length > constraints.maxFileSizeBytes) throw photoTooLarge();
  const sniffed = sniffMimeType(bytes);
  const accepted = constraints.mimeTypes.join(', ');
  if (!sniffed || !(constraints.mimeTypes as readonly string[]).includes(sniffed)) throw fileProblem(415, `must be one of ${accepted}`);
  // The pixel limit stops a small file that decodes to a huge bitmap (a "decompression bomb").
  const options = { limitInputPixels: constraints.maxWidth * constraints.maxHeight, failOn: 'error' as const };
  let meta: Metadata;
  try {
    // Only the header is read here, so no pixel limit yet: an oversized photo gets the clear
    // "at most … pixels" answer below instead of a generic decoding error.
    meta = await sharp(bytes, { failOn: 'error', limitInputPixels: false }).metadata();
  } catch {
    throw fileProblem(400, 'could not be read as an image');
  }
  if (SHARP_FORMAT_MIME[meta.format ?? ''] !== sniffed) throw fileProblem(415, `must be one of ${accepted}`);
  // Sizes as the guest will see the photo, after the camera's rotation is applied.
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  const height = meta.autoOrient?.height ?? meta.height ?? 0;
  if (width > constraints.maxWidth || height > constraints.maxHeight) {
    throw fileProblem(400, `must be at most ${constraints.maxWidth} × ${constraints.maxHeight} pixels (this one is ${width} × ${height})`);
  }
  if (width < constraints.minWidth || height < constraints.minHeight) {
    throw fileProblem(400, `must be at least ${constraints.minWidth} × ${constraints.minHeight} pixels (this one is ${width} × ${height})`);
  }
  try {
    // White behind transparent PNG/WebP areas: JPEG has no alpha and would show them black.
    const base = sharp(bytes, options).autoOrient().flatten({ background: '#ffffff' });
    const [large, thumbnail] = await Promise.all([
      base.clone().resize({ width: PHOTO_LARGE_MAX_SIDE, height: PHOTO_LARGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 82, progressive: true }).toBuffer({ resolveWithObject: true }),
      base.clone().resize({ width: PHOTO_THUMBNAIL_WIDTH, withoutEnlargement: true }).jpeg({ quality: 78, progressive: true }).toBuffer(),
    ]);
    return { width: large.info.width, height: large.info.height, image: large.data, thumbnail };
  } catch {
    throw fileProblem(400, 'could not be read as an image');
  }
}

type PhotoRow = Pick<typeof unitPhotos.$inferSelect, 'id' | 'position' | 'caption' | 'width' | 'height'>;
const columns = { id: unitPhotos.id, position: unitPhotos.position, caption: unitPhotos.caption, width: unitPhotos.width, height: unitPhotos.height };

type PhotoUrls = Awaited<ReturnType<typeof hostPhotoUrls>>;

/**
 * A photo as its host sees it: its URLs carry the host's grant (services/photo-access.ts). A
 * write makes them last, once its checks passed: the grant's secret is made on first use, and a
 * refused call writes nothing.
 */
const toPhoto = (row: PhotoRow, urls: PhotoUrls): UnitPhoto => ({
  id: row.id,
  position: row.position,
  caption: row.caption,
  width: row.width,
  height: row.height,
  ...urls(row.id),
});


const photosOf = (db: Db, hostId: string, unitId: string) =>
  db.select(columns).from(unitPhotos).where(and(eq(unitPhotos.unitId, unitId), eq(unitPhotos.hostId, hostId))).orderBy(asc(unitPhotos.position), asc(unitPhotos.createdAt));

export async function listPhotos(db: Db, hostId: string, unitId: string) {
  const { unit } = await findUnit(db, hostId, unitId);
  const urls = await hostPhotoUrls(db);
  return { items: (await photosOf(db, hostId, unit.id)).map((row) => toPhoto(row, urls)) };
}

/** One transaction per write; the unit row is locked so concurrent writes to its photos queue up. */
async function inUnit<T>(db: Db, actor: Actor, unitId: string, work: (tx: Db, unitId: string, photos: PhotoRow[]) => Promise<T>) {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const { unit } = await findUnit(tx, actor.host.id, unitId, true);
    return work(tx, unit.id, await photosOf(tx, actor.host.id, unit.id));
  });
}

const findPhoto = (photos: PhotoRow[], photoId: string) => {
  const photo = photos.find((p) => p.id === photoId);
  if (!photo) throw notFound('photo');
  return photo;
};

/** Appends one photo at the end; the first photo of a unit becomes its cover. */
export async function addPhoto(db: Db, actor: Actor, unitId: string, bytes: Buffer) {
  await findUnit(db, actor.host.id, unitId); // a foreign unit is 404 before any decoding work
  const processed = await processPhoto(bytes);
  return inUnit(db, actor, unitId, async (tx, id, photos) => {
    if (photos.length >= PHOTO_CONSTRAINTS.maxCount) throw fileProblem(409, `a unit can have at most ${PHOTO_CONSTRAINTS.maxCount} photos`);
    const [row] = await tx
      .insert(unitPhotos)
      .values({ id: randomUUID(), hostId: actor.host.id, unitId: id, position: photos.length, mimeType: STORED_MIME_TYPE, ...processed })
      .returning(columns);
    await recordAudit(tx, { ...actor, action: 'unit.photo.add', target: id, detail: { photoId: row.id, width: row.width, height: row.height, bytes: bytes.length } });
    return toPhoto(row, await hostPhotoUrls(tx));
  });
}

export async function reorderPhotos(db: Db, actor: Actor, unitId: string, photoIds: string[]) {
  return inUnit(db, actor, unitId, async (tx, id, photos) => {
    const current = new Set(photos.map((p) => p.id));
    if (photoIds.length !== current.size || new Set(photoIds).size !== photoIds.length || photoIds.some((p) => !current.has(p))) {
      throw invalid([{ name: 'photoIds', reason: "must list each of the unit's photos exactly once" }]);
    }
    for (const [position, photoId] of photoIds.entries()) {
      await tx.update(unitPhotos).set({ position }).where(and(eq(unitPhotos.id, photoId), eq(unitPhotos.unitId, id)));
    }
    await recordAudit(tx, { ...actor, action: 'unit.photo.order', target: id, detail: { photoIds } });
    const urls = await hostPhotoUrls(tx);
    return { items: (await photosOf(tx, actor.host.id, id)).map((row) => toPhoto(row, urls)) };
  });
}

export async function setPhotoCaption(db: Db, actor: Actor, unitId: string, photoId: string, caption: string | null) {
  return inUnit(db, actor, unitId, async (tx, id, photos) => {
    const photo = findPhoto(photos, photoId);
    const value = caption || null;
    await tx.update(unitPhotos).set({ caption: value }).where(eq(unitPhotos.id, photo.id));
    await recordAudit(tx, { ...actor, action: 'unit.photo.caption', target: id, detail: { photoId, caption: value } });
    return toPhoto({ ...photo, caption: value }, await hostPhotoUrls(tx));
  });
}

/** The cover moves to position 0; the photos before it move one place later. */
export async function setCoverPhoto(db: Db, actor: Actor, unitId: string, photoId: string) {
  return inUnit(db, actor, unitId, async (tx, id, photos) => {
    const photo = findPhoto(photos, photoId);
    await tx.update(unitPhotos).set({ position: sql`${unitPhotos.position} + 1` }).where(and(eq(unitPhotos.unitId, id), lt(unitPhotos.position, photo.position)));
    await tx.update(unitPhotos).set({ position: 0 }).where(eq(unitPhotos.id, photo.id));
    await recordAudit(tx, { ...actor, action: 'unit.photo.cover', target: id, detail: { photoId } });
    const urls = await hostPhotoUrls(tx);
    return { items: (await photosOf(tx, actor.host.id, id)).map((row) => toPhoto(row, urls)) };
  });
}

/** Deletes one photo and closes the gap, so positions stay 0..n-1. */
export async function deletePhoto(db: Db, actor: Actor, unitId: string, photoId: string) {
  return inUnit(db, actor, unitId, async (tx, id, photos) => {
    const photo = findPhoto(photos, photoId);
    await tx.delete(unitPhotos).where(eq(unitPhotos.id, photo.id));
    await tx.update(unitPhotos).set({ position: sql`${unitPhotos.position} - 1` }).where(and(eq(unitPhotos.unitId, id), gt(unitPhotos.position, photo.position)));
    await recordAudit(tx, { ...actor, action: 'unit.photo.delete', target: id, detail: { photoId } });
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The bytes behind a photo URL: a photo of a published unit for anyone, any other photo of a unit
 * not deleted only with its host's grant (`access`). Answers whether it was served by the grant.
 */
export async function photoFile(db: Db, photoId: string, variant: PhotoVariant, access?: string) {
  if (!UUID.test(photoId)) throw notFound('photo');
  const [row] = await db
    .select({ mimeType: unitPhotos.mimeType, bytes: variant === 'large' ? unitPhotos.image : unitPhotos.thumbnail, unitStatus: units.status })
    .from(unitPhotos)
    .innerJoin(units, eq(units.id, unitPhotos.unitId))
    .innerJoin(properties, eq(properties.id, units.propertyId))
    .where(and(eq(unitPhotos.id, photoId), isNull(units.deletedAt), isNull(properties.deletedAt)))
    .limit(1);
  if (!row) throw notFound('photo');
  const { unitStatus, ...file } = row;
  if (await photoAccessGranted(db, photoId, variant, access)) return { ...file, granted: true };
  // Like a missing photo: an unpublished unit's photos are not even said to exist.
  if (unitStatus !== 'PUBLISHED') throw notFound('photo');
  return { ...file, granted: false };
}
