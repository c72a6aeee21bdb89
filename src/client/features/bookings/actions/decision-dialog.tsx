import { Dialog } from '../../../ui/dialog';
import type { ReactNode, RefObject } from 'react';

// The dialog every decision uses (Radix: focus kept inside, Escape and the overlay close it,
// focus goes back to the button that opened it). The machine says whether it is open; while a
// call runs it cannot be closed. When the opening button is gone (the decision removed it), focus
// goes to `fallbackFocus` instead of being lost on the page body.
export function DecisionDialog({
  open,
  busy,
  title,
  children,
  onClose,
  trigger,
  openerRef,
  fallbackFocus,
  wide = false,
}: {
  open: boolean;
  busy: boolean;
  title: ReactNode;
  children: ReactNode;
  onClose: () => void;
  /** The button that opens the dialog (rendered as the Radix trigger), or null when it is not offered. */
  trigger: ReactNode;
  /** The opening button itself (the caller sets this ref on it). */
  openerRef: RefObject<HTMLElement | null>;
  fallbackFocus: RefObject<HTMLElement | null>;
  wide?: boolean;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !busy && onClose()}
      trigger={trigger}
      className={`properties-dialog stay-actions__dialog${wide ? ' stay-actions__dialog--wide' : ''}`}
      describedBy={null}
      onCloseAutoFocus={(event) => {
        if (openerRef.current?.isConnected) return;
        event.preventDefault();
        fallbackFocus.current?.focus();
      }}
      title={title}
    >
      {children}
    </Dialog>
  );
}
