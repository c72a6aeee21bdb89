import { Fragment, useLayoutEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { parseStayEvent } from '../../../shared/domain/stay-events';
import type { Message } from '../../../shared/schemas/messaging';
import { Button } from '../button';
import './chat.css';
import { withoutDirectionControls } from '../../../shared/domain/text-direction';

// One conversation's messages, oldest first, for the host's inbox and the guest's chat; messages
// render as text. Bodies are React text nodes shown with white-space:
// pre-wrap, so "<b>x</b>" shows those characters and line breaks stay; nothing is ever parsed as
// HTML. New messages are announced (role="log"), own messages sit on the other side.

export interface MessageThreadProps {
  messages: readonly Message[];
  /** Whose messages are "own" (right side): the host's in the inbox, the guest's in the guest chat. */
  ownRole: 'host' | 'guest';
  onLoadOlder?: () => void;
  hasOlder: boolean;
  loadingOlder: boolean;
}

/** The local calendar day of an instant, for grouping. */
const dayKey = (iso: string) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${d.getMonth()}-${d.getDate()}`;
};

export function MessageThread({ messages, ownRole, onLoadOlder, hasOlder, loadingOlder }: MessageThreadProps) {
  const intl = useIntl();
  const scroller = useRef<HTMLDivElement>(null);
  const seen = useRef<{ first: string | undefined; last: string | undefined; height: number }>({ first: undefined, last: undefined, height: 0 });

  // A new last message scrolls to the bottom; older ones added on top keep what the reader sees in place.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const first = messages[0]?.id;
    const last = messages.at(-1)?.id;
    const before = seen.current;
    if (last !== before.last) box.scrollTop = box.scrollHeight;
    else if (first !== before.first) box.scrollTop += box.scrollHeight - before.height;
    seen.current = { first, last, height: box.scrollHeight };
  }, [messages]);

  return (
    <div className="message-thread" ref={scroller} tabIndex={0} role="region" aria-label={intl.formatMessage({ id: 'chat.thread.label' })}>
      {hasOlder && (
        <div className="message-thread__older">
          <Button variant="secondary" busy={loadingOlder} onClick={onLoadOlder} disabled={!onLoadOlder}>
            <FormattedMessage id={loadingOlder ? 'chat.thread.loadingOlder' : 'chat.thread.loadOlder'} />
          </Button>
        </div>
      )}
      <div className="message-thread__log" role="log" aria-live="polite" aria-label={intl.formatMessage({ id: 'chat.thread.label' })}>
        {messages.length === 0 && (
          <p className="message-thread__empty">
            <FormattedMessage id="chat.thread.empty" />
          </p>
        )}
        {messages.map((message, i) => {
          const newDay = i === 0 || dayKey(messages[i - 1]!.createdAt) !== dayKey(message.createdAt);
          const side = message.senderRole === 'system' ? 'system' : message.senderRole === ownRole ? 'own' : 'other';
          return (
            <Fragment key={message.id}>
              {newDay && (
                <p className="message-thread__day">
                  <time dateTime={message.createdAt.slice(0, 10)}>{intl.formatDate(message.createdAt, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}</time>
                </p>
              )}
              <article className={`chat-message chat-message--${side}`} data-message-id={message.id}>
                <p className="chat-message__meta">
                  <span className="chat-message__sender">{message.senderName}</span>{' '}
                  <time className="chat-message__time" dateTime={message.createdAt}>
                    {intl.formatTime(message.createdAt, { hour: 'numeric', minute: '2-digit' })}
                  </time>
                </p>
                <p className="chat-message__body">{side === 'system' ? <SystemMessageText body={message.body} /> : withoutDirectionControls(message.body)}</p>
              </article>
            </Fragment>
          );
        })}
      </div>
    </div>
  );
}

/** A system message: what happened to the stay, in the reader's language; other text as it is. */
export function SystemMessageText({ body }: { body: string }) {
  const event = parseStayEvent(body);
  return event ? <FormattedMessage id={`chat.system.${event.event}`} values={{ code: event.code }} /> : <>{body}</>;
}
