// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../support/user-event';
import { patchUserInfo } from '../../src/client/api/user';
import { browserNavigation } from '../../src/client/i18n/change-language';
import { getStoredLocale } from '../../src/client/i18n/locale-storage';
import { commissionHost, userInfo } from '../shared/user-info-fixture';
import { renderApp } from './support/render-app';
import { fakeUserApi } from './support/fake-user-api';

fakeUserApi();

let replace: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/calendar?hl=fr&view=month');
  replace = vi.spyOn(browserNavigation, 'replace').mockImplementation(() => undefined);
  vi.mocked(patchUserInfo).mockReset().mockResolvedValue(userInfo({ locale: 'de-DE' }));
});
afterEach(() => {
  cleanup();
  replace.mockRestore();
});

async function choose(language: string) {
  const user = setupUser();
  const trigger = await screen.findAllByRole('button', { name: 'Language: English' });
  trigger[0].focus();
  await user.keyboard('{Enter}');
  const menu = await screen.findByRole('menu');
  await user.click(within(menu).getByRole('menuitemradio', { name: language }));
}

describe('language switch (AS §4: store the choice, reload without hl)', () => {
  it('stores the choice, saves it on the account and reloads without hl', async () => {
    await renderApp({ user: userInfo(), path: '/calendar' });
    await choose('Deutsch');
    await waitFor(() => expect(replace).toHaveBeenCalledTimes(1));
    expect(getStoredLocale()).toBe('de-DE');
    expect(patchUserInfo).toHaveBeenCalledWith({ locale: 'de-DE' });
    expect(replace).toHaveBeenCalledWith(`${window.location.origin}/calendar?view=month`);
  });

  it('a staff member acting for a host changes only their own stored choice', async () => {
    await renderApp({ user: commissionHost({ isImpersonating: true, staffEmail: 'staff@example.com' }), path: '/calendar' });
    await choose('Italiano');
    await waitFor(() => expect(replace).toHaveBeenCalledTimes(1));
    expect(getStoredLocale()).toBe('it-IT');
    expect(patchUserInfo).not.toHaveBeenCalled();
  });

  it('works signed out, on a public page', async () => {
    await renderApp({ user: null, path: '/legal' });
    await choose('Français');
    await waitFor(() => expect(replace).toHaveBeenCalledTimes(1));
    expect(getStoredLocale()).toBe('fr-FR');
    expect(patchUserInfo).not.toHaveBeenCalled();
  });
});
