import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import type { GuestStayAnswer } from '../../../shared/schemas/bookings';
import { StayChatLink } from './stay-chat-link';

// What became of the guest's stay, said plainly: an instant booking is confirmed (its code), a
// request waits for the host until its expiration time, an inquiry waits for the host's e-mail.
// Whatever it became, the stay has a chat with the host, one click away.
// The focus moves here so a screen reader announces the outcome.

export function StayAnswer({ answer, email }: { answer: GuestStayAnswer; email: string }) {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const day = (iso: string) => intl.formatDate(`${iso}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
  const code = <strong data-testid="guest-stay-code">{answer.publicId}</strong>;
  return (
    <section className="guest-stay__answer" aria-labelledby="guest-stay-answer-title" data-kind={answer.kind}>
      <h2 id="guest-stay-answer-title" ref={heading} tabIndex={-1} className="guest-stay__subtitle">
        <FormattedMessage id={`guest-stay.answer.${answer.kind}.title`} />
      </h2>
      <p>
        {answer.kind === 'request' && answer.expirationTime ? (
          <FormattedMessage id="guest-stay.answer.request.body" values={{ expiration: intl.formatDate(answer.expirationTime, { dateStyle: 'medium', timeStyle: 'short' }) }} />
        ) : answer.kind === 'inquiry' ? (
          <FormattedMessage id="guest-stay.answer.inquiry.body" values={{ email }} />
        ) : (
          <FormattedMessage id={`guest-stay.answer.${answer.kind}.body`} values={{ expiration: '' }} />
        )}
      </p>
      <dl className="guest-stay__answer-facts">
        <dt>
          <FormattedMessage id={`guest-stay.answer.${answer.kind}.code`} />
        </dt>
        <dd>{code}</dd>
        <dt>
          <FormattedMessage id="guest-stay.answer.dates" />
        </dt>
        <dd>
          {day(answer.checkIn)} – {day(answer.checkOut)}
        </dd>
        <dt>
          <FormattedMessage id="guest-stay.answer.total" />
        </dt>
        <dd>{intl.formatNumber(answer.totalAmount, { style: 'currency', currency: answer.currency })}</dd>
      </dl>
      <StayChatLink code={answer.publicId} email={email} />
    </section>
  );
}
