import { useState } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Link, Navigate, useLocation, useSearchParams } from '../../router';
import { CHANNEL_SEARCH_DEBOUNCE_MS, CHANNEL_STATUSES, channelListPath, inboxFilters, messagingStarts, type ChannelStatus, type ConversationType } from '../../../shared/domain/messaging/inbox';
import type { UserInfo } from '../../../shared/schemas/user-info';
import { useUserInfo } from '../../api/queries';
import { PageHeading } from '../../ui/page-heading';
import { PageSpinner } from '../../ui/spinner';
import { ChannelFilters } from './channel-filters';
import { ChannelList } from './channel-list';
import { ChannelSearch, useDebounced } from './channel-search';
import { ConversationPane } from './conversation-pane';
import { DeepLinkOpener } from './deep-link';
import { InboxLive } from './inbox-live';
import { deepLinkOf, parseInboxPath } from './inbox-path';
import './inbox.css';

// The host's inbox (AS §2.1, AS §2.6): /messages (not archived),
// /messages/all, /messages/archived and /messages/{channelStatus}/{channelId}. On a wide screen
// the list is on the left and the open conversation on the right; on a phone one of them, with a
// way back. Nothing starts while onboarding is in progress (no calls at all).

export default function InboxPage() {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const user = useUserInfo().data;
  const path = parseInboxPath(pathname);
  const intl = useIntl();

  if (path.kind === 'unknown') return <Navigate to="/messages" replace />;
  if (!user) return <PageSpinner label={intl.formatMessage({ id: 'messages.loading' })} />;
  if (!messagingStarts(user)) return <OnboardingNotice />;
  const link = deepLinkOf(search);
  return (
    <section className="page inbox-page">
      <PageHeading title={<FormattedMessage id="messages.title" />} />
      {link ? <DeepLinkOpener link={link} /> : <Inbox user={user} status={path.status} channelId={path.channelId} />}
    </section>
  );
}

function OnboardingNotice() {
  return (
    <section className="page inbox-page">
      <PageHeading title={<FormattedMessage id="messages.title" />} />
      <div className="notice notice--warning inbox-onboarding" role="status">
        <p className="inbox-onboarding__title">
          <FormattedMessage id="messages.onboarding.title" />
        </p>
        <p>
          <FormattedMessage id="messages.onboarding.description" />
        </p>
        <Link to="/" className="button button--secondary">
          <FormattedMessage id="messages.onboarding.continue" />
        </Link>
      </div>
    </section>
  );
}

function InboxTabs({ current }: { current: ChannelStatus }) {
  const intl = useIntl();
  return (
    <nav className="inbox-tabs" aria-label={intl.formatMessage({ id: 'messages.tabs.label' })}>
      <ul className="inbox-tabs__list">
        {CHANNEL_STATUSES.map((status) => (
          <li key={status}>
            <Link to={channelListPath(status)} className={`inbox-tabs__tab${status === current ? ' inbox-tabs__tab--current' : ''}`} aria-current={status === current ? 'page' : undefined}>
              <FormattedMessage id={`messages.tabs.${status}`} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Inbox({ user, status, channelId }: { user: UserInfo; status: ChannelStatus; channelId: string | null }) {
  const allowed = inboxFilters(user);
  const [typed, setTyped] = useState('');
  const settled = useDebounced(typed, CHANNEL_SEARCH_DEBOUNCE_MS);
  const [type, setType] = useState<ConversationType | null>(null);
  const [recent, setRecent] = useState(false);
  const filters = {
    status,
    search: settled.trim(),
    type: allowed.conversationType ? type : null,
    recent: allowed.recent && recent,
  };

  return (
    <div className={`inbox${channelId ? ' inbox--conversation-open' : ''}`}>
      <InboxLive openChannelId={channelId} />
      <div className="inbox__list-pane">
        <InboxTabs current={status} />
        <ChannelSearch status={status} typed={typed} onType={setTyped} settled={settled} />
        <ChannelFilters allowed={allowed} type={filters.type} recent={filters.recent} onType={setType} onRecent={setRecent} />
        <ChannelList
          filters={filters}
          openChannelId={channelId}
          onClearFilters={() => {
            setTyped('');
            setType(null);
            setRecent(false);
          }}
        />
      </div>
      <div className="inbox__conversation-pane">
        {channelId ? (
          <ConversationPane key={channelId} channelId={channelId} status={status} />
        ) : (
          <div className="inbox__no-conversation empty-state">
            <p>
              <FormattedMessage id="messages.conversation.choose" />
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
