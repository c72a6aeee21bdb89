// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from '../../../src/client/i18n/intl';
import { setupUser } from '../../support/user-event';
import { WorkingModelSection } from '../../../src/client/features/account/working-model-section';
import { SnackbarProvider } from '../../../src/client/ui/snackbar';
import account from '../../../src/shared/i18n/account/en-US.json';
import app from '../../../src/shared/i18n/app/en-US.json';
import snackbar from '../../../src/shared/i18n/app/snackbar/en-US.json';

// The profile tab's "How guests reach you": the choice made at registration, changeable until a
// unit is published (the server decides: `changeable`), fixed and explained afterwards.

const en = { ...app, ...snackbar, ...account };
const view = (over: Record<string, unknown> = {}) => ({ commercialModel: 'subscription', changeable: true, onboardingStatus: 'in_progress', biddingTag: null, isHybrid: false, commissionTermsAccepted: false, planServicesConfirmed: false, ...over });
const json = (body: unknown, status = 200, type = 'application/json') => new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });

let answers: { get: () => Response; put: (body: { commercialModel: string }) => Response };
let puts: unknown[];

beforeEach(() => {
  puts = [];
  answers = { get: () => json(view()), put: (body) => json(view({ commercialModel: body.commercialModel })) };
  vi.stubGlobal('fetch', async (req: Request) => {
    const url = new URL(req.url);
    if (url.pathname === '/api/app/commercial-model' && req.method === 'GET') return answers.get();
    if (url.pathname === '/api/app/commercial-model' && req.method === 'PUT') {
      const body = JSON.parse(await req.text());
      puts.push(body);
      return answers.put(body);
    }
    return json({ status: 404, title: 'Not found', type: 'about:blank' }, 404, 'application/problem+json');
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <IntlProvider locale="en-US" messages={en} onError={(e) => { throw e; }}>
        <SnackbarProvider>
          <WorkingModelSection />
        </SnackbarProvider>
      </IntlProvider>
    </QueryClientProvider>,
  );
}

describe('how guests reach you (profile tab)', () => {
  it('shows the current choice, saves another one and says so', async () => {
    const user = setupUser();
    renderSection();
    const group = await screen.findByRole('group', { name: en['account.workingModel.legend'] });
    const subscription = within(group).getByRole('radio', { name: new RegExp(en['account.workingModel.subscription']) });
    const commission = within(group).getByRole('radio', { name: new RegExp(en['account.workingModel.commission']) });
    expect(subscription).toHaveProperty('checked', true);
    const save = screen.getByRole('button', { name: en['account.workingModel.save'] });
    expect(save).toHaveProperty('disabled', true); // nothing changed yet
    await user.click(commission);
    expect(save).toHaveProperty('disabled', false);
    await user.click(save);
    expect(await screen.findByText(en['account.workingModel.saved'])).toBeTruthy();
    expect(puts).toEqual([{ commercialModel: 'commission' }]);
    expect(commission).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: en['account.workingModel.save'] })).toHaveProperty('disabled', true);
  });

  it('a refusal (something was published meanwhile) is shown at the choice, and the choice stays', async () => {
    const user = setupUser();
    answers.put = () => json({ type: 'urn:host-portal:problem:conflict', title: 'Conflict', status: 409, detail: 'The commercial model cannot change once a unit has been published or sent for review.' }, 409, 'application/problem+json');
    renderSection();
    const group = await screen.findByRole('group', { name: en['account.workingModel.legend'] });
    await user.click(within(group).getByRole('radio', { name: new RegExp(en['account.workingModel.commission']) }));
    await user.click(screen.getByRole('button', { name: en['account.workingModel.save'] }));
    expect(await within(group).findByText(/./, { selector: '.choice-list__error' })).toBeTruthy();
    expect(within(group).getByRole('radio', { name: new RegExp(en['account.workingModel.commission']) })).toHaveProperty('checked', true);
  });

  it('once a unit is published it names the way of working and explains why it is fixed, with nothing to choose', async () => {
    answers.get = () => json(view({ commercialModel: 'commission', changeable: false, onboardingStatus: 'finished' }));
    renderSection();
    expect(await screen.findByText(en['account.workingModel.fixed'])).toBeTruthy();
    expect(screen.getByText(en['account.workingModel.commission'])).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: en['account.workingModel.save'] })).toBeNull();
  });

  it('a failed load says so and Try again loads it', async () => {
    const user = setupUser();
    answers.get = () => json({ type: 'about:blank', title: 'Server error', status: 500 }, 500, 'application/problem+json');
    renderSection();
    const alert = await screen.findByRole('alert');
    answers.get = () => json(view());
    await user.click(within(alert).getByRole('button', { name: en['account.workingModel.retry'] }));
    expect(await screen.findByRole('group', { name: en['account.workingModel.legend'] })).toBeTruthy();
  });
});
