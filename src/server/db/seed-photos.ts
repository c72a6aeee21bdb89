import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Db } from './client';
import { properties, unitPhotos, units } from './schema';
import { DEMO_PICTURE_MIME_TYPE, renderDemoPictures, type DemoPicture, type DemoScene } from './demo-pictures';

// Every demo unit gets pictures (demo-pictures.ts), stored as the upload path stores a photo
// (services/unit-photos.ts addPhoto): one row per picture with its large image and thumbnail,
// positions 0..n-1 with the cover at 0, no caption (so the pages use their translated alt texts).

/**
 * Pictures per demo unit: enough for a gallery, few enough to keep seeding fast (each takes about
 * 20 ms of CPU time to draw and encode, so a fourth per unit would add a third to that).
 */
export const DEMO_PHOTOS_PER_UNIT = 3;

// Each demo unit's surroundings and colours, by its property's and its own title. A unit not
// named here (a demo listing added later) gets the fallback, so it still has pictures.
const SCENES: Record<string, DemoScene> = {
  'Villa Aurora': { landform: 'hills', palette: { far: '#9bb06b', near: '#6f8f45', walls: '#e8d3b0', roof: '#b5562f' } },
  'Casa Marina Guesthouse/Sea-view double room': { landform: 'sea', palette: { far: '#c9a97a', near: '#e3cfa4', walls: '#f5f1e8', roof: '#3f6f9f' } },
  'Casa Marina Guesthouse/Garden family suite': { landform: 'sea', palette: { far: '#a9b98a', near: '#d8c79c', walls: '#f3e6cf', roof: '#c2643c' } },
  'Alpenblick Apartments/Studio Nordkette': { landform: 'mountains', palette: { far: '#7d8fa6', near: '#4f7d4f', walls: '#d9c3a0', roof: '#6b3f2a' } },
  'Alpenblick Apartments/Family apartment Patscherkofel': { landform: 'mountains', palette: { far: '#8a7fa0', near: '#5d8a4a', walls: '#ece2cf', roof: '#8b2f2f' } },
  'Mas des Lavandes': { landform: 'lavender', palette: { far: '#b9b07a', near: '#a88fd0', walls: '#e6d8bd', roof: '#c0703f' } },
  'Lakeside apartment Bellagio': { landform: 'lake', palette: { far: '#6f8f6a', near: '#cdbb94', walls: '#f2d7a6', roof: '#9c4a2e' } },
};
const FALLBACK_SCENE: DemoScene = { landform: 'hills', palette: { far: '#a3b5a0', near: '#7f9a78', walls: '#e9e1d3', roof: '#7a5c4a' } };

export const demoSceneOf = (propertyTitle: string | null, unitTitle: string | null): DemoScene =>
  SCENES[`${propertyTitle}/${unitTitle}`] ?? SCENES[propertyTitle ?? ''] ?? FALLBACK_SCENE;

/**
 * Starts drawing the pictures of every named scene at once, before the seed writes its rows: sharp
 * works on its own threads, so the drawing overlaps the database work instead of adding to it.
 */
export function drawDemoPictures(): DrawnPictures {
  const drawn: DrawnPictures = new Map();
  for (const scene of Object.values(SCENES)) drawn.set(scene, drawScene(scene));
  return drawn;
}
type DrawnPictures = Map<DemoScene, Promise<DemoPicture[]>>;

// The pictures never change, so a process that seeds several databases (the tests, a restore)
// draws each scene once. A failed drawing is forgotten, so the next seed tries again.
const drawnBefore = new Map<DemoScene, Promise<DemoPicture[]>>();

const drawScene = (scene: DemoScene) => {
  const known = drawnBefore.get(scene);
  if (known) return known;
  const pictures = renderDemoPictures(scene, DEMO_PHOTOS_PER_UNIT);
  drawnBefore.set(scene, pictures);
  // Awaited by seedDemoPhotos; never an unhandled rejection meanwhile.
  pictures.catch(() => drawnBefore.delete(scene));
  return pictures;
};

/** Gives every unit of the (freshly seeded, so demo-only) database its scene's pictures. */
export async function seedDemoPhotos(db: Db, drawn: DrawnPictures) {
  const rows = await db
    .select({ id: units.id, hostId: units.hostId, title: units.title, createdAt: units.createdAt, propertyTitle: properties.title })
    .from(units)
    .innerJoin(properties, eq(properties.id, units.propertyId))
    .orderBy(asc(units.createdAt));
  const values: (typeof unitPhotos.$inferInsert)[] = [];
  for (const unit of rows) {
    const scene = demoSceneOf(unit.propertyTitle, unit.title);
    if (!drawn.has(scene)) drawn.set(scene, drawScene(scene)); // the fallback, drawn only when a unit needs it
    const pictures = await drawn.get(scene)!;
    values.push(
      ...pictures.map((p, position) => ({
        id: randomUUID(),
        hostId: unit.hostId,
        unitId: unit.id,
        position,
        caption: null,
        mimeType: DEMO_PICTURE_MIME_TYPE,
        ...p,
        // A second apart, so the order by position and creation time is the same on every seed.
        createdAt: new Date(unit.createdAt.getTime() + position * 1000),
      })),
    );
  }
  if (values.length > 0) await db.insert(unitPhotos).values(values);
}
