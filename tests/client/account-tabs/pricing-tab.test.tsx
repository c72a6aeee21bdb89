// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupUser } from '../../support/user-event';
import { fetchUserInfo } from '../../../src/client/api/user';
import { commissionHost } from '../../shared/user-info-fixture';
import { renderApp } from '../support/render-app';
import { PLAN_TERMS } from '../../../src/shared/domain/commercial-model-plans';
import { fakeUserApi } from '../support/fake-user-api';

// The pricing tab in the real app (routes, shell, account page); fetch, the network boundary,
// plays the server's billing-tag calls.

fakeUserApi();

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' } });
const plans = (['split', 'host_only', 'host_only_14_5'] as const).map((plan) => ({ plan, terms: { ...PLAN_TERMS[plan], services: [...PLAN_TERMS[plan].services] } }));
const view = (over: Record<string, unknown> = {}) => ({ billingTag: null, effectivePlan: 'split', plans, propertyCount: 3, propertiesOnOtherPlans: 3, ...over });

let answers: { get: () => Response; put: (url: string, body: unknown) => Response };
let puts: { url: string; body: unknown }[];

beforeEach(() => {
  puts = [];
  answers = { get: () => json(view()), put: () => json({ ...view({ billingTag: 'host_only', effectivePlan: 'host_only' }), propertiesUpdated: 0 }) };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const url = request.url;
      if (url.includes('/app/user/billing-tag') && request.method === 'GET') return answers.get();
      if (url.includes('/app/user/billing-tag/') && request.method === 'PUT') {
        const body = JSON.parse((await request.text()) || '{}');
        puts.push({ url, body });
        return answers.put(url, body);
      }
      return json({}, 404);
    }),
  );
  vi.mocked(fetchUserInfo).mockResolvedValue(commissionHost());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const open = () => renderApp({ user: commissionHost(), path: '/account/pricing', publicSettings: { earningDetailsEnabled: false } });
const card = (plan: string) => screen.findByTestId(`pricing-plan-${plan}`, {});

describe('/account/pricing', () => {
  it('shows the plans as cards with their terms, the current one marked, and nothing to save yet', async () => {
    const app = await open();
    const split = await card('split');
    expect((within(split).getByRole('radio') as HTMLInputElement).checked).toBe(true);
    expect(split.textContent).toContain('Current plan');
    expect(split.textContent).toContain('8%');
    expect(split.textContent).toContain('7%');
    expect((await card('host_only_14_5')).textContent).toContain('14.5%');
    expect((await card('host_only')).textContent).toContain('Damage protection');
    expect((screen.getByRole('button', { name: 'Save plan' }) as HTMLButtonElement).disabled).toBe(true);
    expect(app.missing).toEqual([]);
  });

  it('chooses another plan by keyboard, confirms, and shows it saved; existing properties stay unless asked', async () => {
    const user = setupUser();
    await open();
    const splitRadio = within(await card('split')).getByRole('radio');
    splitRadio.focus();
    await user.keyboard('{ArrowDown}');
    expect((within(await card('host_only')).getByRole('radio') as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save plan' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Switch to Host pays all?');
    expect(dialog.textContent).toContain('Your existing properties keep their plan.');
    await user.click(within(dialog).getByRole('button', { name: 'Switch plan' }));
    expect((await screen.findByRole('status', {})).textContent).toContain('Saved. New properties are billed under Host pays all.');
    expect(puts).toEqual([{ url: expect.stringContaining('/app/user/billing-tag/host_only/save'), body: { applyToExistingProperties: false } }]);
    expect((await card('host_only')).textContent).toContain('Current plan');
  });

  it('moves existing properties only when the box is ticked, and says how many moved', async () => {
    const user = setupUser();
    answers.put = () => json({ ...view({ billingTag: 'host_only_14_5', effectivePlan: 'host_only_14_5', propertiesOnOtherPlans: 0 }), propertiesUpdated: 3 });
    await open();
    await user.click(within(await card('host_only_14_5')).getByRole('radio'));
    await user.click(screen.getByRole('checkbox', { name: 'Also move my 3 existing properties to this plan' }));
    await user.click(screen.getByRole('button', { name: 'Save plan' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('your 3 existing properties will be billed under Host pays all, reduced');
    await user.click(within(dialog).getByRole('button', { name: 'Switch plan' }));
    expect((await screen.findByRole('status', {})).textContent).toContain('3 properties were moved to it.');
    expect(puts[0].body).toEqual({ applyToExistingProperties: true });
  });

  it('a refused tag is said plainly and can be dismissed; Cancel in the dialog sends nothing', async () => {
    const user = setupUser();
    answers.put = () => json({ type: 'urn:problem:validation', title: 'Invalid', status: 400, invalidParams: [{ name: 'tag', reason: 'must be one of split' }] }, 400);
    await open();
    await user.click(within(await card('host_only')).getByRole('radio'));
    await user.click(screen.getByRole('button', { name: 'Save plan' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Save plan' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Switch plan' }));
    expect((await screen.findByRole('alert', {})).textContent).toContain('This plan cannot be chosen for your account.');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save plan' })).toBeTruthy();
  });

  it('says so when the account has no pricing model (403), and offers Retry when loading fails', async () => {
    answers.get = () => json({ type: 'urn:problem:forbidden', title: 'Forbidden', status: 403 }, 403);
    await open();
    expect((await screen.findByText('Your account has no pricing model to choose.', {})).getAttribute('role')).toBe('note');
    cleanup();
    let down = true;
    answers.get = () => (down ? json({ title: 'Unavailable', status: 503 }, 503) : json(view()));
    await open();
    const alert = await screen.findByRole('alert', {});
    expect(alert.textContent).toContain('The plans could not be loaded.');
    down = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await card('split')).toBeTruthy();
  });
});
