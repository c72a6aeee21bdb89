import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { UserInfo } from '../../shared/schemas/user-info';
import { canShowEmailVerificationBanner } from '../../shared/domain/email-verification-banner';
import { resendEmailVerification } from '../api/email-verification';
import { toApiError } from '../api/http';
import './verification-banner.css';

// "Please confirm your e-mail address" (auth/email-verification.ts on the server): shown until the
// user info says the address is confirmed, with a button sending the link again. The answer to the
// button is read out (role="status"); a 409 means the address was confirmed meanwhile, which the
// next user info shows.

type Sending = 'idle' | 'sending' | 'sent' | 'tooMany' | 'failed';

export function EmailVerificationBanner({ user }: { user: UserInfo | null | undefined }) {
  const [sending, setSending] = useState<Sending>('idle');
  if (!canShowEmailVerificationBanner(user)) return null;
  const email = user!.email;
  const resend = async () => {
    setSending('sending');
    try {
      await resendEmailVerification();
      setSending('sent');
    } catch (error) {
      const status = toApiError(error).status;
      setSending(status === 429 ? 'tooMany' : status === 409 ? 'sent' : 'failed');
    }
  };
  return (
    <div className="verification-banner verification-banner--info" data-testid="email-verification-banner">
      <strong>
        <FormattedMessage id="emailVerificationBanner.title" />
      </strong>
      <button type="button" className="verification-banner__action verification-banner__toggle" onClick={resend} disabled={sending === 'sending' || sending === 'sent'}>
        <FormattedMessage id="emailVerificationBanner.resend" />
      </button>
      <p className="verification-banner__details" role="status">
        {sending === 'idle' || sending === 'sending' ? null : <FormattedMessage id={`emailVerificationBanner.${sending}`} values={{ email }} />}
        {sending === 'idle' || sending === 'sending' ? <FormattedMessage id="emailVerificationBanner.details" values={{ email }} /> : null}
      </p>
    </div>
  );
}
