import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { SessionStatus, SessionValue } from '../../../src/client/auth/session-context';

// Stands in for src/client/auth/session-context in shell tests: the session is the identity
// provider boundary (its own behaviour is tested in session-context.test.tsx). Tests set the
// status and read which sign-in or sign-out was asked for.

export const fakeSession = {
  status: 'signedOut' as SessionStatus,
  signIn: vi.fn(async (_returnTo: string) => undefined),
  signOut: vi.fn(async () => undefined),
  reset(status: SessionStatus) {
    this.status = status;
    this.signIn.mockClear();
    this.signOut.mockClear();
  },
};

export function useSession(): SessionValue {
  return {
    status: fakeSession.status,
    user: fakeSession.status === 'signedOut' ? null : { sub: 'host-1', email: 'anna@example.com', name: 'Anna Berger' },
    signIn: fakeSession.signIn,
    signOut: fakeSession.signOut,
    accessToken: () => (fakeSession.status === 'signedOut' ? null : 'token'),
  };
}

export function SessionProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
