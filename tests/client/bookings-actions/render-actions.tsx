import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from '../../../src/client/i18n/intl';
import { SnackbarProvider } from '../../../src/client/ui/snackbar';
import { scopeTexts } from '../support/step-form';

// A decision component as a page or sidebar mounts it: inside the shell's snackbar provider and
// the bookings texts. Missing texts are collected so a test can assert none occurred.
export function renderActions(ui: ReactNode, options: { locale?: string; client?: QueryClient } = {}) {
  const locale = options.locale ?? 'en-US';
  const missing: string[] = [];
  const client = options.client ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // As a wrapper, so rerender(ui) keeps the providers (a page passing a re-read stay).
  const messages = scopeTexts(['app', 'bookings'], locale);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IntlProvider locale={locale} messages={messages} onError={(e) => missing.push(e.message)}>
      <QueryClientProvider client={client}>
        <SnackbarProvider>{children}</SnackbarProvider>
      </QueryClientProvider>
    </IntlProvider>
  );
  const view = render(ui, { wrapper });
  return { ...view, client, missing };
}
