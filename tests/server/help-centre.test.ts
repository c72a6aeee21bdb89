import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHarness, ANNA } from '../support/api';
import { HELP_AREAS } from '../../src/shared/domain/help-areas';
import { KNOWLEDGE_ARTICLES } from '../../src/server/config/knowledge-articles';
import { scaledMs } from '../support/time-scale';

// The help centre's public articles (routes/help-centre.ts): no token, the language from hl (else
// the default locale), the categories filter and its 400, and every article's body; the answer is
// the one the signed-in host's help dropdown gets.

let h: Awaited<ReturnType<typeof apiHarness>>;

beforeAll(async () => {
  h = await apiHarness();
}, scaledMs(60_000));
afterAll(() => h.close());

type Article = { id: string; category: string; title: string; summary: string; body: string; url: string };
const list = (query = '') => h.call('GET', `/api/public/knowledge-articles${query}`);

describe('public knowledge articles', () => {
  it('answers without a token: every configured article with title, summary, body and its help-centre link', async () => {
    const r = await list();
    expect(r.status, r.text).toBe(200);
    const articles = r.json as Article[];
    expect(articles.map((a) => a.id)).toEqual(KNOWLEDGE_ARTICLES.map((a) => a.id));
    for (const a of articles) {
      expect(a.title, a.id).not.toMatch(/^support\.|^$/);
      expect(a.url).toBe(`${h.env.publicUrl}/help/articles/${a.id}`);
      // A real text: two to four sentences, not the key and not the summary again.
      expect(a.body.length, a.id).toBeGreaterThan(80);
      expect(a.body).not.toBe(a.summary);
      const sentences = a.body.split(/(?<=[.!?])\s+/).filter((s) => s.trim() !== '');
      expect(sentences.length, a.id).toBeGreaterThanOrEqual(2);
      expect(sentences.length, a.id).toBeLessThanOrEqual(4);
    }
  });

  it('is English without hl and takes the language from hl', async () => {
    const en = (await list('?categories=calendar')).json as Article[];
    expect(en.find((a) => a.id === 'calendar-sync-ical')!.title).toBe('Sync your calendar with other sites');
    const de = (await list('?categories=calendar&hl=de-DE')).json as Article[];
    const sync = de.find((a) => a.id === 'calendar-sync-ical')!;
    expect(sync.body).toContain('iCal');
    expect(sync.body).not.toBe(en.find((a) => a.id === 'calendar-sync-ical')!.body);
    expect(sync.body).toMatch(/Kalender/);
    const fr = (await list('?categories=calendar&hl=fr')).json as Article[];
    expect(fr.map((a) => a.title)).toContain("Synchroniser votre calendrier avec d'autres sites");
  });

  it('filters by one comma-separated list of areas', async () => {
    const two = (await list('?categories=bookings,%20insights')).json as Article[];
    expect(new Set(two.map((a) => a.category))).toEqual(new Set(['bookings', 'insights']));
    expect(two.length).toBe(KNOWLEDGE_ARTICLES.filter((a) => a.category === 'bookings' || a.category === 'insights').length);
    const all = (await list()).json as Article[];
    for (const area of HELP_AREAS) expect(all.some((a) => a.category === area), area).toBe(true);
  });

  it('an unknown area or language is 400 naming the parameter', async () => {
    const r = await list('?categories=calendar,billing');
    expect(r.status).toBe(400);
    expect(r.headers.get('content-type')).toContain('application/problem+json');
    expect(r.json.invalidParams.map((p: { name: string }) => p.name)).toEqual(['categories']);
    expect((await list('?hl=xx')).json.invalidParams.map((p: { name: string }) => p.name)).toEqual(['hl']);
  });

  it("is the same list the host's help dropdown gets, body included", async () => {
    const pub = (await list('?categories=account&hl=it-IT')).json as Article[];
    const own = await h.call('GET', '/api/app/user/knowledge-articles?categories=account&hl=it-IT', { as: ANNA });
    expect(own.status).toBe(200);
    expect(own.json).toEqual(pub);
  });
});
