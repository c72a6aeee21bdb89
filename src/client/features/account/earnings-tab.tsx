import { PendingTab } from './pending-tab';

// /account/earnings: being built (see the issue on account tabs); until then the tab says so plainly.
export default function EarningsTab() {
  return <PendingTab tab="earnings" />;
}
