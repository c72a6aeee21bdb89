import { FormattedMessage } from 'react-intl';
import { ConfirmDialog } from '../../ui/confirm-dialog';

// "Switch to {plan}?" — says whether existing properties move too.
export function ConfirmPlanDialog({
  open,
  plan,
  existingCount,
  saving,
  onAccept,
  onDismiss,
}: {
  open: boolean;
  plan: string;
  existingCount: number;
  saving: boolean;
  onAccept: () => void;
  onDismiss: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      saving={saving}
      onAccept={onAccept}
      onDismiss={onDismiss}
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
