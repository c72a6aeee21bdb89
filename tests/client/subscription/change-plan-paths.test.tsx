// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import { machines } from '../../../machines/index';
import type { ChangePlanEvent, changePlanMachine } from '../../../machines/change-plan/change-plan.machine';
import { click, replayPaths, typeInto, type Drivers } from '../support/path-replay';
import { fakeManageApi } from './fake-manage-api';
import { renderPanel } from './render-panel';
import { scaledMs } from '../../support/time-scale';

// The change-plan machine's paths replayed against the real manage-subscription page (the form
// as the panel mounts it, plans from the server's catalogue): a driver per event (what the host
// does), the change answering as the path says (fake-manage-api.ts holds it), a view check per state.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Snapshot = SnapshotFrom<typeof changePlanMachine>;

// The machine's fixture names a price id of the billing provider ('premium-EUR-Monthly'); the
// catalogue the page shows has it as 'premium-monthly'. The host is on Starter.
const PLAN_ON_SCREEN: Record<string, { id: string; name: string }> = {
  'premium-EUR-Monthly': { id: 'premium-monthly', name: 'Premium' },
};

// hidden: true, as the modal confirmation hides the page from the accessibility tree while it is open.
const form = () => screen.queryByRole('form', { name: 'Change your plan', hidden: true });
const inForm = () => within(form()!);
const radios = () => inForm().queryAllByRole('radio', { hidden: true }) as HTMLInputElement[];
const couponBox = () => (form() ? (inForm().queryByRole('textbox', { name: 'Coupon code', hidden: true }) as HTMLInputElement | null) : null);
const changeButton = () => (form() ? (inForm().queryByRole('button', { name: 'Change plan', hidden: true }) as HTMLButtonElement | null) : null);
const dialog = () => screen.queryByRole('dialog');
const inDialog = (name: string) => (dialog() ? (within(dialog()!).queryByRole('button', { name }) as HTMLButtonElement | null) : null);
const failure = () => (form() ? inForm().queryByRole('alert', { hidden: true }) : null);
const inFailure = (name: string) => (failure() ? within(failure()!).queryByRole('button', { name }) : null);

const drivers: Drivers<ChangePlanEvent> = {
  // Radio cards only: a plan the catalogue does not offer (no plan at all included) cannot be chosen.
  'plan.select': (e, ui) => {
    const plan = PLAN_ON_SCREEN[e.planItemPriceId];
    return click(ui, (plan && radios().find((r) => r.value === plan.id)) || null);
  },
  'coupon.change': (e, ui) => typeInto(ui, couponBox(), e.coupon),
  'change.request': (_e, ui) => click(ui, changeButton()),
  'confirm.accept': (_e, ui) => click(ui, inDialog('Yes, change plan')),
  'confirm.dismiss': (_e, ui) => click(ui, inDialog('Keep my plan')),
  retry: (_e, ui) => click(ui, inFailure('Try again')),
  'failure.dismiss': (_e, ui) => click(ui, inFailure('Back to the plans')),
};

const planShown = (s: Snapshot) => (s.context.planItemPriceId === null ? null : PLAN_ON_SCREEN[s.context.planItemPriceId]!);

/** The form as it holds the machine's choice: the plan checked, the coupon as typed, locked unless choosing. */
function choiceShown(s: Snapshot, enabled: boolean) {
  expect(radios().map((r) => r.value)).toEqual(['starter-monthly', 'standard-monthly', 'premium-monthly']);
  expect(radios().filter((r) => r.checked).map((r) => r.value)).toEqual(planShown(s) ? [planShown(s)!.id] : []);
  expect(couponBox()!.value).toBe(s.context.coupon);
  expect((couponBox()!.closest('fieldset') as HTMLFieldSetElement).disabled).toBe(!enabled);
}

/** The confirmation names the plan and says whether the coupon applies. */
function dialogShown(s: Snapshot) {
  expect(screen.getByRole('dialog', { name: `Change to the ${planShown(s)!.name} plan?` })).toBe(dialog());
  expect(dialog()!.textContent!.includes('Your coupon code is applied to the new plan.')).toBe(s.context.coupon.trim() !== '');
}

const viewChecks: Record<string, (s: Snapshot) => void> = {
  choosingPlan: (s) => {
    choiceShown(s, true);
    // The request waits for a plan, and the host is told why.
    expect(changeButton()!.disabled).toBe(s.context.planItemPriceId === null);
    expect(inForm().queryByText('Choose a plan to change to.') !== null).toBe(s.context.planItemPriceId === null);
    expect(dialog()).toBeNull();
    expect(failure()).toBeNull();
  },
  confirming: (s) => {
    choiceShown(s, false);
    expect(changeButton()).toBeNull();
    dialogShown(s);
    expect(inDialog('Yes, change plan')!.getAttribute('aria-busy')).toBeNull();
    expect(inDialog('Keep my plan')!.disabled).toBe(false);
    expect(failure()).toBeNull();
  },
  saving: (s) => {
    choiceShown(s, false);
    expect(changeButton()).toBeNull();
    dialogShown(s);
    // Busy: the change is on its way and the dialog cannot be left.
    expect(inDialog('Yes, change plan')!.getAttribute('aria-busy')).toBe('true');
    expect(inDialog('Keep my plan')!.disabled).toBe(true);
    expect(failure()).toBeNull();
  },
  done: (s) => {
    expect(form()).toBeNull();
    expect(dialog()).toBeNull();
    expect(screen.getByText(`Your plan is now ${planShown(s)!.name}.`, { exact: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change the plan again' })).toBeTruthy();
  },
  failed: (s) => {
    choiceShown(s, false);
    expect(s.context.lastError).toBe('changeFailed');
    expect(failure()!.textContent).toContain('The plan could not be changed.');
    expect(inFailure('Try again')).toBeTruthy();
    expect(inFailure('Back to the plans')).toBeTruthy();
    expect(changeButton()).toBeNull();
    expect(dialog()).toBeNull();
  },
};

it('every path of the machine plays on the real manage-subscription page, which shows each state', async () => {
  await replayPaths({
    name: 'change-plan',
    entry: machines['change-plan'],
    mount: async () => {
      const server = fakeManageApi();
      renderPanel('manage-subscription');
      await screen.findByRole('form', { name: 'Change your plan' });
      return {
        holdWrites: server.holdWrites,
        // The fixture's failure has no status (server unreachable): the server answers 503.
        failNextWrite: () => server.failNextWrite(503),
      };
    },
    drivers,
    viewChecks,
    notDrivable: {
      'plan.select': 'the plans are radio cards: once one is chosen the host can pick another, never none; the machine takes an empty plan id the view cannot send',
    },
  });
}, scaledMs(120_000));
