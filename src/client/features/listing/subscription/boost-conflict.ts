import { useSyncExternalStore } from 'react';

// The server's last refusal (409) of a unit's boost. The wizard shows a general "could not be
// saved" for any failure; the boost form also shows why, which only the server's answer tells
// (coins spent in another tab, dates overlapping a boost booked meanwhile).

const refusals = new Map<string, string>();
const listeners = new Set<() => void>();

export function setBoostRefusal(unitId: string, message: string | null) {
  if (message === null) refusals.delete(unitId);
  else refusals.set(unitId, message);
  listeners.forEach((l) => l());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useBoostRefusal = (unitId: string) => useSyncExternalStore(subscribe, () => refusals.get(unitId) ?? null);
