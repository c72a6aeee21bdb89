import * as Dialog from '@radix-ui/react-dialog';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../ui/button';
import { planName } from './plan-choices';

// "Change to the {plan} plan?" Radix keeps focus inside and Escape dismisses; while the change is
// saving both buttons wait, and the dialog cannot be closed.
export function ConfirmChangeDialog({
  open,
  planId,
  hasCoupon,
  saving,
  onAccept,
  onDismiss,
}: {
  open: boolean;
  planId: string;
  hasCoupon: boolean;
  saving: boolean;
  onAccept: () => void;
  onDismiss: () => void;
}) {
  const t = (key: string) => `listing.subscriptionManage.confirm.${key}`;
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && !saving && onDismiss()}>
      <Dialog.Portal>
        <Dialog.Overlay className="properties-dialog__overlay" />
        <Dialog.Content className="properties-dialog">
          <Dialog.Title className="properties-dialog__title">
            <FormattedMessage id={t('title')} values={{ plan: planName(planId) }} />
          </Dialog.Title>
          <Dialog.Description asChild>
            <div>
              <p>
                <FormattedMessage id={t('body')} values={{ plan: planName(planId) }} />
              </p>
              {hasCoupon && (
                <p>
                  <FormattedMessage id={t('coupon')} />
                </p>
              )}
              <p>
                <FormattedMessage id="listing.subscription.plan.noCharge" />
              </p>
            </div>
          </Dialog.Description>
          <div className="properties-dialog__actions">
            <Button variant="secondary" disabled={saving} onClick={onDismiss}>
              <FormattedMessage id={t('dismiss')} />
            </Button>
            <Button variant="primary" busy={saving} onClick={onAccept}>
              <FormattedMessage id={t('accept')} />
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
