// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from '../../../src/client/i18n/intl';
import type { SnapshotFrom } from 'xstate';
import { machines } from '../../../machines/index';
import type { CancelSubscriptionEvent, cancelSubscriptionMachine } from '../../../machines/cancel-subscription/cancel-subscription.machine';
import { cancelSubscriptionActorOutcomes } from '../../../machines/cancel-subscription/cancel-subscription.fixtures';
import { CancelSubscriptionSection } from '../../../src/client/features/subscription/cancel-subscription-section';
import { CANCEL_REASONS } from '../../../src/client/features/subscription/cancel-reasons';
import { button, click, replayPaths, type Drivers } from '../support/path-replay';
import { scopeTexts } from '../support/step-form';
import { subscriptionView } from '../subscription-steps/fake-subscription-api';
import { fakeManageApi } from './fake-manage-api';
import { scaledMs } from '../../support/time-scale';

// The cancel-subscription machine's paths replayed against the real "Cancel subscription"
// section: a driver per event (what the host does), the cancellation call answering as the path
// says (fake-manage-api.ts holds it), a view check per state.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Snapshot = SnapshotFrom<typeof cancelSubscriptionMachine>;

const REASON_TEXT: Record<string, string> = {
  tooExpensive: 'It is too expensive',
  notEnoughBookings: 'Not enough bookings',
  switchingToCommission: 'I prefer to pay commission per booking',
  stoppingRentals: 'I am no longer renting out',
  other: 'Another reason',
};

// The end of the period the server answers with: the one the machine's fixture says the call returns.
const scheduledOutput = cancelSubscriptionActorOutcomes[0].output.effectiveAt;

const confirmBox = () => screen.queryByRole('alertdialog');
const cancelButton = () => button('Cancel subscription') as HTMLButtonElement | null;
const radios = () => screen.queryAllByRole('radio') as HTMLInputElement[];
const fieldset = () => screen.getByRole('group', { name: 'Why do you want to cancel?' }) as HTMLFieldSetElement;

const drivers: Drivers<CancelSubscriptionEvent> = {
  // Radios only: a reason the list does not offer (the empty one included) cannot be chosen.
  'reason.select': (e, ui) => (REASON_TEXT[e.reason] ? click(ui, screen.queryByRole('radio', { name: REASON_TEXT[e.reason] })) : Promise.resolve(false)),
  'cancel.request': (_e, ui) => click(ui, cancelButton()),
  'confirm.accept': (_e, ui) => click(ui, confirmBox() && within(confirmBox()!).queryByRole('button', { name: 'Yes, cancel' })),
  'confirm.dismiss': (_e, ui) => click(ui, confirmBox() && within(confirmBox()!).queryByRole('button', { name: 'Keep my subscription' })),
  retry: (_e, ui) => click(ui, button('Try again')),
  'failure.dismiss': (_e, ui) => click(ui, button('Back')),
};

/** The reasons as the form shows them: the one the machine holds checked, the others not. */
function reasonsShown(s: Snapshot, enabled: boolean) {
  expect(radios().map((r) => r.value)).toEqual([...CANCEL_REASONS]);
  expect(radios().filter((r) => r.checked).map((r) => r.value)).toEqual(s.context.reason ? [s.context.reason] : []);
  expect(fieldset().disabled).toBe(!enabled);
}

const viewChecks: Record<string, (s: Snapshot) => void> = {
  choosingReason: (s) => {
    reasonsShown(s, true);
    // The request waits for a reason, and the host is told why.
    expect(cancelButton()!.disabled).toBe(!s.context.reason);
    expect(screen.queryByText('Choose a reason to cancel.') !== null).toBe(!s.context.reason);
    expect(confirmBox()).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  },
  confirming: (s) => {
    reasonsShown(s, false);
    expect(cancelButton()).toBeNull();
    expect(confirmBox()!.textContent).toContain('It stays active until the end of the current period.');
    expect(within(confirmBox()!).getByRole('button', { name: 'Yes, cancel' }).getAttribute('aria-busy')).toBeNull();
    expect(within(confirmBox()!).getByRole('button', { name: 'Keep my subscription' })).toHaveProperty('disabled', false);
    expect(screen.queryByRole('alert')).toBeNull();
  },
  cancelling: (s) => {
    reasonsShown(s, false);
    expect(cancelButton()).toBeNull();
    // Busy: the call is on its way and the host can neither accept again nor go back.
    expect(within(confirmBox()!).getByRole('button', { name: 'Yes, cancel' }).getAttribute('aria-busy')).toBe('true');
    expect(within(confirmBox()!).getByRole('button', { name: 'Keep my subscription' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('alert')).toBeNull();
  },
  scheduled: (s) => {
    const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(s.context.effectiveAt!));
    expect(screen.getByRole('status').textContent).toBe(`Your subscription is cancelled and stays active until ${date}.`);
    expect(radios()).toEqual([]);
    expect(cancelButton()).toBeNull();
    expect(confirmBox()).toBeNull();
  },
  failed: (s) => {
    reasonsShown(s, false);
    expect(s.context.lastError).toBe('cancelFailed');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The cancellation could not be saved. Please try again.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(cancelButton()).toBeNull();
    expect(confirmBox()).toBeNull();
  },
};

it('every path of the machine plays on the real section, which shows each state', async () => {
  await replayPaths({
    name: 'cancel-subscription',
    entry: machines['cancel-subscription'],
    mount: async () => {
      const view = subscriptionView();
      view.subscription.expirationDate = scheduledOutput;
      const server = fakeManageApi({ subscription: view });
      render(
        <IntlProvider locale="en-US" messages={scopeTexts(['app', 'listing', 'subscription'])}>
          <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
            <CancelSubscriptionSection />
          </QueryClientProvider>
        </IntlProvider>,
      );
      await screen.findByRole('button', { name: 'Cancel subscription' });
      return {
        holdWrites: server.holdWrites,
        // The fixture's failure has no status (server unreachable); a refusal stands for it, as
        // the client repeats a DELETE that met a 5xx by itself.
        failNextWrite: () => server.failNextWrite(409),
      };
    },
    drivers,
    viewChecks,
    notDrivable: {
      'reason.select': 'the reasons are radios: once one is chosen the host can pick another, never none; the machine takes an empty reason the view cannot send',
    },
  });
}, scaledMs(120_000));
