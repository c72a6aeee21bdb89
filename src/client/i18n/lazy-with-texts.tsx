import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import type { MessageScope } from './message-scopes';
import { ScopedMessages } from './scoped-messages';

/**
 * A component that stays out of the first route with its texts: its code and its scopes' texts
 * load together on its first mount, and nothing shows until both are here (a dialog, a banner or
 * a tour drawn over the page has no place to hold for a spinner). Used by the shell's entries to
 * the cookie banner, the welcome tour, the tutorials and the invite dialog.
 */
export function lazyWithTexts<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, scopes: readonly MessageScope[]) {
  const Lazy = lazy(load);
  return function WithTexts(props: P) {
    // The code starts now: under ScopedMessages, the lazy component would ask for it only once
    // the texts are here, one round trip after them.
    useEffect(() => void load().catch(() => undefined), []);
    return (
      <ScopedMessages scopes={scopes} fallback={null}>
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      </ScopedMessages>
    );
  };
}
