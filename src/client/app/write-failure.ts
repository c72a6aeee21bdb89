import { MutationCache } from '@tanstack/react-query';
import { ApiError } from '../api/http';

// HC §8 / AS §8: a failed write (POST, PUT, PATCH, DELETE) shows a
// toast with the server's translated message, or the generic failure title. The rule lives here,
// once: every react-query mutation reports its failure through the cache (writeFailureCache), a
// write made outside react-query (a machine's actor) calls reportWriteFailure itself. A screen
// that already shows the failure (its form, its own snackbar, its dialog) says so with
// `meta: { errorShown }`, so the host never reads the same failure twice. Never toasted: a
// cancelled call (nothing failed) and 401 (the session signs the host out). The toast itself is
// write-failure-toast.tsx, in the shell (this file stays out of the snackbar's chunk).

/** Where a screen shows a failed write itself. */
export type WriteErrorShown = 'inline' | 'snackbar' | 'dialog';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { errorShown?: WriteErrorShown };
  }
}

const isAbort = (error: unknown) => typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

export function isToastedWriteFailure(error: unknown, shown?: WriteErrorShown): boolean {
  if (shown) return false;
  if (isAbort(error)) return false;
  return !(error instanceof ApiError && error.status === 401);
}

type Listener = (error: unknown) => void;
const listeners = new Set<Listener>();

/** Toasts a failed write unless the rule above says otherwise; for writes outside react-query. */
export function reportWriteFailure(error: unknown, shown?: WriteErrorShown): void {
  if (!isToastedWriteFailure(error, shown)) return;
  for (const listener of listeners) listener(error);
}

/** For a promise's catch: toasts the failure (by the rule) and fails on, so the machine still sees it. */
export function rethrowWriteFailure(error: unknown): never {
  reportWriteFailure(error);
  throw error;
}

/** For the toast view: hears every failure that is to be toasted. */
export function onWriteFailure(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function writeFailureCache(): MutationCache {
  return new MutationCache({ onError: (error, _variables, _result, mutation) => reportWriteFailure(error, mutation.meta?.errorShown) });
}
