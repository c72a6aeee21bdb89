// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { FraudTracking } from '../../../src/client/tracking/fraud-tracking';
import { userInfo } from '../../shared/user-info-fixture';
import { renderApp } from '../support/render-app';
import { fakeUserApi } from '../support/fake-user-api';

// AS §6: the fraud-tracking script is off for staff and while staff act for a host. The module
// is replaced by a fake whose factory records that it was imported at all: for staff it must not
// even be fetched, for a host it is imported and run once.

const script = vi.hoisted(() => ({ imported: 0, sent: 0 }));
vi.mock('../../../src/client/tracking/fraud-signals', () => {
  script.imported += 1;
  return { sendFraudSignals: async () => void (script.sent += 1) };
});
fakeUserApi();

beforeEach(() => {
  // The live channel and the pages' own calls are not this test's; every call answers empty.
  vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 404, headers: { 'content-type': 'application/problem+json' } })));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Lets the dynamic import (if any) and its call settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the fraud-tracking script', () => {
  it('is neither imported nor run for a staff member, nor while staff act for a host', async () => {
    render(<FraudTracking user={userInfo({ isStaff: true, email: 'staff@example.com' })} />);
    render(<FraudTracking user={userInfo({ isImpersonating: true, staffEmail: 'staff@example.com' })} />);
    render(<FraudTracking user={null} />);
    await settle();
    expect(script).toEqual({ imported: 0, sent: 0 });
  });

  it('the shell of a staff member acting for a host shows the banner and leaves the script out', async () => {
    await renderApp({ user: userInfo({ isImpersonating: true, staffEmail: 'staff@example.com' }), path: '/' });
    expect(await screen.findByText('STAFF IMPERSONATION')).toBeTruthy();
    await settle();
    expect(script).toEqual({ imported: 0, sent: 0 });
  });

  it('waits for the page to be idle: a shell gone before then never fetches it', async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
    vi.stubGlobal('cancelIdleCallback', () => void idle.splice(0));
    const { unmount } = render(<FraudTracking user={userInfo()} />);
    await settle();
    expect(script).toEqual({ imported: 0, sent: 0 });
    expect(idle).toHaveLength(1);
    unmount();
    expect(idle).toHaveLength(0);
  });

  it('is imported and run once for a host signed in as themselves, through the shell', async () => {
    await renderApp({ user: userInfo(), path: '/' });
    await waitFor(() => expect(script.sent).toBe(1));
    expect(script.imported).toBe(1);
  });
});
