import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { apiHarness } from '../support/api';
import { hosts, unitPhotos, units } from '../../src/server/db/schema';
import { seedDemoData } from '../../src/server/db/seed';
import { DEMO_PHOTOS_PER_UNIT } from '../../src/server/db/seed-photos';
import { DEMO_PICTURE_HEIGHT, DEMO_PICTURE_WIDTH } from '../../src/server/db/demo-pictures';
import { PHOTO_THUMBNAIL_WIDTH } from '../../src/shared/schemas/unit-photos';

// The demo units' pictures (src/server/db/seed-photos.ts): every unit of the seeded demo has
// some, stored as uploads are (large image, thumbnail, cover at position 0), served by the photo
// routes to its host and, for a published unit, to any guest; seeding again adds none.

let h: Awaited<ReturnType<typeof apiHarness>>;
beforeAll(async () => {
  h = await apiHarness();
});
afterAll(() => h.close());

const demoUnits = () =>
  h.database.db.select({ id: units.id, status: units.status, email: hosts.email }).from(units).innerJoin(hosts, eq(hosts.id, units.hostId)).orderBy(asc(units.createdAt));

const photoCount = async () => Number((await h.database.db.select({ n: count() }).from(unitPhotos))[0]!.n);

describe('demo photos', () => {
  it('every demo unit has its pictures, cover first, which its host sees and the photo route serves as JPEG', async () => {
    const all = await demoUnits();
    // anna@ 3, alpine@ 2, marie@ 1, the review desk's host 1 (seed.ts, seed-reviews.ts).
    expect(all.length).toBe(7);
    for (const unit of all) {
      const list = await h.call('GET', `/api/app/property-unit/${unit.id}/photos`, { as: unit.email });
      expect(list.status).toBe(200);
      const items = list.json.items as { position: number; width: number; height: number; url: string; thumbnailUrl: string }[];
      expect(items.map((p) => p.position)).toEqual(Array.from({ length: DEMO_PHOTOS_PER_UNIT }, (_, i) => i));
      for (const photo of items) {
        expect([photo.width, photo.height]).toEqual([DEMO_PICTURE_WIDTH, DEMO_PICTURE_HEIGHT]);
        for (const [url, width, maxBytes] of [
          [photo.url, DEMO_PICTURE_WIDTH, 60 * 1024],
          [photo.thumbnailUrl, PHOTO_THUMBNAIL_WIDTH, 20 * 1024],
        ] as const) {
          const file = await h.app.request(url);
          expect(file.status).toBe(200);
          expect(file.headers.get('content-type')).toBe('image/jpeg');
          const bytes = Buffer.from(await file.arrayBuffer());
          expect(bytes.length).toBeLessThan(maxBytes);
          const meta = await sharp(bytes).metadata();
          expect([meta.format, meta.width]).toEqual(['jpeg', width]);
        }
      }
    }
  });

  it('a published unit shows its pictures to a signed-out guest; each unit has pictures of its own', async () => {
    const published = (await demoUnits()).filter((u) => u.status === 'PUBLISHED');
    expect(published.length).toBeGreaterThan(1);
    const covers = new Set<string>();
    for (const unit of published) {
      const page = await h.call('GET', `/api/public/property-units/${unit.id}`);
      const photos = page.json.photos as { url: string; thumbnailUrl: string }[];
      expect(photos.length).toBe(DEMO_PHOTOS_PER_UNIT);
      const cover = await h.app.request(photos[0]!.url); // no grant: the public file
      expect(cover.status).toBe(200);
      expect(cover.headers.get('content-type')).toMatch(/^image\//);
      covers.add(Buffer.from(await cover.arrayBuffer()).toString('base64'));
    }
    // Drawn in a palette per unit: no two units share a cover.
    expect(covers.size).toBe(published.length);
  });

  it('every demo property card leads with a cover', async () => {
    for (const email of new Set((await demoUnits()).map((u) => u.email))) {
      const list = await h.call('GET', '/api/app/properties', { as: email });
      for (const property of list.json.items as { image: string | null }[]) expect(property.image).toMatch(/^\/api\/public\/photos\/[0-9a-f-]{36}\/thumbnail/);
    }
  });

  it('seeding again adds no pictures', async () => {
    const before = await photoCount();
    expect(before).toBe((await demoUnits()).length * DEMO_PHOTOS_PER_UNIT);
    expect(await seedDemoData(h.database)).toBe(0);
    expect(await photoCount()).toBe(before);
  });
});
