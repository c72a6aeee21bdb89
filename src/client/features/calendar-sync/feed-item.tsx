import { useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import type { IcalFeed } from '../../../shared/schemas/ical';
import { generalErrorTexts } from '../../api/error-text';
import { toApiError } from '../../api/http';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FeedEditForm } from './feed-edit-form';
import { FeedFacts } from './feed-facts';
import { checkCalendarFile, refusalTexts } from './feed-form-errors';
import { useChangeFeed, useRemoveFeed } from './api';
import { useAnnounce } from './live-region';

// One imported calendar with its actions: sync now (URL imports), upload again (file imports),
// rename or change the address in place, and remove after a confirmation.
export function FeedItem({ unitId, feed, onRemoved }: { unitId: string; feed: IcalFeed; onRemoved: () => void }) {
  const intl = useIntl();
  const announce = useAnnounce();
  const titleId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const change = useChangeFeed(unitId, feed.id);
  const remove = useRemoveFeed(unitId, feed.id);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `calendar-sync.feed.${id}` }, values);
  const busy = change.isPending || remove.isPending;

  const sync = async () => {
    setError(null);
    try {
      const synced = await change.mutateAsync({ kind: 'sync' });
      announce(synced.lastError ? t('syncFailed', { name: synced.name }) : t('synced', { name: synced.name, count: synced.eventCount }));
    } catch (e) {
      setError(generalErrorTexts(intl, toApiError(e)).join(' '));
    }
  };

  const uploadAgain = async (file: File | null) => {
    setError(null);
    if (fileInput.current) fileInput.current.value = '';
    const invalid = checkCalendarFile(intl, file);
    if (invalid || !file) return setError(invalid ?? null);
    try {
      const replaced = await change.mutateAsync({ kind: 'replace-file', file });
      announce(t('replaced', { name: replaced.name, count: replaced.eventCount }));
    } catch (e) {
      const refused = refusalTexts(intl, e, ['file']);
      setError([refused.fields.file, refused.general].filter(Boolean).join(' '));
    }
  };

  const save = async (patch: { name?: string; url?: string }) => {
    const saved = await change.mutateAsync({ kind: 'patch', patch });
    setEditing(false);
    announce(t('saved', { name: saved.name }));
  };

  const removeFeed = async () => {
    setConfirming(false);
    setError(null);
    try {
      await remove.mutateAsync();
      announce(t('removed', { name: feed.name }));
      onRemoved();
    } catch (e) {
      setError(generalErrorTexts(intl, toApiError(e)).join(' '));
    }
  };

  return (
    <li className="calendar-sync__feed" aria-labelledby={titleId}>
      <h4 id={titleId} className="calendar-sync__feed-name">
        {feed.name}
      </h4>
      <FeedFacts feed={feed} />
      {error && (
        <p role="alert" className="notice notice--error calendar-sync__notice">
          {error}
        </p>
      )}
      {editing ? (
        <FeedEditForm feed={feed} saving={change.isPending && change.variables?.kind === 'patch'} onSave={save} onCancel={() => setEditing(false)} />
      ) : (
        <div className="calendar-sync__actions">
          {feed.kind === 'url' ? (
            <Button variant="secondary" busy={change.isPending && change.variables?.kind === 'sync'} disabled={busy} onClick={() => void sync()} aria-label={t('syncNamed', { name: feed.name })}>
              <FormattedMessage id={change.isPending && change.variables?.kind === 'sync' ? 'calendar-sync.feed.syncing' : 'calendar-sync.feed.sync'} />
            </Button>
          ) : (
            <>
              <Button variant="secondary" busy={change.isPending && change.variables?.kind === 'replace-file'} disabled={busy} onClick={() => fileInput.current?.click()} aria-label={t('uploadAgainNamed', { name: feed.name })}>
                <FormattedMessage id="calendar-sync.feed.uploadAgain" />
              </Button>
              <input
                ref={fileInput}
                type="file"
                accept=".ics,text/calendar"
                hidden
                tabIndex={-1}
                aria-label={t('uploadAgainNamed', { name: feed.name })}
                onChange={(e) => void uploadAgain(e.target.files?.[0] ?? null)}
              />
            </>
          )}
          <Button variant="secondary" disabled={busy} onClick={() => setEditing(true)} aria-label={t(feed.kind === 'url' ? 'editNamed' : 'renameNamed', { name: feed.name })}>
            <FormattedMessage id={feed.kind === 'url' ? 'calendar-sync.feed.edit' : 'calendar-sync.feed.rename'} />
          </Button>
          <Button variant="ghost" className="calendar-sync__remove" busy={remove.isPending} disabled={busy} onClick={() => setConfirming(true)} aria-label={t('removeNamed', { name: feed.name })}>
            <FormattedMessage id="calendar-sync.feed.remove" />
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        saving={false}
        title={t('removeTitle', { name: feed.name })}
        description={<FormattedMessage id="calendar-sync.feed.removeBody" />}
        acceptLabel={<FormattedMessage id="calendar-sync.feed.removeConfirm" />}
        dismissLabel={<FormattedMessage id="calendar-sync.cancel" />}
        onDismiss={() => setConfirming(false)}
        acceptVariant="danger"
        onAccept={() => void removeFeed()}
      />
    </li>
  );
}
