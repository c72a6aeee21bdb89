import { useState } from 'react';
import { FormattedMessage } from '../i18n/intl';
import type { UserInfo } from '../../shared/schemas/user-info';
import { canShowEmailVerificationBanner } from '../../shared/domain/email-verification-banner';
import { resendEmailVerification } from './api';
import { toApiError } from '../api/http';
import { useSnackbar } from '../ui/snackbar';
import './verification-banner.css';

// "Please confirm your e-mail address" (auth/email-verification.ts on the server): shown until the
// user info says the address is confirmed, with a button sending the link again. Its outcome is a
// snackbar (read out there), so the banner adds no second live region to every page. A 409 means
// the address was confirmed meanwhile: nothing is left to send, the next user info hides the banner.

export function EmailVerificationBanner({ user }: { user: UserInfo | null | undefined }) {
  const [sending, setSending] = useState<'idle' | 'sending' | 'sent'>('idle');
  const snackbar = useSnackbar();
  if (!canShowEmailVerificationBanner(user)) return null;
  const email = user!.email;
  const resend = async () => {
    setSending('sending');
    try {
      await resendEmailVerification();
      setSending('sent');
      snackbar.show({ messageId: 'emailVerificationBanner.sent', values: { email }, tone: 'success' });
    } catch (error) {
      const status = toApiError(error).status;
      setSending(status === 409 ? 'sent' : 'idle');
      if (status !== 409) snackbar.show({ messageId: status === 429 ? 'emailVerificationBanner.tooMany' : 'emailVerificationBanner.failed', tone: 'error' });
    }
  };
  return (
    <div className="verification-banner verification-banner--info" data-testid="email-verification-banner">
      <strong>
        <FormattedMessage id="emailVerificationBanner.title" />
      </strong>
      {/* Once sent, the button rests: another click would only meet the limit. */}
      <button type="button" className="verification-banner__action verification-banner__toggle" onClick={resend} disabled={sending !== 'idle'}>
        <FormattedMessage id="emailVerificationBanner.resend" />
      </button>
      <p className="verification-banner__details">
        <FormattedMessage id="emailVerificationBanner.details" values={{ email }} />
      </p>
    </div>
  );
}
