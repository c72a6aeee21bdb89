import { PendingTab } from './pending-tab';

// /account/payment: being built (see the issue on account tabs); until then the tab says so plainly.
export default function PaymentTab() {
  return <PendingTab tab="payment" />;
}
