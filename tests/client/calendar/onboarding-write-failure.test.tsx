// @vitest-environment happy-dom
import { expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../support/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from '../../../src/client/i18n/intl';
import { createMemoryRouter, RouterProvider } from '../../../src/client/router';
import { userInfo, appSettings, publicSettings } from '../../shared/user-info-fixture';
import { fakeSession, FakeSessionProvider } from '../support/fake-session';
import { createQueryClient } from '../../../src/client/app/providers';
import { AppDataContext } from '../../../src/client/app/app-data';
import { appRoutes } from '../../../src/client/app/router';
import { queryKeys } from '../../../src/client/api/queries';
import { loadMessages } from '../../../src/client/i18n/messages';
import { installFakeCalendarApi, VILLA } from './support/fake-calendar-api';
import { en, texts, setUpCalendarPageTests } from './support/calendar-page';
import { scaledMs } from '../../support/time-scale';


// A real screen whose failed write showed nothing before the write-failure rule: Ignore on a
// calendar onboarding task whose PUT is refused. The card comes back and the shell's toast now
// says why, with the server's translated message. The app's own QueryClient (createQueryClient)
// carries the rule, as in the browser.

setUpCalendarPageTests();
const t = texts('calendar.onboarding');

async function renderCalendar() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.userInfo, userInfo());
  fakeSession.reset('active');
  const messages = await loadMessages('en-US');
  const router = createMemoryRouter(appRoutes, { initialEntries: [`/calendar/${VILLA}`] });
  render(
    <QueryClientProvider client={queryClient}>
      <AppDataContext.Provider value={{ locale: 'en-US', appSettings: appSettings(), publicSettings: publicSettings(), offline: false, reload: vi.fn() }}>
        <IntlProvider locale="en-US" messages={messages}>
          <RouterProvider router={router} />
        </IntlProvider>
      </AppDataContext.Provider>
    </QueryClientProvider>,
    { wrapper: FakeSessionProvider },
  );
}

const cards = () => screen.queryAllByRole('listitem').filter((li) => li.classList.contains('calendar-task'));

it('a refused Ignore on an onboarding task is toasted with the server message once, and the card comes back', { timeout: scaledMs(30_000) }, async () => {
  const api = installFakeCalendarApi();
  api.routes.push({
    method: 'PUT',
    path: '/api/app/user/interaction',
    answer: () =>
      new Response(JSON.stringify({ type: 'urn:host-portal:problem:conflict', title: 'Conflict', status: 409, detail: 'Changed meanwhile.' }), {
        status: 409,
        headers: { 'content-type': 'application/problem+json' },
      }),
  });
  const u = setupUser();
  await renderCalendar();
  // The first page of a run loads slowly (the lazy page modules are transformed on first use).
  const card = await screen.findByRole('listitem', { name: t('sync_calendar.title') }, { timeout: 15_000 });
  await u.click(within(card).getByRole('button', { name: t('ignore') }));

  const toast = await screen.findByRole('alert');
  expect(toast.classList.contains('snackbar--error')).toBe(true);
  expect(toast.textContent).toContain(en['errors.problem.conflict']);
  expect(document.querySelectorAll('.snackbar--error')).toHaveLength(1);
  await waitFor(() => expect(cards().map((c) => c.dataset.task)).toEqual(['sync_calendar', 'block_dates']));
  expect(api.callsTo('PUT', '/api/app/user/interaction')).toHaveLength(1);
});
