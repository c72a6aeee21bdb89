import { FormattedMessage } from 'react-intl';
import * as Dialog from '@radix-ui/react-dialog';
import { Button } from '../../ui/button';

// "Delete … ?" before units or a property go for good (Radix dialog: focus kept inside, Escape
// cancels, focus returns to the button that opened it unless onCloseAutoFocus takes it elsewhere).
// One dialog for the property list and the management pages.
export interface ConfirmDeleteDialogProps {
  open: boolean;
  /** The question, already worded: "Delete Villa Aurora?" or "Delete 3 units?". */
  title: string;
  /** A property (its units go with it) or units only. */
  kind: 'property' | 'units';
  onCancel: () => void;
  onConfirm: () => void;
  onCloseAutoFocus?: () => void;
}

export function ConfirmDeleteDialog({ open, title, kind, onCancel, onConfirm, onCloseAutoFocus }: ConfirmDeleteDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="properties-dialog__overlay" />
        <Dialog.Content
          className="properties-dialog"
          onCloseAutoFocus={
            onCloseAutoFocus &&
            ((e) => {
              e.preventDefault();
              onCloseAutoFocus();
            })
          }
        >
          <Dialog.Title className="properties-dialog__title">{title}</Dialog.Title>
          <Dialog.Description>
            <FormattedMessage id={kind === 'property' ? 'properties.confirmDelete.propertyBody' : 'properties.confirmDelete.body'} />
          </Dialog.Description>
          <div className="properties-dialog__actions">
            <Dialog.Close asChild>
              <Button variant="secondary">
                <FormattedMessage id="properties.confirmDelete.cancel" />
              </Button>
            </Dialog.Close>
            <Button variant="danger" onClick={onConfirm}>
              <FormattedMessage id="properties.confirmDelete.confirm" />
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
