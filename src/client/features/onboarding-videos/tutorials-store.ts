import { useSyncExternalStore } from 'react';

// "Tutorials" (user menu, the tour's Watch tutorials) asks the shell to open the tutorials list.
// A counter, so every press opens it again; part of the first chunk, the dialog itself is lazy.

const listeners = new Set<() => void>();
let requests = 0;

export function openTutorials(): void {
  requests += 1;
  listeners.forEach((l) => l());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const useTutorialsRequests = () => useSyncExternalStore(subscribe, () => requests, () => 0);
