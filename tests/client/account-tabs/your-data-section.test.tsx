// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from '../../../src/client/i18n/intl';
import { setupUser } from '../../support/user-event';
import { userInfo } from '../../shared/user-info-fixture';
import { YourDataSection } from '../../../src/client/features/account/your-data-section';
import { saveFile } from '../../../src/client/ui/save-file';
import app from '../../../src/shared/i18n/app/en-US.json';
import yourData from '../../../src/shared/i18n/account/your-data/en-US.json';

vi.mock('../../../src/client/ui/save-file', () => ({ saveFile: vi.fn() }));

// The profile tab's "Your data": the real section and HTTP client, only fetch (the network) faked.
const en = { ...app, ...yourData } as Record<string, string>;
const t = (id: string) => en[id];
const problem = (status: number, detail: string) =>
  new Response(JSON.stringify({ type: 'urn:host-portal:problem:conflict', title: 'Conflict', status, detail }), { status, headers: { 'content-type': 'application/problem+json' } });

let respond: (request: Request) => Promise<Response> | Response;
let requests: { method: string; path: string; body: string }[];

beforeEach(() => {
  requests = [];
  vi.mocked(saveFile).mockClear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      requests.push({ method: input.method, path: new URL(input.url).pathname, body: input.method === 'GET' ? '' : await input.clone().text() });
      return respond(input);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderSection(overrides: Parameters<typeof userInfo>[0] = {}) {
  const onDeleted = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <IntlProvider locale="en-US" messages={en} onError={(e) => { throw e; }}>
        <YourDataSection user={userInfo(overrides)} onDeleted={onDeleted} />
      </IntlProvider>
    </QueryClientProvider>,
  );
  return { onDeleted };
}

describe('your data', () => {
  it('downloads the copy under the name the server gave, showing that it is preparing it', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    respond = async () => {
      await gate;
      return new Response('{"format":"host-portal-data-export/1"}', { headers: { 'content-type': 'application/json', 'content-disposition': 'attachment; filename="host-portal-data-2026-11-30.json"' } });
    };
    const user = setupUser();
    renderSection();
    await user.click(screen.getByRole('button', { name: t('account.yourData.export') }));
    expect(screen.getByRole('button', { name: t('account.yourData.exporting') }).getAttribute('aria-busy')).toBe('true');
    release();
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    expect(vi.mocked(saveFile).mock.calls[0][1]).toBe('host-portal-data-2026-11-30.json');
    expect(requests).toEqual([{ method: 'GET', path: '/api/app/user/data-export', body: '' }]);
  });

  it('says so when the download fails', async () => {
    respond = () => problem(500, 'boom');
    const user = setupUser();
    renderSection();
    await user.click(screen.getByRole('button', { name: t('account.yourData.export') }));
    expect((await screen.findByRole('alert')).textContent).toContain(t('account.yourData.exportFailed'));
    expect(saveFile).not.toHaveBeenCalled();
  });

  it('deletes only after the e-mail address is typed, then signs out', async () => {
    respond = () => new Response(null, { status: 204 });
    const user = setupUser();
    const { onDeleted } = renderSection({ email: 'anna@example.com' });
    await user.click(screen.getByRole('button', { name: t('account.yourData.delete') }));
    const dialog = await screen.findByRole('dialog', { name: t('account.yourData.deleteTitle') });
    const confirm = within(dialog).getByRole('button', { name: t('account.yourData.deleteConfirm') });
    expect(confirm).toHaveProperty('disabled', true);
    const field = within(dialog).getByLabelText('Type your e-mail address anna@example.com to confirm');
    await user.type(field, 'anna@example.co');
    expect(confirm).toHaveProperty('disabled', true);
    await user.type(field, 'm');
    expect(confirm).toHaveProperty('disabled', false);
    await user.click(confirm);
    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(requests).toEqual([{ method: 'POST', path: '/api/app/user/deletion', body: JSON.stringify({ confirmation: 'anna@example.com' }) }]);
  });

  it('explains that upcoming stays must be cancelled first (409), and stays signed in', async () => {
    respond = () => problem(409, 'The account has 1 confirmed upcoming stay (HP-1): cancel it first, then delete the account.');
    const user = setupUser();
    const { onDeleted } = renderSection({ email: 'anna@example.com' });
    await user.click(screen.getByRole('button', { name: t('account.yourData.delete') }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), 'ANNA@example.com');
    await user.click(within(dialog).getByRole('button', { name: t('account.yourData.deleteConfirm') }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(t('account.yourData.deleteUpcomingStays'));
    expect(onDeleted).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: t('account.yourData.deleteCancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers no deletion to staff acting for the host', () => {
    renderSection({ isImpersonating: true, staffEmail: 'staff@example.com' });
    expect(screen.getByRole('button', { name: t('account.yourData.export') })).toBeTruthy();
    expect(screen.queryByRole('button', { name: t('account.yourData.delete') })).toBeNull();
  });
});
