import type { SnapshotFrom } from 'xstate';
import { CONSENT_CATEGORIES, type ConsentCategory, type ConsentRecord } from '../../src/shared/domain/cookie-consent';
import type { CookieConsentEvent, cookieConsentMachine } from './cookie-consent.machine';
import { selectConsentVisible, selectCustomising, selectDraftAllowed } from './cookie-consent.select';

// The cookie banner's and the customise dialog's view of the cookie-consent machine (AS §2.10;
// ARCHITECTURE.md, "Machines in views"): from the snapshot, what is on screen, and from `send`,
// what each control does, so the banner (src/client/features/cookie-consent/cookie-banner.tsx) and
// the dialog's categories (consent-categories.tsx) render this and decide nothing. A decision is
// stamped with the instant its button is pressed, so the context stays plain data. The rules
// tested on their own (shown, customising, a toggle's state, what may run) stay selectors of
// cookie-consent.select.ts.

type Snapshot = SnapshotFrom<typeof cookieConsentMachine>;

export interface CookieConsentView {
  /** What is on screen: nothing (not read yet, or decided), the banner, or the customise dialog. */
  shown: 'none' | 'banner' | 'customising';
  /** Every category in order with its switch: on or off, and locked (necessary is always on). */
  categories: { category: ConsentCategory; allowed: boolean; locked: boolean }[];
  /** The record stored in the browser, read when the view mounts (null: none). */
  load: (record: ConsentRecord | null) => void;
  /** "Cookie settings": the choices again, as decided. */
  reopen: () => void;
  customise: () => void;
  /** A switch of an optional category; the locked one sends nothing. */
  toggle: (category: ConsentCategory, allowed: boolean) => void;
  acceptAll: () => void;
  rejectOptional: () => void;
  /** Save the switches as they are. */
  save: () => void;
  /** Cancel or closing the dialog: back to what was decided, or to the banner on a first visit. */
  cancel: () => void;
}

export function connectCookieConsent(snapshot: Snapshot, send: (event: CookieConsentEvent) => void): CookieConsentView {
  const now = () => new Date().toISOString();
  return {
    shown: !selectConsentVisible(snapshot) ? 'none' : selectCustomising(snapshot) ? 'customising' : 'banner',
    categories: CONSENT_CATEGORIES.map((category) => ({ category, allowed: selectDraftAllowed(category)(snapshot), locked: category === 'necessary' })),
    load: (record) => send({ type: 'consent.load', record }),
    reopen: () => send({ type: 'consent.reopen' }),
    customise: () => send({ type: 'consent.customise' }),
    toggle: (category, allowed) => {
      if (category !== 'necessary') send({ type: 'category.toggle', category, allowed });
    },
    acceptAll: () => send({ type: 'consent.acceptAll', at: now() }),
    rejectOptional: () => send({ type: 'consent.rejectOptional', at: now() }),
    save: () => send({ type: 'consent.save', at: now() }),
    cancel: () => send({ type: 'customise.cancel' }),
  };
}
