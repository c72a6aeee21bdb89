import { statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isTutorialId, TUTORIALS, tutorialById } from '../../src/shared/domain/tutorials';
import { isKnownInteractionName, tutorialInteraction } from '../../src/shared/schemas/user-interactions';
import en from '../../src/client/features/onboarding-videos/texts/tutorials/en-US.json';

const MEDIA = path.resolve(import.meta.dirname, '../../src/client/features/onboarding-videos/media');

describe('onboarding tutorials (AS §3 Onboarding videos, AS §9: 6)', () => {
  it('are the six videos of the spec, ids unique', () => {
    expect(TUTORIALS).toHaveLength(6);
    expect(new Set(TUTORIALS.map((t) => t.id)).size).toBe(6);
    expect(TUTORIALS.map((t) => t.id)).toEqual(['welcome', 'modify-prices', 'modify-availabilities', 'edit-my-property', 'manage-subscriptions', 'access-my-profile']);
    expect(tutorialById('modify-prices')?.url).toBe('modify-prices.webm');
    expect(isTutorialId('cook-dinner')).toBe(false);
  });

  it('have their name and description translated', () => {
    for (const t of TUTORIALS) {
      expect(en, t.nameKey).toHaveProperty([t.nameKey]);
      expect(en, t.descriptionKey).toHaveProperty([t.descriptionKey]);
    }
  });

  it('have a video and a thumbnail on disk, each small', () => {
    for (const t of TUTORIALS) {
      for (const file of [t.url, t.thumbnail]) {
        const size = statSync(path.join(MEDIA, file)).size;
        expect(size, file).toBeGreaterThan(500);
        expect(size, file).toBeLessThan(100 * 1024);
      }
      expect(t.duration).toBeGreaterThanOrEqual(4);
      expect(t.duration).toBeLessThanOrEqual(6);
    }
  });

  it('name interactions the server stores: started and completed per video, nothing else', () => {
    for (const t of TUTORIALS) {
      expect(isKnownInteractionName(tutorialInteraction(t.id, 'started'))).toBe(true);
      expect(isKnownInteractionName(tutorialInteraction(t.id, 'completed'))).toBe(true);
    }
    expect(isKnownInteractionName('tutorial_cook-dinner_started')).toBe(false);
    expect(isKnownInteractionName('tutorial_welcome_paused')).toBe(false);
    expect(isKnownInteractionName('tour_welcome')).toBe(true);
    expect(isKnownInteractionName('cookie_consent_statistics')).toBe(true);
    expect(isKnownInteractionName('cookie_consent_necessary')).toBe(false);
  });
});
