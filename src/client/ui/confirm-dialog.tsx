import type { ReactNode } from 'react';
import { Dialog } from './dialog';
import { Button } from './button';

// A question the host answers before a change is saved. Radix keeps focus inside and Escape
// dismisses; while the change is saving both buttons wait and the dialog cannot be closed.
/** What the dialog's owner decides: whether it shows, whether the change is saving, and the two answers. */
export interface ConfirmDialogState {
  open: boolean;
  saving: boolean;
  onAccept: () => void;
  onDismiss: () => void;
}

export function ConfirmDialog({
  open,
  saving,
  title,
  description,
  descriptionIsElement = false,
  dismissLabel,
  acceptLabel,
  acceptVariant = 'primary',
  onAccept,
  onDismiss,
  onCloseAutoFocus,
}: ConfirmDialogState & {
  title: ReactNode;
  /** Text of the dialog's description (rendered in its paragraph). */
  description: ReactNode;
  /** The description is one element of its own (e.g. several paragraphs in a div) and takes the description's role instead of a paragraph around it. */
  descriptionIsElement?: boolean;
  dismissLabel: ReactNode;
  acceptLabel: ReactNode;
  /** 'danger' when accepting cannot be taken back (a new export link, removing a calendar). */
  acceptVariant?: 'primary' | 'danger';
  /** Where focus goes when the dialog closes, instead of back to the button that opened it. */
  onCloseAutoFocus?: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !saving && onDismiss()}
      title={title}
      description={description}
      descriptionAsChild={descriptionIsElement}
      onCloseAutoFocus={
        onCloseAutoFocus &&
        ((e) => {
          e.preventDefault();
          onCloseAutoFocus();
        })
      }
    >
      <div className="properties-dialog__actions">
        <Button variant="secondary" disabled={saving} onClick={onDismiss}>
          {dismissLabel}
        </Button>
        <Button variant={acceptVariant} busy={saving} onClick={onAccept}>
          {acceptLabel}
        </Button>
      </div>
    </Dialog>
  );
}
