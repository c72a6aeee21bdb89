import { FormattedMessage } from 'react-intl';
import * as Dialog from '@radix-ui/react-dialog';
import { Button } from '../../ui/button';

// "Delete … ?" before a unit or a property goes for good (Radix dialog: focus kept inside,
// Escape cancels, focus returns to the button that opened it).
export function ConfirmDelete({ open, title, kind, onCancel, onConfirm }: { open: boolean; title: string; kind: 'unit' | 'property'; onCancel: () => void; onConfirm: () => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="properties-dialog__overlay" />
        <Dialog.Content className="properties-dialog">
          <Dialog.Title className="properties-dialog__title">
            <FormattedMessage id="properties.confirmDelete.titleNamed" values={{ title }} />
          </Dialog.Title>
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
