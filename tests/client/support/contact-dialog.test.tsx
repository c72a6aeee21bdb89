// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { setupUser } from '../../support/user-event';
import { useState } from 'react';
import { IntlProvider } from '../../../src/client/i18n/intl';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { loadMessages, loadScopeMessages } from '../../../src/client/i18n/messages';
import { ContactDialog } from '../../../src/client/features/support/contact-dialog';
import { FakeSessionProvider } from './fake-session';


// The contact-support modal (AS §2.9, AS §5) with the real HTTP client; only fetch is
// faked: details appear after a topic, both are required, Discard, sending, success and failures.

const UNIT = '0190f1a2-0000-7000-8000-0000000000e1';
const topics = [
  { name: 'Wrong or missing property information', value: 'property-information-issue' },
  { name: 'General feedback', value: 'general-feedback' },
];
let sent: unknown[];
let answer: () => Response;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' } });

beforeEach(() => {
  sent = [];
  answer = () => json(201, { id: '0190f1a2-0000-7000-8000-0000000000a1', createdAt: '2026-11-27T10:00:00.000Z' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (req: Request) => {
      const url = new URL(req.url);
      if (url.pathname === '/api/app/user/contact-form/topics') return json(200, url.searchParams.get('type') === 'property' ? topics.slice(0, 1) : topics);
      if (url.pathname === '/api/app/user/contact-form' && req.method === 'POST') {
        sent.push(await req.clone().json());
        return answer();
      }
      return json(404, { type: 'urn:host-portal:problem:not-found', title: 'Not found', status: 404 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderDialog(props: { propertyUnitId?: string; formType?: 'general' | 'property' } = {}) {
  // The shell's texts and the support scope's, which the help menu and the pages offering the form load.
  const messages = { ...(await loadMessages('en-US')), ...(await loadScopeMessages('support', 'en-US')) };
  const missing: string[] = [];
  const closed = vi.fn();
  function Host() {
    const [open, setOpen] = useState(true);
    return (
      <ContactDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) closed();
        }}
        formType={props.formType ?? 'general'}
        pageId="calendar"
        propertyUnitId={props.propertyUnitId}
      />
    );
  }
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <IntlProvider locale="en-US" messages={messages} onError={(e) => missing.push(e.message)}>
        <Host />
      </IntlProvider>
    </QueryClientProvider>,
    { wrapper: FakeSessionProvider },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Contact support' });
  // The topics are in once the select is enabled (a property form has no 'General feedback' to wait for).
  await waitFor(() => expect((screen.getByRole('combobox', { name: 'Topic' }) as HTMLSelectElement).disabled).toBe(false));
  return { dialog, closed, missing };
}

const topicSelect = () => screen.getByRole('combobox', { name: 'Topic' }) as HTMLSelectElement;

describe('contact dialog', () => {
  it('shows the details field only once a topic is chosen', async () => {
    const user = setupUser();
    const { missing } = await renderDialog();
    await waitFor(() => expect(topicSelect().disabled).toBe(false));
    expect(screen.queryByRole('textbox', { name: 'Details' })).toBeNull();
    await user.selectOptions(topicSelect(), 'general-feedback');
    expect(screen.getByRole('textbox', { name: 'Details' })).toBeTruthy();
    expect(missing).toEqual([]);
  });

  it('requires topic and details, naming each field, and sends nothing', async () => {
    const user = setupUser();
    await renderDialog();
    await waitFor(() => expect(topicSelect().disabled).toBe(false));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('Topic: Choose a topic.');
    expect(summary.textContent).toContain('Details: Write the details of your request.');
    expect(topicSelect().getAttribute('aria-invalid')).toBe('true');
    await user.selectOptions(topicSelect(), 'general-feedback');
    await user.type(screen.getByRole('textbox', { name: 'Details' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('textbox', { name: 'Details' }).getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('sends topic, details, area and unit, then confirms', async () => {
    const user = setupUser();
    await renderDialog({ propertyUnitId: UNIT, formType: 'property' });
    await waitFor(() => expect(topicSelect().disabled).toBe(false));
    expect(screen.queryByRole('option', { name: 'General feedback' })).toBeNull();
    await user.selectOptions(topicSelect(), 'property-information-issue');
    await user.type(screen.getByRole('textbox', { name: 'Details' }), 'The map pin is wrong. ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thank you! Your message has reached our support team.')).toBeTruthy();
    expect(sent).toEqual([{ topic: 'property-information-issue', body: 'The map pin is wrong. ', pageId: 'calendar', propertyUnitId: UNIT }]);
  });

  it('keeps the draft on failure: 400 at the field, 429 and others as a general error', async () => {
    const user = setupUser();
    await renderDialog();
    await waitFor(() => expect(topicSelect().disabled).toBe(false));
    await user.selectOptions(topicSelect(), 'general-feedback');
    await user.type(screen.getByRole('textbox', { name: 'Details' }), 'Please add a dark mode');
    answer = () => json(400, { type: 'urn:host-portal:problem:validation', title: 'Invalid request', status: 400, invalidParams: [{ name: 'topic', reason: 'must be one of …' }] });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This topic cannot be chosen here; choose another one.')).toBeTruthy();
    answer = () => json(429, { type: 'urn:host-portal:problem:too-many-requests', title: 'Too many requests', status: 429 });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('You have sent many messages in the last hour. Please try again later.')).toBeTruthy();
    answer = () => json(500, { type: 'urn:host-portal:problem:internal', title: 'Internal', status: 500 });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Your message could not be sent. Please try again.')).toBeTruthy();
    expect(topicSelect().value).toBe('general-feedback');
    expect((screen.getByRole('textbox', { name: 'Details' }) as HTMLTextAreaElement).value).toBe('Please add a dark mode');
    expect(sent).toHaveLength(3);
  });

  it('Discard closes and throws the draft away', async () => {
    const user = setupUser();
    const { closed } = await renderDialog();
    await waitFor(() => expect(topicSelect().disabled).toBe(false));
    await user.selectOptions(topicSelect(), 'general-feedback');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(closed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([]);
  });
});
