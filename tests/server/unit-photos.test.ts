import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { pngBomb } from '../support/png-bomb';
import { apiHarness, ALPINE, ANNA } from '../support/api';
import { auditLog, units } from '../../src/server/db/schema';
import { coverThumbnailUrls } from '../../src/server/services/unit-photo-covers';
import { hostPhotoUrls } from '../../src/server/services/photo-access';
import { toProperty, toPropertyListItem, toUnitCard } from '../../src/server/services/listing-views';
import { findUnit } from '../../src/server/services/units';

let h: Awaited<ReturnType<typeof apiHarness>>;
let unitId: string;
let alpineUnit: string;
beforeAll(async () => {
  h = await apiHarness();
  const { json: p } = await h.call('POST', '/api/app/properties', { as: ANNA, body: { propertyType: 'multi', accommodationType: 'guesthouse', title: 'Photo house' } });
  unitId = p.unitIds[0];
  const alpine = (await h.call('GET', '/api/app/properties', { as: ALPINE })).json.items[0];
  alpineUnit = (await h.call('GET', `/api/app/properties/${alpine.id}`, { as: ALPINE })).json.unitIds[0];
});
afterAll(() => h.close());

const image = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png', background = '#3a7') =>
  sharp({ create: { width, height, channels: 3, background } })[format]().toBuffer();

async function upload(unit: string, bytes: Buffer | Uint8Array, opts: { as?: string; name?: string; type?: string; field?: string } = {}) {
  const form = new FormData();
  form.append(opts.field ?? 'file', new File([new Uint8Array(bytes)], opts.name ?? 'photo.jpg', { type: opts.type ?? 'image/jpeg' }));
  const res = await h.app.request(`/api/app/property-unit/${unit}/photos`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await h.token(opts.as ?? ANNA)}` },
    body: form,
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : undefined };
}

const fieldOf = (r: { json: { invalidParams: { name: string; reason: string }[] } }) => r.json.invalidParams.map((p) => p.name);
const list = async (unit = unitId) =>
  (await h.call('GET', `/api/app/property-unit/${unit}/photos`, { as: ANNA })).json.items as { id: string; position: number; caption: string | null; url: string; thumbnailUrl: string }[];
const ids = async (unit = unitId) => (await list(unit)).map((p) => p.id);

describe('uploading', () => {
  it('decides the type by the bytes: a PNG sent as image/jpeg named .jpg is accepted and re-encoded as JPEG', async () => {
    const r = await upload(unitId, await image(1200, 800, 'png'), { name: 'beach.jpg', type: 'image/jpeg' });
    expect(r.status).toBe(201);
    expect(r.json).toMatchObject({ position: 0, caption: null, width: 1200, height: 800 });
    // The unit is not published: the URL carries the host's grant (services/photo-access.ts).
    expect(r.json.url).toMatch(new RegExp(`^/api/public/photos/${r.json.id}/large\\?access=\\d+\\.[\\w-]{43}$`));
    expect(r.json.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    const large = await h.app.request(r.json.url);
    expect(large.status).toBe(200);
    expect(large.headers.get('content-type')).toBe('image/jpeg');
    expect(large.headers.get('cache-control')).toBe('private, max-age=86400');
    expect(large.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await large.arrayBuffer());
    expect((await sharp(bytes).metadata()).format).toBe('jpeg');

    const thumb = Buffer.from(await (await h.app.request(r.json.thumbnailUrl)).arrayBuffer());
    expect(await sharp(thumb).metadata()).toMatchObject({ format: 'jpeg', width: 480, height: 320 });
  });

  it('refuses a text file named x.jpg and declared image/jpeg (415, field file)', async () => {
    const r = await upload(unitId, Buffer.from('hello, I am not a photo\n'.repeat(100)), { name: 'x.jpg', type: 'image/jpeg' });
    expect(r.status).toBe(415);
    expect(r.headers.get('content-type')).toContain('application/problem+json');
    expect(fieldOf(r)).toEqual(['file']);
    expect(r.json.invalidParams[0].reason).toContain('image/jpeg, image/png, image/webp');
  });

  it('refuses an SVG or a GIF even though they are images (only the configured types)', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="2000"><rect width="2000" height="2000"/></svg>');
    expect((await upload(unitId, svg, { type: 'image/svg+xml' })).status).toBe(415);
    const gif = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#000' } }).gif().toBuffer();
    expect((await upload(unitId, gif, { type: 'image/gif' })).status).toBe(415);
  });

  it('refuses a photo smaller than the configuration minimum, naming both sizes', async () => {
    const r = await upload(unitId, await image(800, 600, 'jpeg'));
    expect(r.status).toBe(400);
    expect(fieldOf(r)).toEqual(['file']);
    expect(r.json.invalidParams[0].reason).toBe('must be at least 1024 × 683 pixels (this one is 800 × 600)');
  });

  it('refuses a photo wider than 16000 px before decoding it', async () => {
    const r = await upload(unitId, await image(16001, 700, 'png'));
    expect(r.status).toBe(400);
    expect(fieldOf(r)).toEqual(['file']);
    expect(r.json.invalidParams[0].reason).toContain('at most 16000 × 16000 pixels');
  });

  it('refuses a small file that would decode to a huge bitmap, by its header, without decoding it', async () => {
    const bomb = pngBomb(16001, 16001);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const r = await upload(unitId, bomb, { type: 'image/png' });
    expect([r.status, r.json.invalidParams[0].reason]).toEqual([400, 'must be at most 16000 × 16000 pixels (this one is 16001 × 16001)']);
  });

  it('refuses a file over 20 MB with 413 naming file, while JSON calls keep their 1 MB limit', async () => {
    const big = Buffer.alloc(21 * 1024 * 1024, 1);
    big.set([0xff, 0xd8, 0xff], 0);
    const r = await upload(unitId, big);
    expect(r.status).toBe(413);
    expect(fieldOf(r)).toEqual(['file']);
    const json = await h.call('POST', '/api/app/properties', { as: ANNA, rawBody: JSON.stringify({ title: 'x'.repeat(1024 * 1024 + 10) }) });
    expect(json.status).toBe(413);
  });

  it('accepts a photo between 1 and 20 MB (the larger limit applies to the upload route)', async () => {
    // Random noise does not compress, so this PNG is several megabytes.
    const noise = await sharp(Buffer.from(Array.from({ length: 1100 * 1100 * 3 }, () => Math.floor(Math.random() * 256))), { raw: { width: 1100, height: 1100, channels: 3 } }).png().toBuffer();
    expect(noise.length).toBeGreaterThan(1024 * 1024);
    const r = await upload(unitId, noise);
    expect(r.status).toBe(201);
    await h.call('DELETE', `/api/app/property-unit/${unitId}/photos/${r.json.id}`, { as: ANNA });
  });

  it('applies the camera rotation and strips the metadata', async () => {
    const rotated = await sharp({ create: { width: 1600, height: 1100, channels: 3, background: '#123' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'Secret Camera Owner' } } })
      .toBuffer();
    const r = await upload(unitId, rotated);
    expect(r.status).toBe(201);
    expect([r.json.width, r.json.height]).toEqual([1100, 1600]);
    const stored = Buffer.from(await (await h.app.request(r.json.url)).arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect([meta.width, meta.height, meta.exif, meta.orientation]).toEqual([1100, 1600, undefined, undefined]);
    expect(stored.includes('Secret Camera Owner')).toBe(false);
  });

  it('names the field when no file is sent', async () => {
    const r = await upload(unitId, await image(1200, 800), { field: 'photo' });
    expect(r.status).toBe(400);
    expect(fieldOf(r)).toEqual(['file']);
  });
});

describe('arranging', () => {
  let a: string, b: string, c: string;
  beforeAll(async () => {
    const { json: p } = await h.call('POST', '/api/app/properties', { as: ANNA, body: { propertyType: 'multi', accommodationType: 'guesthouse', title: 'Order house' } });
    const unit = p.unitIds[0];
    a = (await upload(unit, await image(1100, 800, 'jpeg', '#a00'))).json.id;
    b = (await upload(unit, await image(1100, 800, 'webp', '#0a0'))).json.id;
    c = (await upload(unit, await image(1100, 800, 'png', '#00a'))).json.id;
    unitId2 = unit;
  });
  let unitId2: string;

  it('appends at the end, in upload order', async () => {
    expect((await list(unitId2)).map((p) => [p.id, p.position])).toEqual([
      [a, 0],
      [b, 1],
      [c, 2],
    ]);
  });

  it('reorders to exactly the list sent, and refuses a list that is not exactly the photos', async () => {
    const r = await h.call('PATCH', `/api/app/property-unit/${unitId2}/photos/order`, { as: ANNA, body: { photoIds: [c, a, b] } });
    expect(r.status).toBe(200);
    expect(r.json.items.map((p: { id: string }) => p.id)).toEqual([c, a, b]);
    for (const photoIds of [[c, a], [c, a, b, b], [c, a, '0190a1b2-0000-4000-8000-000000000000']]) {
      const bad = await h.call('PATCH', `/api/app/property-unit/${unitId2}/photos/order`, { as: ANNA, body: { photoIds } });
      expect([bad.status, bad.json.invalidParams[0].name]).toEqual([400, 'photoIds']);
    }
    expect(await ids(unitId2)).toEqual([c, a, b]);
  });

  it('makes a photo the cover: it moves to 0, the ones before it move one later', async () => {
    const r = await h.call('POST', `/api/app/property-unit/${unitId2}/photos/${b}/cover`, { as: ANNA });
    expect(r.status).toBe(200);
    expect(r.json.items.map((p: { id: string; position: number }) => [p.id, p.position])).toEqual([
      [b, 0],
      [c, 1],
      [a, 2],
    ]);
  });

  it('captions a photo (trimmed; empty clears it) and refuses an overlong caption', async () => {
    const r = await h.call('PATCH', `/api/app/property-unit/${unitId2}/photos/${c}`, { as: ANNA, body: { caption: '  Sea view  ' } });
    expect([r.status, r.json.caption]).toEqual([200, 'Sea view']);
    expect((await list(unitId2)).find((p) => p.id === c)!.caption).toBe('Sea view');
    expect((await h.call('PATCH', `/api/app/property-unit/${unitId2}/photos/${c}`, { as: ANNA, body: { caption: '' } })).json.caption).toBeNull();
    const long = await h.call('PATCH', `/api/app/property-unit/${unitId2}/photos/${c}`, { as: ANNA, body: { caption: 'x'.repeat(251) } });
    expect([long.status, long.json.invalidParams[0].name]).toEqual([400, 'caption']);
  });

  it('deletes a photo and closes the gap; its image is gone', async () => {
    const granted = (await list(unitId2)).find((p) => p.id === b)!.url;
    expect((await h.app.request(granted)).status).toBe(200);
    const r = await h.call('DELETE', `/api/app/property-unit/${unitId2}/photos/${b}`, { as: ANNA });
    expect(r.status).toBe(204);
    expect((await list(unitId2)).map((p) => [p.id, p.position])).toEqual([
      [c, 0],
      [a, 1],
    ]);
    expect((await h.app.request(granted)).status).toBe(404);
  });

  it('writes an audit row for every change', async () => {
    const rows = await h.database.db.select().from(auditLog).where(eq(auditLog.target, unitId2));
    const actions = rows.map((r) => r.action);
    for (const action of ['unit.photo.add', 'unit.photo.order', 'unit.photo.cover', 'unit.photo.caption', 'unit.photo.delete']) expect(actions).toContain(action);
  });

  it('the unit card and the property image are the cover thumbnail', async () => {
    const { unit, property } = await findUnit(h.database.db, await hostIdOf(unitId2), unitId2);
    const covers = await coverThumbnailUrls(h.database.db, unit.hostId, [unitId2, unitId]);
    const cover = covers.get(unitId2)!;
    expect(cover).toMatch(new RegExp(`^/api/public/photos/${c}/thumbnail\\?access=`));
    expect(toUnitCard(unit, property, covers).image).toBe(cover);
    expect(toPropertyListItem(property, [unit], covers).image).toBe(cover);
    expect(toProperty(property, [unit], covers).thumbnail).toBe(cover);
    // the calls that show them: the property list, the property and its unit cards
    const listed = (await h.call('GET', '/api/app/properties?limit=100', { as: ANNA })).json.items.find((p: { id: string }) => p.id === property.id);
    expect(listed.image).toBe(cover);
    expect((await h.call('GET', `/api/app/properties/${property.id}`, { as: ANNA })).json.thumbnail).toBe(cover);
    const cards = (await h.call('GET', `/api/app/properties/${property.id}/units`, { as: ANNA })).json.items;
    expect(cards.find((u: { id: string }) => u.id === unitId2).image).toBe(cover);
    // without covers (or for another host) there is no image
    expect(toUnitCard(unit, property, new Map()).image).toBeNull();
    expect((await coverThumbnailUrls(h.database.db, '0190a1b2-0000-7000-8000-000000000000', [unitId2])).size).toBe(0);
  });
});

async function hostIdOf(unit: string) {
  const [row] = await h.database.db.select({ hostId: units.hostId }).from(units).where(eq(units.id, unit));
  return row.hostId;
}

describe('scoping', () => {
  it("another host's unit and photos answer 404 like missing ones, and nothing changes", async () => {
    const theirPhoto = (await upload(alpineUnit, await image(1100, 800), { as: ALPINE })).json.id;
    const missing = '0190a1b2-0000-7000-8000-000000000000';
    expect((await upload(alpineUnit, await image(1100, 800))).status).toBe(404);
    const calls: [string, string, unknown?][] = [
      ['GET', `${alpineUnit}/photos`],
      ['PATCH', `${alpineUnit}/photos/order`, { photoIds: [theirPhoto] }],
      ['PATCH', `${alpineUnit}/photos/${theirPhoto}`, { caption: 'mine' }],
      ['POST', `${alpineUnit}/photos/${theirPhoto}/cover`],
      ['DELETE', `${alpineUnit}/photos/${theirPhoto}`],
      // Their photo through my own unit is not found either.
      ['PATCH', `${unitId}/photos/${theirPhoto}`, { caption: 'mine' }],
      ['DELETE', `${unitId}/photos/${theirPhoto}`],
      ['GET', `${missing}/photos`],
    ];
    for (const [method, path, body] of calls) {
      const r = await h.call(method, `/api/app/property-unit/${path}`, { as: ANNA, body });
      expect([method, path, r.status]).toEqual([method, path, 404]);
    }
    const theirs = (await h.call('GET', `/api/app/property-unit/${alpineUnit}/photos`, { as: ALPINE })).json.items;
    expect(theirs.at(-1)).toMatchObject({ id: theirPhoto, caption: null });
    expect(theirs.length).toBeGreaterThan(1); // the demo unit's seeded pictures come first, still there
  });

  it('needs a token for every call but the image files; an unknown image is 404', async () => {
    expect((await h.call('GET', `/api/app/property-unit/${unitId}/photos`)).status).toBe(401);
    expect((await h.app.request('/api/public/photos/not-a-uuid/large')).status).toBe(404);
    expect((await h.app.request('/api/public/photos/0190a1b2-0000-4000-8000-000000000000/thumbnail')).status).toBe(404);
    expect((await h.app.request('/api/public/photos/0190a1b2-0000-4000-8000-000000000000/original')).status).toBe(400);
  });
});

describe('who sees a photo of a unit not published', () => {
  let photo: { id: string; url: string; thumbnailUrl: string };
  const plain = () => `/api/public/photos/${photo.id}/large`;
  const accessOf = (url: string) => new URL(url, 'http://x').searchParams.get('access')!;
  beforeAll(async () => {
    const { json: p } = await h.call('POST', '/api/app/properties', { as: ANNA, body: { propertyType: 'multi', accommodationType: 'guesthouse', title: 'Private house' } });
    await upload(p.unitIds[0], await image(1100, 800, 'jpeg', '#555'));
    photo = (await list(p.unitIds[0]))[0]!;
  });

  it('its host, by the URL the host was given; nobody by the bare id', async () => {
    expect((await h.app.request(photo.url)).status).toBe(200);
    expect((await h.app.request(photo.thumbnailUrl)).status).toBe(200);
    const bare = await h.app.request(plain());
    expect(bare.status).toBe(404);
    expect((await h.app.request(`/api/public/photos/${photo.id}/thumbnail`)).status).toBe(404);
  });

  it('refuses a grant that is forged, moved to another variant or photo, or expired', async () => {
    const access = accessOf(photo.url);
    const [expiry, signature] = access.split('.') as [string, string];
    const flipped = signature.slice(0, -1) + (signature.endsWith('A') ? 'B' : 'A');
    expect((await h.app.request(`${plain()}?access=${expiry}.${flipped}`)).status).toBe(404);
    // a later expiry under the same signature
    expect((await h.app.request(`${plain()}?access=${Number(expiry) + 86_400}.${signature}`)).status).toBe(404);
    // the thumbnail's grant does not open the large image
    expect((await h.app.request(`${plain()}?access=${accessOf(photo.thumbnailUrl)}`)).status).toBe(404);
    // nor another photo's
    const other = (await list())[0]!;
    expect((await h.app.request(`${plain()}?access=${accessOf(other.url)}`)).status).toBe(404);
    expect((await h.app.request(`${plain()}?access=not-a-grant`)).status).toBe(404);
    // a grant made three days ago has run out
    const old = (await hostPhotoUrls(h.database.db, new Date(Date.now() - 3 * 86_400_000)))(photo.id).url;
    expect((await h.app.request(old)).status).toBe(404);
    const fresh = (await hostPhotoUrls(h.database.db))(photo.id).url;
    expect((await h.app.request(fresh)).status).toBe(200);
  });
});
