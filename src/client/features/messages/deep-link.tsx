import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { useLocation, useNavigate } from '../../router';
import { conversationPath } from '../../../shared/domain/messaging/inbox';
import { generalErrorTexts } from '../../api/error-text';
import { toApiError, type ApiError } from '../../api/http';
import { createConversation } from '../../api/messaging';
import { reportClientEvent } from '../../api/listing-entry';
import { ButtonLink } from '../../ui/button-link';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import type { DeepLink } from './inbox-path';

// /messages?booking=CODE (or ?request=, ?inquiry=), linked from a stay's page: opens (or finds) the
// stay's conversation, then shows it under All, replacing the link in the history so Back does
// not create it again. A stay that is not the host's (404) is said plainly. Every failure is
// reported as a client event (AS §8).

export function DeepLinkOpener({ link }: { link: DeepLink }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [attempt, setAttempt] = useState(0);
  const started = useRef<string | null>(null);
  const key = `${JSON.stringify(link)}#${attempt}`;

  useEffect(() => {
    // Once per link and attempt (React may run effects twice in development).
    if (started.current === key) return;
    started.current = key;
    setFailure(null);
    createConversation(link).then(
      (conversationId) => navigate(conversationPath('all', conversationId), { replace: true }),
      (error: unknown) => {
        const failed = toApiError(error);
        setFailure(failed);
        // AS §8: a failed conversation creation is tracked as a failure event (once per attempt);
        // the report failing too changes nothing for the host.
        const status = Math.min(599, Math.max(0, Math.trunc(failed.status) || 0));
        reportClientEvent({ type: 'conversation.create-failed', path: pathname, status }).catch(() => undefined);
      },
    );
  }, [key, link, navigate, pathname]);

  if (!failure)
    return (
      <div className="inbox-deep-link">
        <Spinner label={intl.formatMessage({ id: 'messages.deepLink.opening' })} inline />
      </div>
    );
  const notFound = failure.status === 404;
  return (
    <div className="inbox-deep-link notice notice--error" role="alert">
      <p>
        <FormattedMessage id={notFound ? 'messages.deepLink.notFound' : 'messages.deepLink.failed'} values={{ code: Object.values(link)[0] as string }} />
      </p>
      {!notFound && <p>{generalErrorTexts(intl, failure).join(' ')}</p>}
      <div className="inbox-deep-link__actions">
        {!notFound && (
          <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
            <FormattedMessage id="messages.retry" />
          </Button>
        )}
        <ButtonLink variant="ghost" to="/messages" replace>
          <FormattedMessage id="messages.deepLink.toInbox" />
        </ButtonLink>
      </div>
    </div>
  );
}
