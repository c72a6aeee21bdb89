import { useSyncExternalStore } from 'react';

// "Invite a host" (the user menu, the mobile account list) asks the shell to open the referral
// dialog. A counter, so every press opens it again; part of the first chunk, the dialog is lazy.

const listeners = new Set<() => void>();
let requests = 0;

export function openInviteHost(): void {
  requests += 1;
  listeners.forEach((l) => l());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const useInviteHostRequests = () => useSyncExternalStore(subscribe, () => requests, () => 0);

/** Staff members outside a host's account have no referral code of their own to share. */
export const canInviteHosts = (user: { isStaff: boolean }) => !user.isStaff;
