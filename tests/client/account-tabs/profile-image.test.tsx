// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../support/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from '../../../src/client/i18n/intl';
import { ProfileImage } from '../../../src/client/features/account/profile-image';
import * as accountImage from '../../../src/client/features/account/api';
import { deleteProfileImage, uploadProfileImage } from '../../../src/client/features/account/api';
import { fetchUserInfo } from '../../../src/client/api/user';
import { fakeUserApi } from '../support/fake-user-api';
import { ApiError } from '../../../src/client/api/http';
import { queryKeys, useUserInfo } from '../../../src/client/api/queries';
import type { UserInfo } from '../../../src/shared/schemas/user-info';
import image from '../../../src/shared/i18n/account/image/en-US.json';
import appTexts from '../../../src/shared/i18n/app/en-US.json';
import { MemoryRouter } from '../../../src/client/router';
import { UserMenu } from '../../../src/client/shell/user-menu';
import { FakeSessionProvider } from '../support/fake-session';
import { commissionHost } from '../../shared/user-info-fixture';

// The profile picture block alone: the calls (features/account/api.ts) are spied on and answered, the cache is the
// real react-query client, so what the block shows after a call is what the app would show.

beforeAll(() => {
  vi.spyOn(accountImage, 'uploadProfileImage').mockImplementation(() => undefined as never);
  vi.spyOn(accountImage, 'deleteProfileImage').mockImplementation(() => undefined as never);
});
afterAll(() => {
  vi.mocked(uploadProfileImage).mockRestore();
  vi.mocked(deleteProfileImage).mockRestore();
});
// After a change the block refetches the user info; the server answers what the cache now holds.
fakeUserApi();
beforeEach(() => vi.mocked(fetchUserInfo).mockImplementation(async () => currentClient?.getQueryData(queryKeys.userInfo) as never));
let currentClient: QueryClient | null = null;

// data: URLs, so happy-dom has no server to fetch the pictures from.
const URLS = { large: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=#large', thumbnail: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=#thumbnail' };
const png = (bytes = 10) => new File([new Uint8Array(bytes)], 'me.png', { type: 'image/png' });
const missing: string[] = [];

function show(user: UserInfo) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(queryKeys.userInfo, user);
  currentClient = client;
  render(
    <QueryClientProvider client={client}>
      <IntlProvider locale="en-US" messages={image} onError={(e) => missing.push(e.message)}>
        <FromCache />
      </IntlProvider>
    </QueryClientProvider>,
  );
  return { client };
}

/** Renders from the cache, as the profile page does, so a saved change shows at once. */
function FromCache() {
  const { data } = useUserInfo();
  return data ? <ProfileImage user={data} /> : null;
}

beforeEach(() => {
  missing.length = 0;
  vi.mocked(uploadProfileImage).mockReset();
  vi.mocked(deleteProfileImage).mockReset();
});
afterEach(cleanup);

describe('profile picture', () => {
  it('shows the initials without a picture, and the picture once uploaded (keyboard reaches Upload)', async () => {
    const user = setupUser();
    vi.mocked(uploadProfileImage).mockImplementation(async (_file, onProgress) => {
      onProgress?.(0.5);
      return { imageUrls: URLS, width: 400, height: 400 };
    });
    const { client } = show(commissionHost({ firstName: 'Alma', lastName: 'Berger', alias: null, imageUrls: null }));
    expect(screen.getByText('AB')).toBeTruthy();
    expect(screen.getByText('No picture yet: your initials are shown instead.')).toBeTruthy();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Upload picture');
    await user.upload(screen.getByTestId('profile-image-input'), png());
    expect(uploadProfileImage).toHaveBeenCalledTimes(1);
    const img = await screen.findByRole('img', { name: 'Your profile picture' });
    expect(img.getAttribute('src')).toBe(URLS.thumbnail);
    expect(client.getQueryData<UserInfo>(queryKeys.userInfo)?.imageUrls).toEqual(URLS);
    expect(screen.getByRole('button', { name: 'Replace picture' })).toBeTruthy();
    expect(missing).toEqual([]);
  });

  it('refuses a wrong type or a too large file before sending, naming the problem at the field', async () => {
    const user = setupUser({ applyAccept: false });
    show(commissionHost({ imageUrls: null }));
    await user.upload(screen.getByTestId('profile-image-input'), new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert').textContent).toBe('This file is not a JPEG, PNG or WebP picture.');
    const big = png();
    Object.defineProperty(big, 'size', { value: 21 * 1024 * 1024 });
    await user.upload(screen.getByTestId('profile-image-input'), big);
    expect(screen.getByRole('alert').textContent).toBe('This picture is larger than 20 MB.');
    expect(uploadProfileImage).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Upload picture' }).getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
  });

  it("shows the server's refusal (400 naming file) in the host's words", async () => {
    const user = setupUser();
    vi.mocked(uploadProfileImage).mockRejectedValue(new ApiError({ status: 400, general: [], fields: { file: ['must be at least 200 × 200 pixels'] } }));
    show(commissionHost({ imageUrls: null }));
    await user.upload(screen.getByTestId('profile-image-input'), png());
    expect((await screen.findByRole('alert')).textContent).toBe('This picture cannot be used: it must be a readable picture of at least 200 × 200 pixels.');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('deletes only after confirmation; Keep it changes nothing', async () => {
    const user = setupUser();
    vi.mocked(deleteProfileImage).mockResolvedValue(undefined);
    const { client } = show(commissionHost({ firstName: 'Alma', lastName: 'Berger', alias: null, imageUrls: URLS }));
    await user.click(screen.getByRole('button', { name: 'Delete picture' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleteProfileImage).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete picture' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Delete your profile picture?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('img')).toBeNull());
    expect(deleteProfileImage).toHaveBeenCalledTimes(1);
    expect(client.getQueryData<UserInfo>(queryKeys.userInfo)?.imageUrls).toBeNull();
    expect(screen.getByText('AB')).toBeTruthy();
  });

  it('keeps the picture and says so when the delete fails', async () => {
    const user = setupUser();
    vi.mocked(deleteProfileImage).mockRejectedValue(new ApiError({ status: 0, general: ['errors.network'], fields: {} }));
    show(commissionHost({ imageUrls: URLS }));
    await user.click(screen.getByRole('button', { name: 'Delete picture' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The picture could not be deleted. Please try again.');
    expect(screen.getByRole('img', { name: 'Your profile picture' })).toBeTruthy();
  });
});

describe("the header's account menu", () => {
  // Inside a router and a session, as in the shell: once its menu's code is loaded (an earlier
  // file of the worker may have loaded it), the menu renders its content, which navigates and signs out.
  const menu = (user: UserInfo) =>
    render(
      <MemoryRouter>
        <FakeSessionProvider>
          <IntlProvider locale="en-US" messages={appTexts}>
            <UserMenu user={user} />
          </IntlProvider>
        </FakeSessionProvider>
      </MemoryRouter>,
    );

  it('shows the picture in the avatar when there is one, the initials otherwise', () => {
    const withPicture = menu(commissionHost({ firstName: 'Alma', lastName: 'Berger', alias: null, imageUrls: URLS }));
    expect(withPicture.container.querySelector('.avatar img')?.getAttribute('src')).toBe(URLS.thumbnail);
    expect(withPicture.container.querySelector('.avatar')?.textContent).toBe('');
    cleanup();
    const without = menu(commissionHost({ firstName: 'Alma', lastName: 'Berger', alias: null, imageUrls: null }));
    expect(without.container.querySelector('.avatar img')).toBeNull();
    expect(without.container.querySelector('.avatar')?.textContent).toBe('AB');
  });
});
