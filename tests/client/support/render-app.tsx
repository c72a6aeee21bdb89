import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from '../../../src/client/i18n/intl';
import { createMemoryRouter, RouterProvider } from '../../../src/client/router';
import { vi } from 'vitest';
import { AppDataContext, type AppData } from '../../../src/client/app/app-data';
import { appRoutes } from '../../../src/client/app/router';
import { queryKeys } from '../../../src/client/api/queries';
import { loadMessages } from '../../../src/client/i18n/messages';
import type { AppSettings, PublicSettings } from '../../../src/shared/schemas/app-settings';
import type { UserInfo } from '../../../src/shared/schemas/user-info';
import { appSettings as defaultAppSettings, publicSettings as defaultPublicSettings } from '../../shared/user-info-fixture';
import type { Locale } from '../../../src/shared/i18n/locales';
import type { SessionStatus } from '../../../src/client/auth/session-context';
import { fakeSession, FakeSessionProvider } from './fake-session';

// The real route table, shell, guard and pages, in the state the app start leaves them:
// settings and texts loaded, the host's user info in the query cache, the session fakeSession's. Missing translations
// are collected so a test can assert none occurred.

export interface RenderAppOptions {
  user: UserInfo | null;
  path: string;
  offline?: boolean;
  /** Defaults to active with a user, signed out without. */
  session?: SessionStatus;
  appSettings?: Partial<AppSettings>;
  publicSettings?: Partial<PublicSettings>;
  /** The portal's language; en-US unless told. */
  locale?: Locale;
}

export async function renderApp(options: RenderAppOptions) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (options.user) queryClient.setQueryData(queryKeys.userInfo, options.user);
  fakeSession.reset(options.session ?? (options.user ? 'active' : 'signedOut'));
  const reload = vi.fn();
  const locale = options.locale ?? 'en-US';
  const data: AppData = {
    locale,
    appSettings: defaultAppSettings(options.appSettings),
    publicSettings: defaultPublicSettings(options.publicSettings),
    offline: options.offline ?? false,
    reload,
  };
  const messages = await loadMessages(locale);
  const missing: string[] = [];
  const router = createMemoryRouter(appRoutes, { initialEntries: [options.path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <FakeSessionProvider>
        <AppDataContext.Provider value={data}>
          <IntlProvider locale={locale} messages={messages} onError={(error) => missing.push(error.message)}>
            <RouterProvider router={router} />
          </IntlProvider>
        </AppDataContext.Provider>
      </FakeSessionProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient, reload, missing };
}
