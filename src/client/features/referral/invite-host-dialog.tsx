import { useEffect, useState } from 'react';
import { useIntl } from '../../i18n/intl';
import { Dialog } from '../../ui/dialog';
import { useQuery } from '@tanstack/react-query';
import { useAppData } from '../../app/app-data';
import { toApiError } from '../../api/http';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { loadReferralWidget, referralKeys } from './api';
import './referral.css';

// "Invite a host" (AS §7 cello-token, the referral widget): a fresh token, then
// the host's code, invitation link and how many hosts joined through it, with Copy and, where
// the device can, Share. The link is
// in a read-only field too, so it can be selected by hand when the clipboard is refused.

type CopyState = 'idle' | 'copied' | 'failed';

/** Long enough to read, short enough that a second copy shows a fresh confirmation. */
const COPY_MESSAGE_MS = 4000;

const errorKey = (error: unknown) => {
  const { status } = toApiError(error);
  if (status === 429) return 'referral.error.tooMany';
  if (status === 0) return 'referral.error.offline';
  return 'referral.error.generic';
};

export default function InviteHostDialog({ hostId, onClose }: { hostId: string; onClose(): void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { appSettings } = useAppData();
  const productId = appSettings.referralProductId;
  const widget = useQuery({
    queryKey: referralKeys.widget(hostId),
    queryFn: ({ signal }) => loadReferralWidget({ productId: productId!, productUserId: hostId }, signal),
    enabled: productId !== undefined,
    // The token lives an hour; a dialog opened again within minutes shows the same link at once.
    staleTime: 5 * 60_000,
    retry: false,
  });
  const [copy, setCopy] = useState<CopyState>('idle');
  useEffect(() => {
    if (copy === 'idle') return;
    const timer = setTimeout(() => setCopy('idle'), COPY_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [copy]);

  const link = widget.data?.link;
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const onCopy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  const onShare = () => {
    if (!link) return;
    // A host closing the share sheet is not an error worth a message.
    navigator.share({ title: t('referral.share.title'), text: t('referral.share.text'), url: link }).catch(() => undefined);
  };

  const body = () => {
    if (productId === undefined) return <p role="alert">{t('referral.error.unavailable')}</p>;
    if (widget.isPending) return <Spinner label={t('referral.loading')} inline />;
    if (widget.isError)
      return (
        <div className="referral__error">
          <p role="alert">{t(errorKey(widget.error))}</p>
          <Button variant="secondary" busy={widget.isFetching} onClick={() => void widget.refetch()}>
            {t('referral.retry')}
          </Button>
        </div>
      );
    const { code, registeredCount } = widget.data;
    return (
      <>
        <label className="referral__label" htmlFor="referral-link">
          {t('referral.link.label')}
        </label>
        <input id="referral-link" className="referral__link" type="text" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
        <p className="referral__code">{t('referral.code', { code })}</p>
        <p className="referral__joined">{intl.formatMessage({ id: 'referral.joined' }, { count: registeredCount })}</p>
        <div className="referral__actions">
          <Button variant="primary" onClick={() => void onCopy()}>
            {t('referral.copy')}
          </Button>
          {canShare && (
            <Button variant="secondary" onClick={onShare}>
              {t('referral.share')}
            </Button>
          )}
        </div>
        <p className={`referral__status${copy === 'failed' ? ' referral__status--error' : ''}`} role="status">
          {copy === 'copied' ? t('referral.copied') : copy === 'failed' ? t('referral.copyFailed') : ''}
        </p>
      </>
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      overlayClassName="referral__overlay"
      className="referral"
      describedBy="referral-intro"
      titleClassName="referral__title"
      title={t('referral.title')}
      closeButton={{ label: t('referral.close'), className: 'referral__close', headClassName: 'referral__head' }}
    >
      <p id="referral-intro" className="referral__intro">
        {t('referral.intro')}
      </p>
      {body()}
    </Dialog>
  );
}
