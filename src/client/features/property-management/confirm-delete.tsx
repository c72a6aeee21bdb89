import { useIntl } from '../../i18n/intl';
import { ConfirmDeleteDialog } from '../properties/confirm-delete-dialog';

// "Delete … ?" on the management pages: one unit, or the property with its units.
export function ConfirmDelete({ open, title, kind, onCancel, onConfirm }: { open: boolean; title: string; kind: 'unit' | 'property'; onCancel: () => void; onConfirm: () => void }) {
  const intl = useIntl();
  return (
    <ConfirmDeleteDialog
      open={open}
      title={intl.formatMessage({ id: 'properties.confirmDelete.titleNamed' }, { title })}
      kind={kind === 'property' ? 'property' : 'units'}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
