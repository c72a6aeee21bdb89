// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { machines } from '../../../machines/index';
import { boostCost, type ScheduleBoostEvent, type scheduleBoostMachine } from '../../../machines/schedule-boost/schedule-boost.machine';
import { subscriptionKeys } from '../../../src/client/api/subscriptions';
import type { SubscriptionView } from '../../../src/shared/schemas/subscription';
import { button, click, replayPaths, type Drivers, type Ui } from '../support/path-replay';
import { subscriptionView } from '../subscription-steps/fake-subscription-api';
import { fakeManageApi } from './fake-manage-api';
import { renderPanel } from './render-panel';
import { scaledMs } from '../../support/time-scale';

// The schedule-boost machine's paths replayed against the real boosters sub-page (the form as the
// panel mounts it, the balance from the server): a driver per event (what the host does, or what
// the server's balance does), the booking answering as the path says (fake-manage-api.ts holds
// it), a view check per state.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Snapshot = SnapshotFrom<typeof scheduleBoostMachine>;

// The quota of the fake subscription; the page opens with none of it left, as the machine starts
// with no coins (its initial context), so the balance the view takes on opening changes nothing.
const QUOTA = 14;
let page: { server: ReturnType<typeof fakeManageApi>; client: ReturnType<typeof renderPanel>['client'] };

const form = () => screen.queryByRole('form', { name: 'Boost this unit' });
const fieldset = () => screen.getByRole('group', { name: 'Days of the boost (both included)' }) as HTMLFieldSetElement;
const startBox = () => screen.queryByLabelText('First day of the boost') as HTMLInputElement | null;
const endBox = () => screen.queryByLabelText('Last day of the boost') as HTMLInputElement | null;
const bookButton = () => button('Book the boost') as HTMLButtonElement | null;
const alerts = () => screen.queryAllByRole('alert');
const alertWith = (text: string) => alerts().find((a) => a.textContent!.includes(text)) ?? null;
const longDate = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
const NO_COINS = 'No boost coins remain on your plan';
const REFUSED = 'The boost was not booked:';
const FAILED = 'The boost could not be booked.';
const inAlert = (text: string, name: string) => (alertWith(text) ? (within(alertWith(text)!).queryByRole('button', { name }) as HTMLButtonElement | null) : null);

/** A date as the host picks it in a date field: cleared, then the day typed; false when the field is not open to input. */
async function pickDate(ui: Ui, box: HTMLInputElement | null, iso: string) {
  if (!box || box.disabled) return false;
  if (box.value === iso) return true;
  await ui.user.clear(box);
  if (iso) await ui.user.type(box, iso);
  return true;
}

const drivers: Drivers<ScheduleBoostEvent> = {
  // Not a move of the host: the server's balance changes (a renewal, a change of plan) and the page
  // reads the subscription again, as it does when a unit's payment makes it editable (HC §4); the
  // form hands the balance it reads to the machine. The fake's cost of a day is the fixture's.
  'balance.set': async (e) => {
    const view = page.client.getQueryData(subscriptionKeys.subscription) as SubscriptionView;
    if (!form() || e.costPerDay !== view.boost.cost || e.coinsLeft > QUOTA) return false;
    page.server.setBoostsLeft(e.coinsLeft);
    await act(() => page.client.invalidateQueries({ queryKey: subscriptionKeys.subscription }));
    return true;
  },
  // The first day, then the last (the last may not be before the first), or both cleared.
  'dates.select': async (e, ui) => (await pickDate(ui, startBox(), e.startDate)) && pickDate(ui, endBox(), e.endDate),
  'schedule.request': (_e, ui) => click(ui, bookButton()),
  retry: (_e, ui) => click(ui, inAlert(FAILED, 'Try again')),
  'failure.dismiss': (_e, ui) => click(ui, inAlert(REFUSED, 'Choose again') ?? inAlert(FAILED, 'Back to the dates')),
};

/** The dates as the form holds the machine's choice, open to change only while choosing. */
function datesShown(s: Snapshot, enabled: boolean) {
  expect(startBox()!.value).toBe(s.context.startDate ?? '');
  expect(endBox()!.value).toBe(s.context.endDate ?? '');
  expect(fieldset().disabled).toBe(!enabled);
}

/** The balance the machine counts against is the one the page shows, and none left is said. */
function balanceShown(s: Snapshot) {
  expect(screen.getByText(`${s.context.coinsLeft} of ${QUOTA} boost coins left.`)).toBeTruthy();
  expect(alertWith(NO_COINS) !== null).toBe(s.context.coinsLeft === 0);
}

const viewChecks: Record<string, (s: Snapshot) => void> = {
  choosingDates: (s) => {
    datesShown(s, true);
    balanceShown(s);
    const cost = boostCost(s.context);
    const hint = document.getElementById('boost-cost')!.textContent;
    expect(hint).toBe(cost > 0 ? `This boost costs ${cost} ${cost === 1 ? 'coin' : 'coins'}; you have ${s.context.coinsLeft} left.` : 'Choose the first and the last day; a boost lasts at most 28 days.');
    // Too few coins blocks the request, and the host is told why; so do dates not yet chosen.
    const tooFew = cost > s.context.coinsLeft;
    expect(alertWith('This boost needs')?.textContent ?? null).toBe(tooFew ? `This boost needs ${cost} coins but only ${s.context.coinsLeft} remain. Choose a shorter boost.` : null);
    expect(bookButton()!.disabled).toBe(cost === 0 || tooFew);
    expect(bookButton()!.getAttribute('aria-busy')).toBeNull();
    expect(s.context.lastError).toBeNull();
    expect(alertWith(REFUSED)).toBeNull();
    expect(alertWith(FAILED)).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  },
  scheduling: (s) => {
    datesShown(s, false);
    balanceShown(s);
    // Busy: the booking is on its way.
    expect(bookButton()!.getAttribute('aria-busy')).toBe('true');
    expect(alertWith(REFUSED)).toBeNull();
    expect(alertWith(FAILED)).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  },
  done: (s) => {
    const coins = boostCost(s.context);
    expect(screen.getByRole('status').querySelector('p')!.textContent).toBe(`Boost booked from ${longDate(s.context.startDate!)} to ${longDate(s.context.endDate!)} for ${coins} coins.`);
    expect(button('Book another boost')).toBeTruthy();
    expect(form()).toBeNull();
    // The page reads the balance the booking left.
    expect(screen.getByText(`${s.context.coinsLeft - coins} of ${QUOTA} boost coins left.`)).toBeTruthy();
  },
  refused: (s) => {
    datesShown(s, false);
    expect(s.context.lastError).toBe('refused');
    // A refusal offers no Retry: the same request would be refused again.
    expect(inAlert(REFUSED, 'Choose again')).toBeTruthy();
    expect(inAlert(REFUSED, 'Try again')).toBeNull();
    expect(alertWith(FAILED)).toBeNull();
    expect(bookButton()).toBeNull();
  },
  failed: (s) => {
    datesShown(s, false);
    balanceShown(s);
    expect(s.context.lastError).toBe('failed');
    expect(inAlert(FAILED, 'Try again')).toBeTruthy();
    expect(inAlert(FAILED, 'Back to the dates')).toBeTruthy();
    expect(alertWith(REFUSED)).toBeNull();
    expect(bookButton()).toBeNull();
  },
};

it('every path of the machine plays on the real boosters sub-page, which shows each state', async () => {
  await replayPaths({
    name: 'schedule-boost',
    entry: machines['schedule-boost'],
    mount: async () => {
      const server = fakeManageApi({ subscription: subscriptionView({ remaining: 0, quota: QUOTA }) });
      const { client } = renderPanel('boosters');
      page = { server, client };
      await screen.findByRole('button', { name: 'Book the boost' });
      return { holdWrites: server.holdWrites, failNextWrite: (status) => server.failNextWrite(status) };
    },
    drivers,
    viewChecks,
    notDrivable: {},
  });
}, scaledMs(120_000));
