import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHarness, ALPINE, ANNA } from '../support/api';
import { TUTORIALS } from '../../src/shared/domain/tutorials';

// The tour, tutorial, consent and help-centre names go through the existing PUT
// /api/app/user/interaction and are stored per host (AS §3, AS §4, AS §7).
let h: Awaited<ReturnType<typeof apiHarness>>;

beforeAll(async () => {
  h = await apiHarness();
});
afterAll(() => h.close());

const put = (as: string, body: unknown) => h.call('PUT', '/api/app/user/interaction', { as, body });
const namesOf = async (as: string) => ((await h.call('GET', '/api/app/user/interactions', { as })).json as { interactionType: string; interacted: boolean }[]);

describe('onboarding interactions', () => {
  it('stores the tour, every tutorial step, the consent choice and help-centre clicks for the host only', async () => {
    const body = [
      { interactionType: 'tour_welcome', interacted: true },
      ...TUTORIALS.flatMap((t) => [
        { interactionType: `tutorial_${t.id}_started`, interacted: true },
        { interactionType: `tutorial_${t.id}_completed`, interacted: true },
      ]),
      { interactionType: 'cookie_consent_preferences', interacted: false },
      { interactionType: 'cookie_consent_statistics', interacted: true },
      { interactionType: 'help_center_opened', interacted: true },
    ];
    const r = await put(ANNA, body);
    expect(r.status).toBe(200);
    const stored = await namesOf(ANNA);
    expect(stored.map((i) => i.interactionType).sort()).toEqual(body.map((i) => i.interactionType).sort());
    expect(stored.find((i) => i.interactionType === 'cookie_consent_preferences')?.interacted).toBe(false);
    expect(await namesOf(ALPINE)).toEqual([]);
  });

  it('refuses names outside the lists, naming the field', async () => {
    const r = await put(ANNA, [
      { interactionType: 'tutorial_cook-dinner_started', interacted: true },
      { interactionType: 'tutorial_welcome_paused', interacted: true },
      { interactionType: 'cookie_consent_necessary', interacted: true },
      { interactionType: 'tour_goodbye', interacted: true },
    ]);
    expect(r.status).toBe(400);
    expect(r.json.invalidParams.map((p: { name: string }) => p.name)).toEqual(['0.interactionType', '1.interactionType', '2.interactionType', '3.interactionType']);
  });
});
