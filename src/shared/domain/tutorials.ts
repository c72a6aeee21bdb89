// The onboarding tutorial videos (AS §3 "Onboarding videos", AS §9: six of them).
// `thumbnail` and `url` name files of src/client/features/onboarding-videos/media/, which the
// browser build serves as hashed assets (scripts/make-tutorial-videos.sh renders them); the
// texts are keys of the app scope's tutorials folder.

export const TUTORIAL_IDS = ['welcome', 'modify-prices', 'modify-availabilities', 'edit-my-property', 'manage-subscriptions', 'access-my-profile'] as const;
export type TutorialId = (typeof TUTORIAL_IDS)[number];

export interface Tutorial {
  id: TutorialId;
  nameKey: string;
  descriptionKey: string;
  /** File name of the still shown in the list. */
  thumbnail: string;
  /** File name of the video. */
  url: string;
  /** Seconds, shown in the list before the video is loaded. */
  duration: number;
}

const keyOf = (id: TutorialId) => id.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

export const TUTORIALS: readonly Tutorial[] = TUTORIAL_IDS.map((id) => ({
  id,
  nameKey: `onboarding-videos.tutorials.${keyOf(id)}.name`,
  descriptionKey: `onboarding-videos.tutorials.${keyOf(id)}.description`,
  thumbnail: `${id}.jpg`,
  url: `${id}.webm`,
  duration: 5,
}));

export const isTutorialId = (value: unknown): value is TutorialId => (TUTORIAL_IDS as readonly unknown[]).includes(value);

export function tutorialById(id: string): Tutorial | undefined {
  return TUTORIALS.find((t) => t.id === id);
}
