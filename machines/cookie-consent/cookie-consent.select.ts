import type { SnapshotFrom } from 'xstate';
import { mayUse, type ConsentCategory } from '../../src/shared/domain/cookie-consent';
import type { cookieConsentMachine } from './cookie-consent.machine';

type Snapshot = SnapshotFrom<typeof cookieConsentMachine>;

/** The banner (or the customise panel) is on screen. */
export const selectConsentVisible = (s: Snapshot) => s.matches('banner') || s.matches('customising');
export const selectCustomising = (s: Snapshot) => s.matches('customising');
/** A toggle's state while customising; necessary is always on. */
export const selectDraftAllowed = (category: ConsentCategory) => (s: Snapshot) => category === 'necessary' || s.context.draft[category];
/** May code of this category run now (what the decision in force says)? */
export const selectMayUse = (category: ConsentCategory) => (s: Snapshot) => mayUse(category, s.context.record);
