// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { FormattedMessage, IntlProvider, useIntl } from '../../src/client/i18n/intl';
import { AppStartGate } from '../../src/client/app/app-start';
import { MISSING_TRANSLATIONS_MAX, reportIntlError, requireAppElement, resetMissingReports } from '../../src/client/app/missing-reports';
import { fetchAppSettings } from '../../src/client/api/public';
import { fetchPublicSettings } from '../../src/client/app/public-settings';
import { appSettings, publicSettings } from '../shared/user-info-fixture';
import { fakeSession, FakeSessionProvider } from './support/fake-session';
import { fakeUserApi } from './support/fake-user-api';

// AS §8 "Missing app element and missing translation are reported": both go to
// POST /api/public/client-events; only fetch (the network) is faked.

fakeUserApi();
vi.mock('../../src/client/api/public', () => {
  const fetchAppSettings = vi.fn();
  // The shared request is the same call here: the tests count and fail fetchAppSettings.
  return { fetchAppSettings, fetchAppSettingsShared: (...args: unknown[]) => fetchAppSettings(...args), fetchTranslations: vi.fn() };
});
vi.mock('../../src/client/app/public-settings', () => {
  const fetchPublicSettings = vi.fn();
  // The start takes the settings through startPublicSettings: the same call here.
  return { fetchPublicSettings, startPublicSettings: (signal?: AbortSignal) => fetchPublicSettings(signal) };
});

const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(null, { status: 204 }));
const posted = () =>
  fetchMock.mock.calls.filter(([url]) => url === '/api/public/client-events').map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

beforeEach(() => {
  resetMissingReports();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  window.history.replaceState(null, '', '/calendar?unit=1');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('missing translation (AS §8)', () => {
  it('is reported once per key and language, with the page path only', () => {
    function Page() {
      const intl = useIntl();
      return (
        <p>
          {intl.formatMessage({ id: 'nav.nowhere' })} {intl.formatMessage({ id: 'nav.nowhere' })} <FormattedMessage id="nav.elsewhere" /> {intl.formatMessage({ id: 'nav.here' })}
        </p>
      );
    }
    const view = render(
      <IntlProvider locale="de-DE" messages={{ 'nav.here': 'Hier' }} defaultLocale="en-US" onError={reportIntlError('de-DE')}>
        <Page />
      </IntlProvider>,
    );
    view.rerender(
      <IntlProvider locale="de-DE" messages={{ 'nav.here': 'Hier' }} defaultLocale="en-US" onError={reportIntlError('de-DE')}>
        <Page />
      </IntlProvider>,
    );
    expect(posted()).toEqual([
      { type: 'translation.missing', path: '/calendar', key: 'nav.nowhere', locale: 'de-DE' },
      { type: 'translation.missing', path: '/calendar', key: 'nav.elsewhere', locale: 'de-DE' },
    ]);
    // The same key in another language is another gap.
    reportIntlError('fr-FR')({ code: 'MISSING_TRANSLATION', descriptor: { id: 'nav.nowhere' } } as never);
    expect(posted()).toHaveLength(3);
  });

  it('other format errors are not reported as missing texts', () => {
    reportIntlError('en-US')({ code: 'FORMAT_ERROR', message: 'bad' } as never);
    expect(posted()).toEqual([]);
  });

  it(`stops after ${MISSING_TRANSLATIONS_MAX} keys (a whole missing scope is one problem)`, () => {
    const onError = reportIntlError('it-IT');
    for (let i = 0; i < MISSING_TRANSLATIONS_MAX + 10; i++) onError({ code: 'MISSING_TRANSLATION', descriptor: { id: `k${i}` } } as never);
    expect(posted()).toHaveLength(MISSING_TRANSLATIONS_MAX);
  });

  it('the running app reports a text its language lacks', async () => {
    fakeSession.reset('signedOut');
    vi.mocked(fetchAppSettings).mockResolvedValue(appSettings());
    vi.mocked(fetchPublicSettings).mockResolvedValue(publicSettings());
    function Root() {
      const intl = useIntl();
      return <p>ready: {intl.formatMessage({ id: 'nav.calendar' })} {intl.formatMessage({ id: 'no.such.text' })}</p>;
    }
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AppStartGate loadRoot={async () => ({ default: Root })} />
      </QueryClientProvider>,
      { wrapper: FakeSessionProvider },
    );
    expect(await screen.findByText(/^ready: Calendar/)).toBeTruthy();
    expect(posted()).toEqual([{ type: 'translation.missing', path: '/calendar', key: 'no.such.text', locale: 'en-US' }]);
  });
});

describe('missing app element (AS §8)', () => {
  it('is reported, then the start stops', () => {
    expect(() => requireAppElement('root')).toThrow('index.html has no #root element');
    expect(posted()).toEqual([{ type: 'app.element-missing', path: '/calendar', key: 'root' }]);
  });

  it('a present element is returned and nothing is reported', () => {
    const element = document.createElement('div');
    element.id = 'root';
    document.body.append(element);
    expect(requireAppElement('root')).toBe(element);
    element.remove();
    expect(posted()).toEqual([]);
  });
});
