import { PendingTab } from './pending-tab';

// /account/billing: being built (see the issue on account tabs); until then the tab says so plainly.
export default function BillingTab() {
  return <PendingTab tab="billing" />;
}
