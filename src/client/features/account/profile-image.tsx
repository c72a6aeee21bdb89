import { useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { useQueryClient } from '@tanstack/react-query';
import type { UserInfo } from '../../../shared/schemas/user-info';
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_MIME_TYPES } from '../../../shared/schemas/account-image';
import { deleteProfileImage, uploadProfileImage } from './api';
import { queryKeys } from '../../api/queries';
import { toApiError } from '../../api/http';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useSnackbar } from '../../ui/snackbar';
import { displayName, initials } from '../../shell/use-shell-data';
import './profile-image.css';

// The profile picture at the top of the profile tab (AS §3 imageUrls, AS §7): the
// picture or the initials, Upload/Replace (a button opening the file chooser, so the keyboard
// reaches it), progress while sending, Delete after a confirmation. The browser refuses a wrong
// type or size early; the server sniffs and checks the bytes and its answer is shown at the field.
// Deleting asks first instead of offering Undo: undoing would mean uploading the picture again.

type Failure = 'type' | 'tooLarge' | 'unusable' | 'failed' | 'deleteFailed';

/** The text of a refused upload: by the server's status, which names the `file` field. */
function uploadFailure(error: unknown): Failure {
  const status = toApiError(error).status;
  if (status === 415) return 'type';
  if (status === 413) return 'tooLarge';
  if (status === 400) return 'unusable';
  return 'failed';
}

export function ProfileImage({ user }: { user: UserInfo }) {
  const intl = useIntl();
  const client = useQueryClient();
  const snackbar = useSnackbar();
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const urls = user.imageUrls;
  const uploading = progress !== null;

  const setImageUrls = async (imageUrls: UserInfo['imageUrls']) => {
    client.setQueryData<UserInfo>(queryKeys.userInfo, (now) => (now ? { ...now, imageUrls } : now));
    await client.invalidateQueries({ queryKey: queryKeys.userInfo });
  };

  async function upload(file: File) {
    setFailure(null);
    if (!(PROFILE_IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return setFailure('type');
    if (file.size > PROFILE_IMAGE_MAX_BYTES) return setFailure('tooLarge');
    setProgress(0);
    try {
      const saved = await uploadProfileImage(file, setProgress);
      await setImageUrls(saved.imageUrls);
      snackbar.show({ messageId: 'account.image.uploaded', tone: 'success' });
    } catch (error) {
      setFailure(uploadFailure(error));
    } finally {
      setProgress(null);
    }
  }

  async function remove() {
    setFailure(null);
    setDeleting(true);
    try {
      await deleteProfileImage();
      await setImageUrls(null);
      setConfirming(false);
      snackbar.show({ messageId: 'account.image.deleted', tone: 'success' });
    } catch {
      setConfirming(false);
      setFailure('deleteFailed');
    } finally {
      setDeleting(false);
    }
  }

  return (
    <section className="profile-image" aria-labelledby={`${errorId}-title`} aria-busy={uploading || deleting}>
      <h2 id={`${errorId}-title`} className="profile-image__title">
        <FormattedMessage id="account.image.title" />
      </h2>
      <div className="profile-image__body">
        {urls?.thumbnail ? (
          <img className="profile-image__picture" src={urls.thumbnail} alt={intl.formatMessage({ id: 'account.image.alt' })} width={96} height={96} />
        ) : (
          <span className="profile-image__picture profile-image__initials" aria-hidden="true">
            {initials(displayName(user))}
          </span>
        )}
        <div className="profile-image__controls">
          {!urls && (
            <p className="profile-image__none">
              <FormattedMessage id="account.image.none" />
            </p>
          )}
          <input
            ref={input}
            // Hidden: the button below opens it, so keyboard and screen readers meet one control.
            hidden
            tabIndex={-1}
            type="file"
            accept={PROFILE_IMAGE_MIME_TYPES.join(',')}
            data-testid="profile-image-input"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = ''; // the same file again is a new choice
              if (file) void upload(file);
            }}
          />
          <div className="profile-image__actions">
            <Button
              variant="secondary"
              busy={uploading}
              disabled={deleting}
              aria-describedby={failure ? errorId : `${errorId}-hint`}
              onClick={() => input.current?.click()}
            >
              <FormattedMessage id={urls ? 'account.image.replace' : 'account.image.upload'} />
            </Button>
            {urls && (
              <Button variant="ghost" disabled={uploading || deleting} onClick={() => setConfirming(true)}>
                <FormattedMessage id="account.image.delete" />
              </Button>
            )}
          </div>
          {uploading && (
            <div className="profile-image__progress">
              <progress max={1} value={progress} aria-label={intl.formatMessage({ id: 'account.image.uploading' }, { percent: progress })} />
              <span aria-hidden="true">
                <FormattedMessage id="account.image.uploading" values={{ percent: progress }} />
              </span>
            </div>
          )}
          <p id={`${errorId}-hint`} className="form-field__hint">
            <FormattedMessage id="account.image.hint" />
          </p>
          {failure && (
            <p id={errorId} role="alert" className="form-field__error" data-field="file">
              <FormattedMessage id={`account.image.error.${failure}`} />
            </p>
          )}
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        saving={deleting}
        title={<FormattedMessage id="account.image.confirm.title" />}
        description={<FormattedMessage id="account.image.confirm.body" />}
        dismissLabel={<FormattedMessage id="account.image.confirm.dismiss" />}
        acceptLabel={<FormattedMessage id="account.image.confirm.accept" />}
        acceptVariant="danger"
        onDismiss={() => setConfirming(false)}
        onAccept={() => void remove()}
      />
    </section>
  );
}
