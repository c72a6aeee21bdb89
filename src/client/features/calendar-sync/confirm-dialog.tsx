import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { Button } from '../../ui/button';

// "Are you sure?" before a step that cannot be taken back (a new export link, removing a
// calendar). Radix keeps focus inside, Escape cancels, and focus returns to the opening button.
export function ConfirmDialog({
  open,
  title,
  body,
  confirm,
  cancel,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title: ReactNode;
  body: ReactNode;
  confirm: ReactNode;
  cancel: ReactNode;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="properties-dialog__overlay" />
        <Dialog.Content className="properties-dialog">
          <Dialog.Title className="properties-dialog__title">{title}</Dialog.Title>
          <Dialog.Description>{body}</Dialog.Description>
          <div className="properties-dialog__actions">
            <Dialog.Close asChild>
              <Button variant="secondary">{cancel}</Button>
            </Dialog.Close>
            <Button variant="danger" onClick={onConfirm}>
              {confirm}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
