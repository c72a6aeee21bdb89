import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { useNavigate } from '../../router';
import type { GuestSession } from '../../../shared/schemas/messaging';
import { GUEST_LOGIN_PATH, guestChatKeys, useGuestChatApi } from '../../api/guest-chat';
import type { ApiError } from '../../api/http';
import { LiveEventsProvider } from '../../api/live-events';
import { Button } from '../../ui/button';
import { CookieSettingsFooter } from '../cookie-consent/cookie-settings-footer';
import { PageSpinner } from '../../ui/spinner';
import { GuestConversation } from './guest-conversation';
import { GuestStayFacts } from './guest-stay-facts';
import { GuestReviewCard } from './review/guest-review-card';
import './guest-chat.css';

// /guest/chat: the signed-in guest's stay and their conversation with the host,
// kept current over the live channel (one stream, the guest cookie). No session (401): the guest
// chat client logs out, forgets the guest's data and goes to the sign-in page.

export default function GuestChatPage() {
  const intl = useIntl();
  const api = useGuestChatApi();
  const navigate = useNavigate();
  const session = useQuery<GuestSession, ApiError>({
    queryKey: guestChatKeys.session,
    queryFn: ({ signal }) => api.session({ signal }),
    retry: false,
    staleTime: 60_000,
  });
  const hostName = session.data?.hostName;
  useEffect(() => {
    if (hostName) document.title = intl.formatMessage({ id: 'guest-chat.chat.pageTitle' }, { host: hostName });
  }, [hostName, intl]);

  const signOut = async () => {
    // Whatever the server says, this tab forgets the guest (the client drops the cache either way).
    await api.logout().catch(() => undefined);
    navigate(GUEST_LOGIN_PATH, { replace: true });
  };

  if (session.isPending) return <PageSpinner label={intl.formatMessage({ id: 'guest-chat.chat.loading' })} />;
  if (session.isError) {
    // A 401 is already on its way to the sign-in page; anything else can be tried again.
    if (session.error.status === 401) return <PageSpinner label={intl.formatMessage({ id: 'guest-chat.chat.loading' })} />;
    return (
      <main className="guest-chat guest-chat--narrow" id="main">
        <h1 className="guest-chat__title">
          <FormattedMessage id="guest-chat.chat.loadFailed.title" />
        </h1>
        <p role="alert">
          <FormattedMessage id="guest-chat.chat.loadFailed.body" />
        </p>
        <Button onClick={() => void session.refetch()}>
          <FormattedMessage id="guest-chat.chat.tryAgain" />
        </Button>
        <CookieSettingsFooter />
      </main>
    );
  }

  return (
    <LiveEventsProvider kind="guest" enabled>
      <main className="guest-chat" id="main">
        <header className="guest-chat__header">
          <h1 className="guest-chat__title">
            <FormattedMessage id="guest-chat.chat.pageTitle" values={{ host: session.data.hostName }} />
          </h1>
          <Button variant="secondary" onClick={() => void signOut()}>
            <FormattedMessage id="guest-chat.chat.signOut" />
          </Button>
        </header>
        <GuestStayFacts session={session.data} />
        <GuestReviewCard />
        <GuestConversation session={session.data} />
        <CookieSettingsFooter />
      </main>
    </LiveEventsProvider>
  );
}
