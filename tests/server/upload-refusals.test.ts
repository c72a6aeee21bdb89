import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { pngBomb } from '../support/png-bomb';
import { apiHarness, ANNA } from '../support/api';

// Both image uploads — a unit's photos and the host's profile picture — judge a file by its bytes,
// never by its name or declared type: each refusal is problem+json naming the field
// `file`, and what is accepted is re-encoded without its metadata. The rest of each upload's
// rules is in unit-photos.test.ts and account-image.test.ts.

let h: Awaited<ReturnType<typeof apiHarness>>;
let uploads: { name: string; path: string }[];
beforeAll(async () => {
  h = await apiHarness();
  const { json: p } = await h.call('POST', '/api/app/properties', { as: ANNA, body: { propertyType: 'single', accommodationType: 'apartment' } });
  uploads = [
    { name: 'unit photo', path: `/api/app/property-unit/${p.unitIds[0]}/photos` },
    { name: 'profile picture', path: '/api/app/user/image' },
  ];
});
afterAll(() => h.close());

async function upload(path: string, bytes: Buffer | Uint8Array, fileName: string, type: string) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], fileName, { type }));
  const res = await h.app.request(path, { method: 'POST', headers: { authorization: `Bearer ${await h.token(ANNA)}` }, body: form });
  const text = await res.text();
  return { status: res.status, type: res.headers.get('content-type') ?? '', json: text ? JSON.parse(text) : undefined };
}

function expectRefused(r: Awaited<ReturnType<typeof upload>>, statuses: number[]) {
  expect(statuses).toContain(r.status);
  expect(r.type).toContain('application/problem+json');
  expect(r.json.invalidParams.map((p: { name: string }) => p.name)).toEqual(['file']);
}

describe.each([0, 1])('image upload %#', (i) => {
  const target = () => uploads[i]!;
  const noun = () => ['photo', 'picture'][i]!;

  it('refuses a multipart body that does not parse, and a form without its file, naming file and saying what to send (400)', async () => {
    const authorization = `Bearer ${await h.token(ANNA)}`;
    const json = await h.app.request(target().path, { method: 'POST', headers: { authorization, 'content-type': 'multipart/form-data; boundary=cut' }, body: 'no parts at all' });
    const notMultipart = { status: json.status, type: json.headers.get('content-type') ?? '', json: await json.json() };
    expectRefused(notMultipart, [400]);
    expect(notMultipart.json.invalidParams[0].reason).toBe(`send the ${noun()} as multipart/form-data`);
    const form = new FormData();
    form.append('other', 'no file here');
    const empty = await h.app.request(target().path, { method: 'POST', headers: { authorization }, body: form });
    const noFile = { status: empty.status, type: empty.headers.get('content-type') ?? '', json: await empty.json() };
    expectRefused(noFile, [400]);
    expect(noFile.json.invalidParams[0].reason).toBe(`choose a ${noun()} to upload`);
  });

  it('accepts a PNG named .jpg and declared image/jpeg, and stores a re-encoded JPEG', async () => {
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#48a' } }).png().toBuffer();
    const r = await upload(target().path, png, 'holiday.jpg', 'image/jpeg');
    expect(r.status, target().name).toBe(201);
  });

  it('refuses a text file named .png and declared image/png (415)', async () => {
    expectRefused(await upload(target().path, Buffer.from('just some text, not an image\n'.repeat(50)), 'photo.png', 'image/png'), [415]);
  });

  it('refuses a file whose first bytes say PNG but which is not a picture', async () => {
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(4096, 7)]);
    expectRefused(await upload(target().path, fake, 'photo.png', 'image/png'), [400, 415]);
  });

  it('refuses a small file that would decode to a huge bitmap, by its header (400)', async () => {
    const bomb = pngBomb(16001, 16001);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const r = await upload(target().path, bomb, 'photo.png', 'image/png');
    expectRefused(r, [400]);
    expect(r.json.invalidParams[0].reason).toContain('16000 × 16000');
  });

  it('refuses a body over the size limit (413)', async () => {
    const big = Buffer.alloc(21 * 1024 * 1024, 1);
    big.set([0xff, 0xd8, 0xff], 0);
    expectRefused(await upload(target().path, big, 'photo.jpg', 'image/jpeg'), [413]);
  });

  it('strips the camera metadata of what it accepts', async () => {
    const withExif = await sharp({ create: { width: 1600, height: 1100, channels: 3, background: '#a53' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'Secret Camera Owner', Artist: 'GPS somewhere' } } })
      .toBuffer();
    expect(withExif.includes('Secret Camera Owner')).toBe(true);
    const r = await upload(target().path, withExif, 'photo.jpg', 'image/jpeg');
    expect(r.status).toBe(201);
    const url: string = r.json.url ?? r.json.imageUrls.large;
    const stored = Buffer.from(await (await h.app.request(url)).arrayBuffer());
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(stored.includes('Secret Camera Owner')).toBe(false);
  });
});
