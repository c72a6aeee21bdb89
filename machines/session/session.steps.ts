import type { MachineStory } from '../story';

// The session machine told as plain steps (Gherkin export, machine page).
// Times are shown as the clock reads them (UTC), so a tester can compare them with the expiry.
const clock = (iso: unknown) => String(iso).slice(11, 19);

export const sessionStory = {
  actor: 'the browser',
  events: {
    'session.start': (e) => `the host signs in and gets a token valid until ${clock(e.expiresAt)}`,
    'token.check': (e) => `the minute check of the token runs at ${clock(e.now)}`,
    'token.refreshRequested': (e) => `the host comes back to the tab (or the browser goes online again) and the portal asks for a fresh token at ${clock(e.now)}`,
    'request.unauthorized': 'a call comes back with 401 (the token was refused)',
    'session.end': 'the host clicks Sign out in the user menu',
    'xstate.done.actor.refreshToken': (e) => `the identity provider hands out a new token, valid until ${clock((e.output as { expiresAt: string }).expiresAt)}`,
    'xstate.error.actor.refreshToken': 'the identity provider refuses to renew the token',
    'xstate.done.actor.signOut': 'the identity provider ends the session',
    'xstate.error.actor.signOut': 'the sign-out cannot run in the browser (its sign-in library does not load, e.g. offline)',
  },
  states: {
    signedOut: 'the host is signed out and the portal offers Sign in',
    active: 'the host is signed in and works as usual',
    refreshing: 'the host stays signed in while the token is renewed; calls wait for it',
    signingOut: 'the portal says "Signing you out…" while the session is ended',
  },
} satisfies MachineStory;
