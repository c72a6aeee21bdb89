// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from '../../../src/client/i18n/intl';
import { SNACKBAR_MS, SnackbarProvider, useSnackbar, type SnackbarRequest } from '../../../src/client/ui/snackbar';
import { scopeTexts } from '../support/step-form';

// The snackbar: read out (status, alert for errors), gone after SNACKBAR_MS unless the pointer or
// focus is on it, closed by its button or Escape; texts come from the caller's scope.

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Shower({ request }: { request: SnackbarRequest }) {
  const { show } = useSnackbar();
  return (
    <button type="button" onClick={() => show(request)}>
      show
    </button>
  );
}

const renderWith = (request: SnackbarRequest, locale = 'en-US') =>
  render(
    <IntlProvider locale={locale} messages={scopeTexts(['app'], locale)}>
      <SnackbarProvider>
        {/* The caller's scope (bookings) is nested inside, as on a bookings page. */}
        <IntlProvider locale={locale} messages={{ ...scopeTexts(['app'], locale), ...scopeTexts(['bookings'], locale) }}>
          <Shower request={request} />
        </IntlProvider>
      </SnackbarProvider>
    </IntlProvider>,
  );

it('a success is a status, formatted in the caller texts, and hides itself', () => {
  vi.useFakeTimers();
  renderWith({ messageId: 'bookings.switch.switchedToInstant', tone: 'success' });
  fireEvent.click(screen.getByRole('button', { name: 'show' }));
  expect(screen.getByRole('status').textContent).toContain('Your units now take instant bookings.');
  act(() => vi.advanceTimersByTime(SNACKBAR_MS - 100));
  expect(screen.queryByRole('status')).not.toBeNull();
  act(() => vi.advanceTimersByTime(200));
  expect(screen.queryByRole('status')).toBeNull();
});

it('an error is an alert; hovering or focusing holds it; Escape and the close button close it', () => {
  vi.useFakeTimers();
  renderWith({ messageId: 'bookings.commons.errorOccuredPleaseTryAgain', tone: 'error' }, 'de-DE');
  fireEvent.click(screen.getByRole('button', { name: 'show' }));
  const alert = screen.getByRole('alert');
  expect(alert.textContent).toContain('Ein Fehler ist aufgetreten, bitte versuchen Sie es erneut.');
  const close = screen.getByRole('button', { name: 'Schließen' });
  fireEvent.focus(close);
  act(() => vi.advanceTimersByTime(SNACKBAR_MS * 2));
  expect(screen.queryByRole('alert')).not.toBeNull();
  fireEvent.keyDown(close, { key: 'Escape' });
  expect(screen.queryByRole('alert')).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: 'show' }));
  fireEvent.mouseEnter(screen.getByRole('alert'));
  act(() => vi.advanceTimersByTime(SNACKBAR_MS * 2));
  fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
  expect(screen.queryByRole('alert')).toBeNull();
});

it('the same message twice is shown once', () => {
  renderWith({ messageId: 'bookings.switch.kept' });
  fireEvent.click(screen.getByRole('button', { name: 'show' }));
  fireEvent.click(screen.getByRole('button', { name: 'show' }));
  expect(screen.getAllByRole('status')).toHaveLength(1);
});

it('without a provider show() does nothing (a view tested alone)', () => {
  render(
    <IntlProvider locale="en-US" messages={scopeTexts(['bookings'])}>
      <Shower request={{ messageId: 'bookings.switch.kept' }} />
    </IntlProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'show' }));
  expect(screen.queryByRole('status')).toBeNull();
});

it("a message about the page's own outcome closes when the host moves to another page; another one follows the host", () => {
  const tree = (pathname: string) => (
    <IntlProvider locale="en-US" messages={{ ...scopeTexts(['app'], 'en-US'), ...scopeTexts(['bookings'], 'en-US') }}>
      <SnackbarProvider pathname={pathname}>
        <Shower request={{ messageId: 'bookings.switch.switchedToInstant', tone: 'success', thisPageOnly: true }} />
        <FollowingShower />
      </SnackbarProvider>
    </IntlProvider>
  );
  const view = render(tree('/inquiries/HP-1'));
  fireEvent.click(screen.getByRole('button', { name: 'show' }));
  fireEvent.click(screen.getByRole('button', { name: 'show following' }));
  expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual([expect.stringContaining('Your units now take instant bookings.'), expect.stringContaining('Your units keep booking on request.')]);
  view.rerender(tree('/inquiries/HP-1'));
  expect(screen.getAllByRole('status')).toHaveLength(2);
  view.rerender(tree('/messages/inbox/c-1'));
  expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual([expect.stringContaining('Your units keep booking on request.')]);
});

function FollowingShower() {
  const { show } = useSnackbar();
  return (
    <button type="button" onClick={() => show({ messageId: 'bookings.switch.kept' })}>
      show following
    </button>
  );
}
