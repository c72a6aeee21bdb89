import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import { machines } from '../../machines/index';
import { cookieConsentMachine, type CookieConsentContext } from '../../machines/cookie-consent/cookie-consent.machine';
import { selectConsentVisible, selectCustomising, selectDraftAllowed, selectMayUse } from '../../machines/cookie-consent/cookie-consent.select';
import { CONSENT_VERSION, type ConsentRecord } from '../../src/shared/domain/cookie-consent';
import { assertFullCoverage, assertStateChecks, walkAll } from '../support/model-coverage';

const entry = machines['cookie-consent'];
const ctx = (s: AnyMachineSnapshot) => s.context as CookieConsentContext;

const stateChecks = {
  undecided: (s) => {
    expect(selectConsentVisible(s as never)).toBe(false);
    expect(ctx(s).record).toBeNull();
  },
  banner: (s) => {
    expect(selectConsentVisible(s as never)).toBe(true);
    expect(ctx(s).record).toBeNull();
    // Nothing optional runs while the visitor has not answered.
    expect(selectMayUse('statistics')(s as never)).toBe(false);
    expect(selectMayUse('preferences')(s as never)).toBe(false);
  },
  customising: (s) => {
    expect(selectCustomising(s as never)).toBe(true);
    expect(selectDraftAllowed('necessary')(s as never)).toBe(true);
  },
  decided: (s) => {
    expect(selectConsentVisible(s as never)).toBe(false);
    expect(ctx(s).record?.version).toBe(CONSENT_VERSION);
    expect(selectMayUse('necessary')(s as never)).toBe(true);
  },
} satisfies Record<string, (s: AnyMachineSnapshot) => void>;

describe('cookie-consent machine, model-based', () => {
  it('every generated path replays on the real machine, and the walk covers everything', async () => {
    assertStateChecks(entry.machine, stateChecks);
    const { walked, visited } = await walkAll(entry, (s) => stateChecks[s.value as keyof typeof stateChecks](s));
    expect(walked.length).toBeGreaterThan(10);
    assertFullCoverage(entry, walked, visited);
  });
});

describe('cookie-consent behaviour', () => {
  const AT = '2026-05-04T09:00:00.000Z';
  const start = () => {
    const stored: ConsentRecord[] = [];
    const actor = createActor(cookieConsentMachine.provide({ actions: { storeConsent: ({ context }) => void stored.push(context.record!) } })).start();
    return { actor, stored };
  };

  it('customising starts with every optional category off and stores exactly what was turned on', () => {
    const { actor, stored } = start();
    actor.send({ type: 'consent.load', record: null });
    actor.send({ type: 'consent.customise' });
    expect(selectDraftAllowed('statistics')(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'category.toggle', category: 'statistics', allowed: true });
    actor.send({ type: 'consent.save', at: AT });
    expect(stored).toEqual([{ version: CONSENT_VERSION, choices: { preferences: false, statistics: true }, decidedAt: AT }]);
    expect(selectMayUse('statistics')(actor.getSnapshot())).toBe(true);
    expect(selectMayUse('preferences')(actor.getSnapshot())).toBe(false);
  });

  it('reopening shows the earlier choices; Cancel keeps them and stores nothing', () => {
    const { actor, stored } = start();
    actor.send({ type: 'consent.load', record: { version: CONSENT_VERSION, choices: { preferences: true, statistics: false }, decidedAt: AT } });
    expect(actor.getSnapshot().value).toBe('decided');
    actor.send({ type: 'consent.reopen' });
    expect(selectDraftAllowed('preferences')(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'category.toggle', category: 'preferences', allowed: false });
    actor.send({ type: 'customise.cancel' });
    expect(actor.getSnapshot().value).toBe('decided');
    expect(selectMayUse('preferences')(actor.getSnapshot())).toBe(true);
    expect(stored).toEqual([]);
  });

  it('Cancel on a first visit goes back to the banner, Reject optional stores a no to both', () => {
    const { actor, stored } = start();
    actor.send({ type: 'consent.load', record: null });
    actor.send({ type: 'consent.customise' });
    actor.send({ type: 'customise.cancel' });
    expect(actor.getSnapshot().value).toBe('banner');
    actor.send({ type: 'consent.rejectOptional', at: AT });
    expect(stored.map((r) => r.choices)).toEqual([{ preferences: false, statistics: false }]);
  });
});
