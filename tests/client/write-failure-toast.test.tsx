// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { IntlProvider } from '../../src/client/i18n/intl';
import { createQueryClient } from '../../src/client/app/providers';
import { reportWriteFailure, rethrowWriteFailure, type WriteErrorShown } from '../../src/client/app/write-failure';
import { WRITE_FAILURE_REPEAT_MS, WriteFailureToasts } from '../../src/client/app/write-failure-toast';
import { ApiError } from '../../src/client/api/http';
import { normaliseApiError } from '../../src/shared/domain/api-errors';
import { SnackbarProvider } from '../../src/client/ui/snackbar';
import { scopeTexts } from './support/step-form';

// The one rule of failed writes (HC §8, AS §8): a failed write is
// toasted with the server's translated message or the generic title, unless its screen shows it
// (meta errorShown); a cancelled call and a 401 never are; the same text twice within a second is
// one toast. Through the app's own QueryClient (createQueryClient) and the shell's snackbar.

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const en = scopeTexts(['app']);
const de = scopeTexts(['app'], 'de-DE');

const conflict = () =>
  new ApiError(normaliseApiError(409, { type: 'urn:host-portal:problem:conflict', title: 'Conflict', status: 409, detail: 'The unit was changed meanwhile.' }));

function Writer({ fail, meta }: { fail: () => unknown; meta?: { errorShown: WriteErrorShown } }) {
  const write = useMutation({ mutationFn: () => Promise.reject(fail()), ...(meta && { meta }) });
  return (
    <>
      <button type="button" onClick={() => write.mutate()}>
        save
      </button>
      <p data-testid="state">{write.status}</p>
    </>
  );
}

function mount(props: Parameters<typeof Writer>[0], locale: 'en-US' | 'de-DE' = 'en-US') {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <IntlProvider locale={locale} messages={locale === 'en-US' ? en : de}>
        <SnackbarProvider>
          <WriteFailureToasts />
          <Writer {...props} />
        </SnackbarProvider>
      </IntlProvider>
    </QueryClientProvider>,
  );
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'save' }));
const failed = () => waitFor(() => expect(screen.getByTestId('state').textContent).toBe('error'));
const toasts = () => [...document.querySelectorAll('.snackbar--error .snackbar__text')].map((t) => t.textContent);

describe('a failed write without meta', () => {
  it('toasts the server message in the host language (our problem type, by its translation)', async () => {
    mount({ fail: conflict });
    save();
    expect((await screen.findByRole('alert')).textContent).toContain(en['errors.problem.conflict']);
    expect(toasts()).toEqual([en['errors.problem.conflict']]);
  });

  it('toasts a foreign service message as it came, and in German the German wording of ours', async () => {
    mount({ fail: () => new ApiError({ status: 422, general: ['Le nom est déjà pris.'], fields: {} }) });
    save();
    await waitFor(() => expect(toasts()).toEqual(['Le nom est déjà pris.']));
    cleanup();
    mount({ fail: conflict }, 'de-DE');
    save();
    await waitFor(() => expect(toasts()).toEqual([de['errors.problem.conflict']]));
    expect(de['errors.problem.conflict']).not.toBe(en['errors.problem.conflict']);
  });

  it('toasts field messages no form shows (our validation problem: its title)', async () => {
    mount({
      fail: () => new ApiError(normaliseApiError(400, { type: 'urn:host-portal:problem:validation', title: 'Invalid', status: 400, invalidParams: [{ name: 'price', reason: 'must be at least 10' }] })),
    });
    save();
    await waitFor(() => expect(toasts()).toEqual([en['errors.problem.validation']]));
  });

  it('toasts the generic title when there is no server message', async () => {
    mount({ fail: () => new TypeError('saveFile is not a function') });
    save();
    await waitFor(() => expect(toasts()).toEqual([en['writeFailure.generic']]));
    expect(en['writeFailure.generic']).toBeTruthy();
  });
});

describe('no toast', () => {
  it.each(['inline', 'snackbar', 'dialog'] as const)('when the screen shows the failure itself (meta errorShown: %s)', async (errorShown) => {
    mount({ fail: conflict, meta: { errorShown } });
    save();
    await failed();
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(toasts()).toEqual([]);
  });

  it('for a cancelled call', async () => {
    mount({ fail: () => new DOMException('The operation was aborted.', 'AbortError') });
    save();
    await failed();
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(toasts()).toEqual([]);
  });

  it('for a 401 (the session signs the host out)', async () => {
    mount({ fail: () => new ApiError(normaliseApiError(401, undefined)) });
    save();
    await failed();
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(toasts()).toEqual([]);
  });
});

it('the same text within a second is one toast; after a second it shows again', async () => {
  let now = 1_000_000;
  vi.spyOn(Date, 'now').mockImplementation(() => now);
  mount({ fail: conflict });
  save();
  await waitFor(() => expect(toasts()).toHaveLength(1));
  fireEvent.click(screen.getByRole('button', { name: en['snackbar.dismiss'] }));
  expect(toasts()).toEqual([]);

  now += WRITE_FAILURE_REPEAT_MS - 1;
  save();
  await failed();
  await act(() => new Promise((r) => setTimeout(r, 20)));
  expect(toasts()).toEqual([]);

  now += 2;
  save();
  await waitFor(() => expect(toasts()).toEqual([en['errors.problem.conflict']]));
});

it('a write outside react-query (a machine actor) uses the same rule', async () => {
  mount({ fail: conflict, meta: { errorShown: 'inline' } });
  act(() => reportWriteFailure(conflict(), 'inline'));
  expect(toasts()).toEqual([]);
  const error = new ApiError({ status: 503, general: ['errors.status.5xx'], fields: {} });
  let rethrown: unknown;
  act(() => {
    try {
      rethrowWriteFailure(error);
    } catch (e) {
      rethrown = e;
    }
  });
  expect(rethrown).toBe(error);
  await waitFor(() => expect(toasts()).toEqual([en['errors.status.5xx']]));
});
