import { useSyncExternalStore } from 'react';
import {
  FEATURE_TOGGLES_STORAGE_KEY,
  parseToggleOverrides,
  serializeToggleOverrides,
  withChoice,
  type FeatureToggleId,
  type ToggleChoice,
  type ToggleOverrides,
} from '../../../shared/domain/feature-toggles';

// This browser's interface-switch choices (shared/domain/feature-toggles.ts), read by the app
// data hook on every render, so it is small and part of the first chunk; the page is lazy.
// Necessary storage (listed by the cookie settings): it is written only when the visitor picks a
// choice on /feature-toggle/{id}, which could not hold otherwise.

type Listener = () => void;
const listeners = new Set<Listener>();
const NONE: ToggleOverrides = {};
let cached: { text: string | null; overrides: ToggleOverrides } | undefined;
/** Blocked storage: the choices hold for this page view only. */
let memoryOnly: ToggleOverrides | undefined;

function readText(): string | null {
  try {
    return localStorage.getItem(FEATURE_TOGGLES_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The choices in force; the same object while the stored text is unchanged (a stable snapshot). */
export function getToggleOverrides(): ToggleOverrides {
  if (memoryOnly) return memoryOnly;
  const text = readText();
  if (!cached || cached.text !== text) cached = { text, overrides: text ? parseToggleOverrides(text) : NONE };
  return cached.overrides;
}

const notify = () => listeners.forEach((l) => l());

export function saveToggleChoice(id: FeatureToggleId, choice: ToggleChoice): void {
  const next = withChoice(getToggleOverrides(), id, choice);
  const text = serializeToggleOverrides(next);
  try {
    if (text === null) localStorage.removeItem(FEATURE_TOGGLES_STORAGE_KEY);
    else localStorage.setItem(FEATURE_TOGGLES_STORAGE_KEY, text);
    memoryOnly = undefined;
  } catch {
    memoryOnly = next;
  }
  notify();
}

export function subscribeToggles(listener: Listener): () => void {
  listeners.add(listener);
  // A choice made in another tab applies here too.
  const onStorage = (e: StorageEvent) => e.key === FEATURE_TOGGLES_STORAGE_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const useToggleOverrides = () => useSyncExternalStore(subscribeToggles, getToggleOverrides, () => NONE);

/** For tests: forget the cached reading. */
export function resetToggleStore(): void {
  cached = undefined;
  memoryOnly = undefined;
}
