import { FormattedMessage } from 'react-intl';
import { PageHeading } from '../../ui/page-heading';

// Billing, pricing model, payment and earnings details need server calls that are not built yet:
// the tab says plainly what will appear here instead of showing empty or made-up data.
export function PendingTab({ tab }: { tab: 'billing' | 'pricing' | 'payment' | 'earnings' }) {
  return (
    <section className="account-pending">
      <PageHeading title={<FormattedMessage id={`account.tabs.${tab}`} />} />
      <p className="notice" role="note" data-testid="account-pending">
        <FormattedMessage id={`account.tabs.pending.${tab}`} />
      </p>
    </section>
  );
}
