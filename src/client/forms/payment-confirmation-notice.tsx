import { FormattedMessage } from '../i18n/intl';
import { Button } from '../ui/button';
import type { PaymentConfirmation } from '../api/subscription-data';

// Said once a payment has stayed in progress past the patience (subscription-timings): the page
// has stopped asking by itself, and the host may ask again.
export function PaymentConfirmationNotice({ payment }: { payment: PaymentConfirmation }) {
  if (!payment.overdue) return null;
  return (
    <div role="status" className="notice notice--warning" data-testid="payment-confirming">
      <p>
        <FormattedMessage id="listing.subscription.payment.stillConfirming" />
      </p>
      <Button variant="secondary" onClick={payment.checkAgain}>
        <FormattedMessage id="listing.subscription.payment.checkAgain" />
      </Button>
    </div>
  );
}
