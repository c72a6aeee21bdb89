import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { useMutation } from '@tanstack/react-query';
import { deleteAccount, fetchDataExport } from '../../api/account-data';
import { toApiError, type ApiError } from '../../api/http';
import { generalErrorTexts } from '../../api/error-text';
import { deletionConfirmed, TAX_RECORD_RETENTION_YEARS } from '../../../shared/domain/account-deletion';
import type { UserInfo } from '../../../shared/schemas/user-info';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { saveFile } from '../../ui/save-file';
import './your-data.css';

// The profile tab's "Your data" (GDPR): a copy of everything the portal keeps about the host, as
// one file, and deleting the account after typing its e-mail address (the rule is in
// src/shared/domain/account-deletion.ts). After a deletion `onDeleted` signs the host out. A staff
// member acting for the host may download the copy but not delete: the server refuses that too.

export function YourDataSection({ user, onDeleted }: { user: UserInfo; onDeleted: () => void }) {
  const intl = useIntl();
  const titleId = useId();
  const [deleting, setDeleting] = useState(false);
  const download = useMutation<{ blob: Blob; fileName: string }, ApiError>({
    meta: { errorShown: 'inline' },
    mutationFn: fetchDataExport,
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
  });

  return (
    <section className="your-data" aria-labelledby={titleId}>
      <h2 id={titleId} className="your-data__title">
        <FormattedMessage id="account.yourData.title" />
      </h2>
      <p className="your-data__hint">
        <FormattedMessage id="account.yourData.exportHint" />
      </p>
      <div className="your-data__actions">
        <Button variant="secondary" busy={download.isPending} onClick={() => download.mutate()}>
          <FormattedMessage id={download.isPending ? 'account.yourData.exporting' : 'account.yourData.export'} />
        </Button>
        {!user.isImpersonating && (
          <Button variant="danger" onClick={() => setDeleting(true)}>
            <FormattedMessage id="account.yourData.delete" />
          </Button>
        )}
      </div>
      {download.isError && (
        <div role="alert" className="notice notice--error">
          <p>
            <FormattedMessage id="account.yourData.exportFailed" />
          </p>
          <p>{generalErrorTexts(intl, toApiError(download.error)).join(' ')}</p>
        </div>
      )}
      {deleting && <DeleteAccountDialog email={user.email} onClose={() => setDeleting(false)} onDeleted={onDeleted} />}
    </section>
  );
}

function DeleteAccountDialog({ email, onClose, onDeleted }: { email: string; onClose: () => void; onDeleted: () => void }) {
  const intl = useIntl();
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const remove = useMutation<void, ApiError, string>({
    meta: { errorShown: 'inline' },
    mutationFn: deleteAccount,
    onSuccess: onDeleted,
  });
  const confirmed = deletionConfirmed(typed, email);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (confirmed && !remove.isPending) remove.mutate(typed);
  };
  const failure = remove.error
    ? remove.error.status === 409
      ? [intl.formatMessage({ id: 'account.yourData.deleteUpcomingStays' })]
      : [intl.formatMessage({ id: 'account.yourData.deleteFailed' }), ...generalErrorTexts(intl, toApiError(remove.error))]
    : [];

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !remove.isPending && onClose()}
      title={<FormattedMessage id="account.yourData.deleteTitle" />}
      description={<FormattedMessage id="account.yourData.deleteExplained" values={{ years: TAX_RECORD_RETENTION_YEARS }} />}
    >
      <form onSubmit={submit}>
        <div className="your-data__field">
          <label htmlFor={inputId}>
            <FormattedMessage id="account.yourData.deleteConfirmLabel" values={{ email }} />
          </label>
          <input id={inputId} type="email" autoComplete="off" value={typed} onChange={(event) => setTyped(event.target.value)} disabled={remove.isPending} />
        </div>
        {failure.length > 0 && (
          <div role="alert" className="notice notice--error">
            {failure.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
        )}
        <div className="your-data__actions">
          <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
            <FormattedMessage id="account.yourData.deleteCancel" />
          </Button>
          <Button type="submit" variant="danger" disabled={!confirmed} busy={remove.isPending}>
            <FormattedMessage id="account.yourData.deleteConfirm" />
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
