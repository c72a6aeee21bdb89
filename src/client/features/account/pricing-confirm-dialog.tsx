import { FormattedMessage } from '../../i18n/intl';
import { ConfirmDialog, type ConfirmDialogState } from '../../ui/confirm-dialog';

// "Switch to {plan}?" — says whether existing properties move too.
export function ConfirmPlanDialog({ plan, existingCount, ...state }: ConfirmDialogState & { plan: string; existingCount: number }) {
  return (
    <ConfirmDialog
      {...state}
      title={<FormattedMessage id="account.pricing.confirm.title" values={{ plan }} />}
      description={
        existingCount > 0 ? (
          <FormattedMessage id="account.pricing.confirm.bodyAll" values={{ plan, count: existingCount }} />
        ) : (
          <FormattedMessage id="account.pricing.confirm.bodyNew" values={{ plan }} />
        )
      }
      dismissLabel={<FormattedMessage id="account.pricing.confirm.dismiss" />}
      acceptLabel={<FormattedMessage id="account.pricing.confirm.accept" />}
    />
  );
}
