import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { SessionContext, type SessionStatus, type SessionValue } from '../../../src/client/auth/session-context';

// The session for shell and page tests: the session is the identity provider boundary (its own
// behaviour is tested in session-context.test.tsx), so these tests put a value of their own where
// useSession reads it (FakeSessionProvider; renderApp does it). Tests set the status and read
// which sign-in or sign-out was asked for.

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

// Read when a component renders, as the replaced module's useSession was: a test that changes the
// status and renders again sees the new one.
const fakeSessionValue: SessionValue = {
  get status() {
    return fakeSession.status;
  },
  get user() {
    return fakeSession.status === 'signedOut' ? null : { sub: 'host-1', email: 'anna@example.com', name: 'Anna Berger' };
  },
  signIn: fakeSession.signIn,
  signOut: fakeSession.signOut,
  accessToken: () => (fakeSession.status === 'signedOut' ? null : 'token'),
};

/** Gives what it wraps the fake session (a `wrapper` for render, or an element around the tree). */
export function FakeSessionProvider({ children }: { children: ReactNode }) {
  return <SessionContext.Provider value={fakeSessionValue}>{children}</SessionContext.Provider>;
}
