import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { apiHarness, ALPINE, ANNA, STAFF } from '../support/api';
import { auditLog, hostImages } from '../../src/server/db/schema';

// POST/DELETE /api/app/user/image and the served picture (AS §3 imageUrls, AS §7).

let h: Awaited<ReturnType<typeof apiHarness>>;
let alpineId: string;
let annaId: string;
beforeAll(async () => {
  h = await apiHarness();
  alpineId = (await h.call('GET', '/api/app/user/info', { as: ALPINE })).json.userId;
  annaId = (await h.call('GET', '/api/app/user/info', { as: ANNA })).json.userId;
});
afterAll(() => h.close());

const image = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png', background = '#c63') =>
  sharp({ create: { width, height, channels: 3, background } })[format]().toBuffer();

async function upload(bytes: Buffer | Uint8Array, opts: { as?: string; field?: string; type?: string; headers?: Record<string, string> } = {}) {
  const form = new FormData();
  form.append(opts.field ?? 'file', new File([new Uint8Array(bytes)], 'me.jpg', { type: opts.type ?? 'image/jpeg' }));
  const res = await h.app.request('/api/app/user/image', {
    method: 'POST',
    headers: { authorization: `Bearer ${await h.token(opts.as ?? ALPINE)}`, ...opts.headers },
    body: form,
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : undefined };
}
const info = async (as = ALPINE) => (await h.call('GET', '/api/app/user/info', { as })).json;
const fields = (r: { json: { invalidParams?: { name: string }[] } }) => (r.json.invalidParams ?? []).map((p) => p.name);
const audits = (hostId: string, action: string) => h.database.db.select().from(auditLog).where(and(eq(auditLog.hostId, hostId), eq(auditLog.action, action)));

describe('uploading the profile picture', () => {
  it('stores the re-encoded picture and thumbnail, answers their URLs, and user info shows them', async () => {
    const r = await upload(await image(900, 600, 'png'));
    expect(r.status).toBe(201);
    expect(r.json).toMatchObject({ width: 900, height: 600 });
    expect(r.json.imageUrls.large).toMatch(new RegExp(`^/api/public/host-images/${alpineId}/[0-9a-z]+/large$`));
    expect(r.json.imageUrls.thumbnail).toMatch(new RegExp(`^/api/public/host-images/${alpineId}/[0-9a-z]+/thumbnail$`));
    expect((await info()).imageUrls).toEqual(r.json.imageUrls);

    const large = await h.app.request(r.json.imageUrls.large);
    expect(large.status).toBe(200);
    expect(large.headers.get('content-type')).toBe('image/jpeg');
    expect(large.headers.get('cache-control')).toContain('immutable');
    expect(large.headers.get('x-content-type-options')).toBe('nosniff');
    const etag = large.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(await sharp(Buffer.from(await large.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg', width: 900, height: 600 });
    const thumb = await h.app.request(r.json.imageUrls.thumbnail);
    expect(await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg', width: 480, height: 320 });

    const revalidated = await h.app.request(r.json.imageUrls.large, { headers: { 'if-none-match': etag! } });
    expect(revalidated.status).toBe(304);
  });

  it('a new upload replaces the picture under new URLs; the old URLs answer 404', async () => {
    const before = (await info()).imageUrls;
    const r = await upload(await image(400, 400, 'webp', '#139'));
    expect(r.status).toBe(201);
    expect(r.json.imageUrls.large).not.toBe(before.large);
    expect((await h.app.request(before.large)).status).toBe(404);
    expect((await h.app.request(r.json.imageUrls.large)).status).toBe(200);
    const rows = await h.database.db.select({ hostId: hostImages.hostId }).from(hostImages).where(eq(hostImages.hostId, alpineId));
    expect(rows).toHaveLength(1);
  });

  it('refuses what is not a usable picture, naming the field file', async () => {
    const text = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), { type: 'image/svg+xml' });
    expect(text.status).toBe(415);
    expect(fields(text)).toEqual(['file']);
    const tiny = await upload(await image(120, 120));
    expect(tiny.status).toBe(400);
    expect(fields(tiny)).toEqual(['file']);
    expect(tiny.json.invalidParams[0].reason).toContain('at least 200 × 200');
    const empty = await upload(Buffer.alloc(0));
    expect(empty.status).toBe(400);
    const wrongField = await upload(await image(300, 300), { field: 'picture' });
    expect(wrongField.status).toBe(400);
    expect(fields(wrongField)).toEqual(['file']);
  });

  it('accepts a picture of several megabytes (the photo limit applies, not the 1 MB JSON limit)', async () => {
    const noise = Buffer.from(Array.from({ length: 1000 * 1000 * 3 }, (_, i) => (i * 2654435761) % 251));
    const big = await sharp(noise, { raw: { width: 1000, height: 1000, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    const r = await upload(big);
    expect(r.status).toBe(201);
    expect(r.json).toMatchObject({ width: 1000, height: 1000 });
  });

  it('refuses a body over the photo limit with 413 naming file', async () => {
    const r = await upload(Buffer.alloc(21 * 1024 * 1024, 1));
    expect(r.status).toBe(413);
    expect(fields(r)).toEqual(['file']);
  });

  it('needs a token', async () => {
    const res = await h.app.request('/api/app/user/image', { method: 'DELETE' });
    expect(res.status).toBe(401);
  });
});

describe('deleting the profile picture', () => {
  it('removes both files, sets imageUrls null, and a second delete is 404', async () => {
    const { imageUrls } = await info();
    expect(imageUrls).not.toBeNull();
    const r = await h.call('DELETE', '/api/app/user/image', { as: ALPINE });
    expect(r.status).toBe(204);
    expect((await info()).imageUrls).toBeNull();
    expect((await h.app.request(imageUrls.large)).status).toBe(404);
    expect((await h.app.request(imageUrls.thumbnail)).status).toBe(404);
    expect((await h.call('DELETE', '/api/app/user/image', { as: ALPINE })).status).toBe(404);
  });

  it("touches only the signed-in host's picture", async () => {
    await upload(await image(300, 300), { as: ANNA });
    await upload(await image(300, 300), { as: ALPINE });
    await h.call('DELETE', '/api/app/user/image', { as: ALPINE });
    expect((await info(ANNA)).imageUrls).not.toBeNull();
    expect((await h.app.request((await info(ANNA)).imageUrls.large)).status).toBe(200);
  });
});

describe('audit', () => {
  it('records every upload and delete; staff acting for a host is named', async () => {
    expect((await audits(alpineId, 'user.image.upload')).length).toBeGreaterThanOrEqual(3);
    expect((await audits(alpineId, 'user.image.delete')).length).toBe(2);
    const staffId = (await info(STAFF)).userId;
    const r = await upload(await image(300, 300), { as: STAFF, headers: { 'x-impersonate-host': annaId } });
    expect(r.status).toBe(201);
    const rows = await audits(annaId, 'user.image.upload');
    expect(rows).toHaveLength(2); // anna's own upload and staff's for her
    expect(rows.filter((row) => row.staffId === staffId)).toHaveLength(1);
  });
});
