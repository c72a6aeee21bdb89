// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from '../../../src/client/i18n/intl';
import type { SnapshotFrom } from 'xstate';
import { machines } from '../../../machines/index';
import type { BillingTagChoiceEvent, billingTagChoiceMachine } from '../../../machines/billing-tag-choice/billing-tag-choice.machine';
import PricingTab from '../../../src/client/features/account/pricing-tab';
import { PLAN_TERMS } from '../../../src/shared/domain/commercial-model-plans';
import { click, dialog, replayPaths, type Drivers, type Ui } from '../support/path-replay';
import { scopeTexts } from '../support/step-form';
import { scaledMs } from '../../support/time-scale';

// The billing-tag-choice machine's paths replayed against the real pricing tab (AS §2.5, AS §7),
// the component /account/pricing mounts (pricing-tab.test.tsx opens it in the whole app): fetch is
// the only fake, playing the server's billing-tag calls through the real API client; the save
// waits there until the path says how it answers. A driver per event (what the host does), a view
// check per state. A missing text fails.

const texts = scopeTexts(['app', 'account']);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Snapshot = SnapshotFrom<typeof billingTagChoiceMachine>;

/** The plan the page loads as current. The paths start with no plan current (the machine without input): it stands for this one. */
const LOADED = 'split';
const PROPERTIES = 3;
const NAMES: Record<string, string> = { split: 'Shared fee', host_only: 'Host pays all', host_only_14_5: 'Host pays all, reduced' };
const plans = (['split', 'host_only', 'host_only_14_5'] as const).map((plan) => ({ plan, terms: { ...PLAN_TERMS[plan], services: [...PLAN_TERMS[plan].services] } }));
const view = (over: Record<string, unknown> = {}) => ({ billingTag: null, effectivePlan: LOADED, plans, propertyCount: PROPERTIES, propertiesOnOtherPlans: PROPERTIES, ...over });

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' } });

/**
 * The client repeats a PUT that got no answer (http.ts: two retries): a failure with no answer
 * (status 0) is the network down for each attempt of that call.
 */
const ATTEMPTS = 3;

/** The server: the tab's view, and the save (held while the path waits; failing as the path says: 0 is no answer at all). */
function fakeServer() {
  let hold: Promise<void> | null = null;
  let failure: number | null = null;
  let unanswered = 0;
  let saved = view();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    if (url.pathname === '/api/app/user/billing-tag' && request.method === 'GET') return json(saved);
    const put = /^\/api\/app\/user\/billing-tag\/([^/]+)\/save$/.exec(url.pathname);
    if (put && request.method === 'PUT') {
      const body = JSON.parse((await request.text()) || '{}') as { applyToExistingProperties: boolean };
      if (unanswered > 0) {
        unanswered -= 1;
        throw new TypeError('Failed to fetch');
      }
      if (hold) await hold;
      if (failure !== null) {
        const status = failure;
        failure = null;
        if (status === 0) {
          unanswered = ATTEMPTS - 1;
          throw new TypeError('Failed to fetch');
        }
        return json({ type: 'urn:problem:validation', title: 'Refused', status, invalidParams: [{ name: 'tag', reason: 'not allowed' }] }, status);
      }
      const tag = decodeURIComponent(put[1]!);
      saved = view({ billingTag: tag, effectivePlan: tag, propertiesOnOtherPlans: body.applyToExistingProperties ? 0 : PROPERTIES });
      return json({ ...saved, propertiesUpdated: body.applyToExistingProperties ? PROPERTIES : 0 });
    }
    return json({ title: 'Not found', status: 404 }, 404);
  });
  return {
    holdWrites() {
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      hold = held;
      return () => {
        if (hold === held) hold = null;
        release();
      };
    },
    failNextWrite(status: number) {
      failure = status;
    },
  };
}

/** The plan the machine names, as the page knows it: no plan current is the one the page loaded. */
const planOf = (plan: string) => plan || LOADED;
const radio = (plan: string) => screen.queryByTestId(`pricing-plan-${plan}`)?.querySelector('input[type="radio"]') as HTMLInputElement | null;
// Hidden included: while the dialog is open the page behind it is hidden from the accessibility tree, and the checks still read it.
const checkbox = () => screen.queryByRole('checkbox', { name: `Also move my ${PROPERTIES} existing properties to this plan`, hidden: true }) as HTMLInputElement | null;
const saveButton = () => screen.queryByRole('button', { name: 'Save plan', hidden: true }) as HTMLButtonElement | null;
const inDialog = (name: string) => (dialog() ? (within(dialog()!).queryByRole('button', { name }) as HTMLButtonElement | null) : null);
const alert = () => screen.queryByRole('alert', { hidden: true });
const inAlert = (name: string) => (alert() ? (within(alert()!).queryByRole('button', { name }) as HTMLButtonElement | null) : null);

/** A click on a plan's card radio, while the plans are open to picking. */
async function pick(ui: Ui, plan: string) {
  const box = radio(plan);
  if (!box || (box.closest('fieldset') as HTMLFieldSetElement).disabled) return false;
  // A checked radio sends no change when clicked again: the host cannot pick the plan already shown (nor can the machine: picksAnotherPlan).
  if (box.checked) return false;
  await ui.user.click(box);
  return true;
}

const drivers: Drivers<BillingTagChoiceEvent> = {
  // A plan other than the current is its card; none ('') is picking the current plan again, which leaves none picked.
  'plan.select': (e, ui) => pick(ui, e.plan || planOf(currentPlan)),
  'apply.toggle': async (e, ui) => {
    const box = checkbox();
    if (!box || box.disabled || box.checked === e.apply) return false;
    await ui.user.click(box);
    return true;
  },
  'save.request': (_e, ui) => click(ui, saveButton()),
  'confirm.accept': (_e, ui) => click(ui, inDialog('Switch plan')),
  'confirm.dismiss': (_e, ui) => click(ui, inDialog('Cancel')),
  retry: (_e, ui) => click(ui, inAlert('Try again')),
  'failure.dismiss': (_e, ui) => click(ui, inAlert('Dismiss')),
};

/** The machine's current plan as the last view check saw it (the drivers pick "none" as this plan). */
let currentPlan = '';

/** The cards: the plan shown as picked is the checked one, the current one is marked. */
function cardsShown(s: Snapshot, open: boolean) {
  currentPlan = s.context.current;
  const shown = planOf(s.context.selected ?? s.context.current);
  for (const { plan } of plans) {
    expect(radio(plan)!.checked, plan).toBe(plan === shown);
    expect(screen.getByTestId(`pricing-plan-${plan}`).textContent!.includes('Current plan'), plan).toBe(plan === planOf(s.context.current));
  }
  expect((radio(LOADED)!.closest('fieldset') as HTMLFieldSetElement).disabled).toBe(!open);
  expect(checkbox()!.checked).toBe(s.context.applyToExisting);
}

function confirmShown(s: Snapshot) {
  const plan = NAMES[planOf(s.context.selected ?? s.context.current)];
  const shown = dialog()!;
  expect(within(shown).getByRole('heading').textContent).toBe(`Switch to ${plan}?`);
  expect(shown.textContent).toContain(
    s.context.applyToExisting
      ? `New properties and your ${PROPERTIES} existing properties will be billed under ${plan}.`
      : `New properties will be billed under ${plan}. Your existing properties keep their plan.`,
  );
}

const viewChecks: Record<string, (s: Snapshot) => void> = {
  choosing: (s) => {
    cardsShown(s, true);
    expect(checkbox()!.disabled).toBe(false);
    const canSave = s.can({ type: 'save.request' });
    expect(saveButton()!.disabled).toBe(!canSave);
    expect(screen.queryByText('Choose a plan other than your current one.') !== null).toBe(!canSave);
    expect(dialog()).toBeNull();
    expect(alert()).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  },
  confirming: (s) => {
    cardsShown(s, false);
    confirmShown(s);
    expect(inDialog('Switch plan')!.getAttribute('aria-busy')).toBeNull();
    expect(inDialog('Cancel')!.disabled).toBe(false);
    expect(saveButton()).toBeNull();
    expect(alert()).toBeNull();
  },
  saving: (s) => {
    cardsShown(s, false);
    confirmShown(s);
    // Busy: the save is on its way, and the dialog cannot be dismissed.
    expect(inDialog('Switch plan')!.getAttribute('aria-busy')).toBe('true');
    expect(inDialog('Cancel')!.disabled).toBe(true);
    expect(alert()).toBeNull();
  },
  saved: (s) => {
    cardsShown(s, true);
    expect(dialog()).toBeNull();
    expect(alert()).toBeNull();
    expect(saveButton()).toBeNull();
    expect(screen.getByRole('status').textContent).toContain(`Saved. New properties are billed under ${NAMES[planOf(s.context.current)]}.`);
  },
  failed: (s) => {
    cardsShown(s, false);
    expect(dialog()).toBeNull();
    expect(alert()!.textContent).toContain(s.context.lastError === 'tagRefused' ? 'This plan cannot be chosen for your account.' : 'The plan could not be saved. Please try again.');
    expect(inAlert('Try again')).toBeTruthy();
    expect(inAlert('Dismiss')).toBeTruthy();
    expect(saveButton()).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  },
};

it('every path of the machine plays on the real pricing tab, which shows each state', async () => {
  await replayPaths({
    name: 'billing-tag-choice',
    entry: machines['billing-tag-choice'],
    mount: async () => {
      currentPlan = '';
      const server = fakeServer();
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      render(
        <IntlProvider
          locale="en-US"
          messages={texts}
          onError={(e) => {
            throw e;
          }}
        >
          <QueryClientProvider client={client}>
            <PricingTab />
          </QueryClientProvider>
        </IntlProvider>,
      );
      await screen.findByTestId(`pricing-plan-${LOADED}`);
      return server;
    },
    drivers,
    viewChecks,
    notDrivable: {},
  });
}, scaledMs(60_000));
