// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { FormattedMessage, IntlProvider } from '../../src/client/i18n/intl';
import type { Messages, MessageScope } from '../../src/client/i18n/messages';

// ScopedMessages fetches a page's text scopes together: a page of several (the calendar reads
// calendar, bookings and calendar-sync; two scopes here) waits for one round of chunks, not for
// one scope after the other.

const pending = new Map<string, (messages: Messages) => void>();
const requested: string[] = [];
vi.mock('../../src/client/i18n/messages', () => ({
  loadScopeMessages: (scope: MessageScope, locale: string) => {
    requested.push(`${scope}/${locale}`);
    return new Promise<Messages>((resolve) => pending.set(scope, resolve));
  },
}));

const { ScopedMessages } = await import('../../src/client/i18n/scoped-messages');
const { lazyWithTexts } = await import('../../src/client/i18n/lazy-with-texts');

afterEach(() => {
  cleanup();
  pending.clear();
  requested.length = 0;
});

const pageIn = (locale: string) => (
  <IntlProvider locale={locale} messages={{ 'app.pageLoading': 'Lädt' }}>
    <ScopedMessages scopes={['bookings', 'listing']}>
      <FormattedMessage id="bookings.title" /> / <FormattedMessage id="listing.title" />
    </ScopedMessages>
  </IntlProvider>
);
const page = pageIn('de-DE');

describe('ScopedMessages', () => {
  it("fetches all of a page's scopes at once, in the page's locale, and shows the page when all have come", async () => {
    render(page);
    expect(requested).toEqual(['bookings/de-DE', 'listing/de-DE']);
    expect(screen.getByText('Lädt')).toBeTruthy();

    await act(async () => pending.get('listing')!({ 'listing.title': 'Inserat' }));
    expect(screen.queryByText(/Inserat/)).toBeNull(); // one scope is not the page

    await act(async () => pending.get('bookings')!({ 'bookings.title': 'Buchungen' }));
    expect(screen.getByText('Buchungen / Inserat')).toBeTruthy();
  });

  it('fetches a scope once per locale, however often a page opens', async () => {
    render(pageIn('fr-FR'));
    await act(async () => {
      pending.get('bookings')!({ 'bookings.title': 'Réservations' });
      pending.get('listing')!({ 'listing.title': 'Annonce' });
    });
    expect(screen.getByText('Réservations / Annonce')).toBeTruthy();
    cleanup();
    render(pageIn('fr-FR'));
    expect(await screen.findByText('Réservations / Annonce')).toBeTruthy();
    expect(requested).toEqual(['bookings/fr-FR', 'listing/fr-FR']);
  });

  it('shows texts that have arrived at once when a page opens again (no spinner in between)', async () => {
    render(pageIn('it-IT'));
    await act(async () => {
      pending.get('bookings')!({ 'bookings.title': 'Prenotazioni' });
      pending.get('listing')!({ 'listing.title': 'Annuncio' });
    });
    cleanup();
    render(pageIn('it-IT'));
    // Synchronously, on the first render: no findBy, no act.
    expect(screen.getByText('Prenotazioni / Annuncio')).toBeTruthy();
    expect(screen.queryByText('Lädt')).toBeNull();
  });

  it('with no scopes shows what is under it at once and fetches nothing', () => {
    render(
      <IntlProvider locale="de-DE" messages={{ 'app.pageLoading': 'Lädt', 'app.name': 'Gastgeberportal' }}>
        <ScopedMessages scopes={[]}>
          <FormattedMessage id="app.name" />
        </ScopedMessages>
      </IntlProvider>,
    );
    expect(screen.getByText('Gastgeberportal')).toBeTruthy();
    expect(requested).toEqual([]);
  });
});

describe('lazyWithTexts', () => {
  it('asks for the code and the texts together, and shows nothing until both are here', async () => {
    let resolveCode!: (module: { default: (props: { name: string }) => React.JSX.Element }) => void;
    const load = vi.fn(() => new Promise<{ default: (props: { name: string }) => React.JSX.Element }>((resolve) => (resolveCode = resolve)));
    const Greeting = lazyWithTexts(load, ['referral']);
    render(
      <IntlProvider locale="en-US" messages={{ 'app.pageLoading': 'Loading' }}>
        <Greeting name="Nora" />
      </IntlProvider>,
    );
    // Both asked for on the first mount: the code does not wait for the texts.
    expect(requested).toEqual(['referral/en-US']);
    expect(load).toHaveBeenCalled();
    expect(screen.queryByText('Loading')).toBeNull(); // no spinner: a dialog has no place for one

    await act(async () => pending.get('referral')!({ 'referral.hello': 'Hello, {name}' }));
    expect(screen.queryByText(/Hello/)).toBeNull(); // the texts alone are not the dialog

    await act(async () => resolveCode({ default: ({ name }) => <FormattedMessage id="referral.hello" values={{ name }} /> }));
    expect(await screen.findByText('Hello, Nora')).toBeTruthy();
  });
});
