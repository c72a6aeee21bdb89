import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SessionProvider } from '../auth/session-context';
import { AppStartGate } from './app-start';

// Provider order, outside in: server-state cache; the session (it completes a sign-in redirect
// and gives the HTTP client its token); the app-start gate, which needs both to load the host's
// user info and decides the language, so the IntlProvider sits inside it; then the router.

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // ky already retries what is safe to retry; a second layer would multiply the waits.
      queries: { retry: false, refetchOnWindowFocus: false },
    },
  });
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <AppStartGate>{children}</AppStartGate>
      </SessionProvider>
    </QueryClientProvider>
  );
}
