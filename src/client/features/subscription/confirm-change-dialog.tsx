import { FormattedMessage } from '../../i18n/intl';
import { ConfirmDialog, type ConfirmDialogState } from '../../ui/confirm-dialog';
import { planName } from './plan-choices';

// "Change to the {plan} plan?" with a word on the coupon and on what is charged.
export function ConfirmChangeDialog({ planId, hasCoupon, ...state }: ConfirmDialogState & { planId: string; hasCoupon: boolean }) {
  const t = (key: string) => `subscription.manage.confirm.${key}`;
  return (
    <ConfirmDialog
      {...state}
      title={<FormattedMessage id={t('title')} values={{ plan: planName(planId) }} />}
      descriptionIsElement
      description={
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
      }
      dismissLabel={<FormattedMessage id={t('dismiss')} />}
      acceptLabel={<FormattedMessage id={t('accept')} />}
    />
  );
}
