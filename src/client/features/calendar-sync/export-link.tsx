import { useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { generalErrorTexts } from '../../api/error-text';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useRenewExportLink } from './api';
import { useAnnounce } from './live-region';

// "Your calendar link": the secret address other sites (Airbnb, Booking.com…) read this unit's
// bookings and closed dates from. Copy puts it on the clipboard; where the browser refuses, the
// text is selected so the host can copy it by hand. A new link is behind a confirmation because
// every site that has the old one stops receiving updates.

type CopyState = 'idle' | 'copied' | 'manual';

export function ExportLink({ unitId, exportUrl }: { unitId: string; exportUrl: string }) {
  const intl = useIntl();
  const announce = useAnnounce();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  // Which link the status is about: a "Copied" about an older link would be untrue.
  const [copied, setCopied] = useState<{ url: string; state: CopyState }>({ url: exportUrl, state: 'idle' });
  const copy = copied.url === exportUrl ? copied.state : 'idle';
  const setCopy = (state: CopyState) => setCopied({ url: exportUrl, state });
  const [confirming, setConfirming] = useState(false);
  const renew = useRenewExportLink(unitId);

  const copyLink = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(exportUrl);
      setCopy('copied');
      announce(intl.formatMessage({ id: 'calendar-sync.export.copied' }));
    } catch {
      input.current?.focus();
      input.current?.select();
      setCopy('manual');
      announce(intl.formatMessage({ id: 'calendar-sync.export.copyManually' }));
    }
  };

  const renewLink = async () => {
    setConfirming(false);
    try {
      await renew.mutateAsync();
      announce(intl.formatMessage({ id: 'calendar-sync.export.renewed' }));
    } catch {
      // Shown below from the mutation's error.
    }
  };

  return (
    <section className="manage-step calendar-sync__export" aria-labelledby={`${inputId}-title`}>
      <h3 id={`${inputId}-title`} className="calendar-sync__title">
        <FormattedMessage id="calendar-sync.export.title" />
      </h3>
      <p className="calendar-sync__intro">
        <FormattedMessage id="calendar-sync.export.intro" />
      </p>
      <label className="calendar-sync__label" htmlFor={inputId}>
        <FormattedMessage id="calendar-sync.export.label" />
      </label>
      <div className="calendar-sync__copy-row">
        <input ref={input} id={inputId} className="calendar-sync__link" type="text" readOnly value={exportUrl} onFocus={(e) => e.currentTarget.select()} />
        <Button variant="primary" onClick={() => void copyLink()}>
          <FormattedMessage id="calendar-sync.export.copy" />
        </Button>
      </div>
      {copy !== 'idle' && (
        <p className={copy === 'copied' ? 'calendar-sync__copied' : 'form-field__hint'}>
          <FormattedMessage id={copy === 'copied' ? 'calendar-sync.export.copied' : 'calendar-sync.export.copyManually'} />
        </p>
      )}
      <p className="form-field__hint">
        <FormattedMessage id="calendar-sync.export.private" />
      </p>
      <div className="calendar-sync__actions">
        <Button variant="secondary" busy={renew.isPending} onClick={() => setConfirming(true)}>
          <FormattedMessage id="calendar-sync.export.renew" />
        </Button>
      </div>
      {renew.isError && (
        <p role="alert" className="notice notice--error calendar-sync__notice">
          <FormattedMessage id="calendar-sync.export.renewFailed" /> {generalErrorTexts(intl, renew.error).join(' ')}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        saving={false}
        title={<FormattedMessage id="calendar-sync.export.renewTitle" />}
        description={<FormattedMessage id="calendar-sync.export.renewBody" />}
        acceptLabel={<FormattedMessage id="calendar-sync.export.renewConfirm" />}
        dismissLabel={<FormattedMessage id="calendar-sync.cancel" />}
        onDismiss={() => setConfirming(false)}
        acceptVariant="danger"
        onAccept={() => void renewLink()}
      />
    </section>
  );
}
