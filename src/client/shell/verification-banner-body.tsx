import { useId, useState } from 'react';
import { FormattedMessage } from '../i18n/intl';
import { Link } from '../router';
import { useQuery } from '@tanstack/react-query';
import { VERIFICATION_START_PATH, verificationBannerState } from '../../shared/domain/verification-banner';
import { fetchKycStatus, kycStatusKey } from '../api/kyc-status';
import { useAppData } from '../app/app-data';
import './verification-banner.css';

// The banner of AS §4: required (warning, button), started/collecting data (button), in progress
// (no button), failed (error, button), expired (error, a mail to support); completed shows
// nothing. The title toggles the explanation below it (AS §2.10 "expands and collapses on click").
// A failed status call shows no banner: it is a reminder, not something to block the page with.

export default function VerificationBannerBody() {
  const { appSettings } = useAppData();
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const status = useQuery({ queryKey: kycStatusKey, queryFn: ({ signal }) => fetchKycStatus(signal), staleTime: 60_000 });
  const state = status.data ? verificationBannerState(status.data.tier) : null;
  if (!state) return null;
  const key = `verificationBanner.${state.tier}`;
  return (
    <div className={`verification-banner verification-banner--${state.tone}`} role="status" data-testid="verification-banner" data-tier={state.tier}>
      <button type="button" className="verification-banner__toggle" aria-expanded={expanded} aria-controls={detailsId} onClick={() => setExpanded((open) => !open)}>
        <FormattedMessage id={`${key}.title`} />
      </button>
      {state.action === 'verify' && (
        <Link className="verification-banner__action" to={VERIFICATION_START_PATH}>
          <FormattedMessage id="verificationBanner.verify" />
        </Link>
      )}
      {state.action === 'mail' && (
        <a className="verification-banner__action" href={`mailto:${appSettings.supportEmail}`}>
          <FormattedMessage id="verificationBanner.contactSupport" />
        </a>
      )}
      <p id={detailsId} className="verification-banner__details" hidden={!expanded}>
        <FormattedMessage id={`${key}.details`} />
      </p>
    </div>
  );
}
