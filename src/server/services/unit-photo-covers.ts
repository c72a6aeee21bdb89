import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { unitPhotos } from '../db/schema';
import { hostPhotoUrls } from './photo-access';
import type { CoverImages } from './listing-views';

// The cover (position 0) of each unit as its thumbnail URL (with the host's grant, photo-access.ts), for the unit cards and the property
// list built by listing-views.ts. Its own file so the unit and property services can use it
// without importing the photo service (which imports them).

/** One query for any number of units; units without photos are absent from the map. */
export async function coverThumbnailUrls(db: Db, hostId: string, unitIds: string[]): Promise<CoverImages> {
  if (unitIds.length === 0) return new Map();
  const rows = await db
    .select({ id: unitPhotos.id, unitId: unitPhotos.unitId })
    .from(unitPhotos)
    .where(and(eq(unitPhotos.hostId, hostId), inArray(unitPhotos.unitId, unitIds), eq(unitPhotos.position, 0)));
  const urls = await hostPhotoUrls(db);
  return new Map(rows.map((r) => [r.unitId, urls(r.id).thumbnailUrl]));
}
