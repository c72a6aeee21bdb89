import { FormattedMessage } from '../../i18n/intl';
import { ConfirmDialog } from '../../ui/confirm-dialog';

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
    <ConfirmDialog
      open={open}
      saving={false}
      title={title}
      description={<FormattedMessage id={kind === 'property' ? 'properties.confirmDelete.propertyBody' : 'properties.confirmDelete.body'} />}
      dismissLabel={<FormattedMessage id="properties.confirmDelete.cancel" />}
      acceptLabel={<FormattedMessage id="properties.confirmDelete.confirm" />}
      acceptVariant="danger"
      onDismiss={onCancel}
      onAccept={onConfirm}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
