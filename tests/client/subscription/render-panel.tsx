import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from '../../../src/client/i18n/intl';
import { queryKeys } from '../../../src/client/api/queries';
import { UnitPanel } from '../../../src/client/features/property-management/unit-panels';
import type { UnitPanelId } from '../../../src/client/features/property-management/unit-sub-pages';
import type { UserInfo } from '../../../src/shared/schemas/user-info';
import { scopeTexts, testProperty, testUnit } from '../support/step-form';

// A unit panel as the unit page mounts it (UnitPanel), for a host of the given commercial model.
// The user info is in the cache already, as the shell has read it by then. Missing texts are
// collected so a test can assert none occurred.
export function renderPanel(panel: UnitPanelId, options: { commercialModel?: 'subscription' | 'commission' } = {}) {
  const missing: string[] = [];
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(queryKeys.userInfo, { commercialModel: options.commercialModel ?? 'subscription' } as Partial<UserInfo>);
  const view = render(
    <IntlProvider locale="en-US" messages={scopeTexts(['app', 'listing', 'subscription'])} onError={(e) => missing.push(e.message)}>
      <QueryClientProvider client={client}>
        <UnitPanel panel={panel} property={testProperty()} unit={testUnit()} />
      </QueryClientProvider>
    </IntlProvider>,
  );
  return { ...view, client, missing };
}
