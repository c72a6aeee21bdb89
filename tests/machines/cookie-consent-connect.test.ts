import { describe, expect, it } from 'vitest';
import { createActor, type Actor } from 'xstate';
import { connectCookieConsent } from '../../machines/cookie-consent/cookie-consent.connect';
import { cookieConsentMachine } from '../../machines/cookie-consent/cookie-consent.machine';
import { consentRecord, type ConsentRecord } from '../../src/shared/domain/cookie-consent';
import { checkedSend } from './support/checked-send';

// connectCookieConsent: what the cookie banner and the customise dialog show in each state of the
// real machine, and what each control sends — always an event the machine takes there.

function start(stored: ConsentRecord[] = []) {
  return createActor(cookieConsentMachine.provide({ actions: { storeConsent: ({ context }) => void stored.push(context.record!) } })).start();
}

/** The connect of the actor's snapshot now; its `send` refuses an event the machine does not take there. */
function connect(actor: Actor<typeof cookieConsentMachine>, sent: string[] = []) {
  return connectCookieConsent(actor.getSnapshot(), checkedSend(actor, sent));
}

const switches = (actor: Actor<typeof cookieConsentMachine>) => connect(actor).categories;

describe('connectCookieConsent', () => {
  it('shows nothing until the record is read, then the banner on a first visit; Accept all stores every category, stamped now', () => {
    const stored: ConsentRecord[] = [];
    const actor = start(stored);
    expect(connect(actor).shown).toBe('none');
    const sent: string[] = [];
    connect(actor, sent).load(null);
    expect(connect(actor).shown).toBe('banner');
    const before = Date.now();
    connect(actor, sent).acceptAll();
    expect(sent).toEqual(['consent.load', 'consent.acceptAll']);
    expect(connect(actor).shown).toBe('none');
    expect(stored).toHaveLength(1);
    expect(stored[0]!.choices).toEqual({ preferences: true, statistics: true });
    expect(Date.parse(stored[0]!.decidedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(stored[0]!.decidedAt)).toBeLessThanOrEqual(Date.now());
  });

  it('Reject optional on the banner stores the optional categories off', () => {
    const stored: ConsentRecord[] = [];
    const actor = start(stored);
    connect(actor).load(null);
    const sent: string[] = [];
    connect(actor, sent).rejectOptional();
    expect(sent).toEqual(['consent.rejectOptional']);
    expect(connect(actor).shown).toBe('none');
    expect(stored.map((r) => r.choices)).toEqual([{ preferences: false, statistics: false }]);
  });

  it('customises: nothing ticked but necessary (locked, sends nothing), a switch turns on, Save stores the switches; Cancel on a first visit is the banner again', () => {
    const stored: ConsentRecord[] = [];
    const actor = start(stored);
    connect(actor).load(null);
    const sent: string[] = [];
    connect(actor, sent).customise();
    expect(connect(actor).shown).toBe('customising');
    expect(switches(actor)).toEqual([
      { category: 'necessary', allowed: true, locked: true },
      { category: 'preferences', allowed: false, locked: false },
      { category: 'statistics', allowed: false, locked: false },
    ]);
    connect(actor, sent).toggle('necessary', false);
    expect(sent).toEqual(['consent.customise']);
    connect(actor, sent).cancel();
    expect(connect(actor).shown).toBe('banner');
    connect(actor, sent).customise();
    connect(actor, sent).toggle('statistics', true);
    expect(switches(actor).map((c) => c.allowed)).toEqual([true, false, true]);
    connect(actor, sent).save();
    expect(sent).toEqual(['consent.customise', 'customise.cancel', 'consent.customise', 'category.toggle', 'consent.save']);
    expect(connect(actor).shown).toBe('none');
    expect(stored.map((r) => r.choices)).toEqual([{ preferences: false, statistics: true }]);
  });

  it('a stored record shows nothing; Cookie settings reopens the choices as decided, Cancel keeps them, Accept all and Reject optional decide there too', () => {
    const stored: ConsentRecord[] = [];
    const actor = start(stored);
    const sent: string[] = [];
    connect(actor, sent).load(consentRecord({ preferences: true, statistics: false }));
    expect(connect(actor).shown).toBe('none');
    connect(actor, sent).reopen();
    expect(connect(actor).shown).toBe('customising');
    expect(switches(actor).map((c) => c.allowed)).toEqual([true, true, false]);
    connect(actor, sent).cancel();
    expect(connect(actor).shown).toBe('none');
    connect(actor, sent).reopen();
    connect(actor, sent).acceptAll();
    connect(actor, sent).reopen();
    connect(actor, sent).rejectOptional();
    expect(sent).toEqual(['consent.load', 'consent.reopen', 'customise.cancel', 'consent.reopen', 'consent.acceptAll', 'consent.reopen', 'consent.rejectOptional']);
    expect(stored.map((r) => r.choices)).toEqual([
      { preferences: true, statistics: true },
      { preferences: false, statistics: false },
    ]);
  });
});
