import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SessionProvider } from '../auth/session-context';
import { AppStartGate, type RootModule } from './app-start';
import { writeFailureCache } from './write-failure';

// Provider order, outside in: server-state cache; the session (it completes a sign-in redirect
// and gives the HTTP client its token); the app-start gate, which needs both to load the host's
// user info and decides the language, so the IntlProvider sits inside it; then the router
// (RouterProvider, in the root module the gate loads).

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // Every failed write is toasted unless its screen shows it (the rule: write-failure.ts).
    mutationCache: writeFailureCache(),
    defaultOptions: {
      // The HTTP client (api/http.ts) already retries what is safe to retry; a second layer would multiply the waits.
      queries: { retry: false, refetchOnWindowFocus: false },
    },
  });
}

export function AppProviders({ queryClient, loadRoot }: { queryClient: QueryClient; loadRoot: () => Promise<RootModule> }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <AppStartGate loadRoot={loadRoot} />
      </SessionProvider>
    </QueryClientProvider>
  );
}
