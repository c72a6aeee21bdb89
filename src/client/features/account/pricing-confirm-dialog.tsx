import * as Dialog from '@radix-ui/react-dialog';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../ui/button';

// "Switch to {plan}?" — says whether existing properties move too. Radix keeps focus inside and
// Escape dismisses; while saving both buttons wait and the dialog cannot be closed.
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
    <Dialog.Root open={open} onOpenChange={(next) => !next && !saving && onDismiss()}>
      <Dialog.Portal>
        <Dialog.Overlay className="properties-dialog__overlay" />
        <Dialog.Content className="properties-dialog">
          <Dialog.Title className="properties-dialog__title">
            <FormattedMessage id="account.pricing.confirm.title" values={{ plan }} />
          </Dialog.Title>
          <Dialog.Description>
            {existingCount > 0 ? (
              <FormattedMessage id="account.pricing.confirm.bodyAll" values={{ plan, count: existingCount }} />
            ) : (
              <FormattedMessage id="account.pricing.confirm.bodyNew" values={{ plan }} />
            )}
          </Dialog.Description>
          <div className="properties-dialog__actions">
            <Button variant="secondary" disabled={saving} onClick={onDismiss}>
              <FormattedMessage id="account.pricing.confirm.dismiss" />
            </Button>
            <Button variant="primary" busy={saving} onClick={onAccept}>
              <FormattedMessage id="account.pricing.confirm.accept" />
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
