import { PendingTab } from './pending-tab';

// /account/pricing: being built (see the issue on account tabs); until then the tab says so plainly.
export default function PricingTab() {
  return <PendingTab tab="pricing" />;
}
