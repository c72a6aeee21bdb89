import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import { Link } from '../../../router';
import { Countdown } from '../../../ui/countdown';
import { ButtonLink } from '../../../ui/button-link';
import type { Today, TodayMovement, TodayStay } from '../../../../shared/schemas/today';
import { CompareChart } from './compare-bars';

// The cards of the Today page ('/'), each leading to the place where the host acts.

function Card({ id, title, children, tone, action }: { id: string; title: ReactNode; children?: ReactNode; tone?: 'attention' | 'warning'; action?: ReactNode }) {
  return (
    <section className={`today-card${tone ? ` today-card--${tone}` : ''}`} aria-labelledby={`today-${id}`} data-testid={`today-${id}`}>
      <h3 id={`today-${id}`} className="today-card__title">
        {title}
      </h3>
      {children}
      {action && <div className="today-card__action">{action}</div>}
    </section>
  );
}

/** One line of a card: what it is about, linked to where the host acts, then its facts. */
function TodayItem({ to, label, lead, children }: { to: string; label: ReactNode; lead?: ReactNode; children?: ReactNode }) {
  return (
    <li className="today-item">
      {lead}
      <Link to={to} className="today-item__link">
        {label}
      </Link>
      {children}
    </li>
  );
}

function useDay() {
  const intl = useIntl();
  return (day: string) => intl.formatDate(`${day}T00:00:00Z`, { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' });
}

function StayFacts({ stay }: { stay: TodayStay }) {
  return (
    <span className="today-item__facts">
      <FormattedMessage id="home.today.stayFacts" values={{ unit: stay.unitTitle, nights: stay.nights, guests: stay.guests }} />
    </span>
  );
}

/** Requests or inquiries waiting for an answer: the soonest first, and a link to all of them. */
function WaitingCard({ kind, to, waiting }: { kind: 'requests' | 'inquiries'; to: string; waiting: Today['requests'] }) {
  if (waiting.count === 0) return null;
  return (
    <Card
      id={kind}
      tone="attention"
      title={<FormattedMessage id={`home.today.${kind}.title`} values={{ count: waiting.count }} />}
      action={
        <Link to={to}>
          <FormattedMessage id={`home.today.${kind}.all`} />
        </Link>
      }
    >
      <WaitingList items={waiting.items} />
      <MoreLine count={waiting.count} shown={waiting.items.length} />
    </Card>
  );
}

function WaitingList({ items }: { items: TodayStay[] }) {
  const day = useDay();
  return (
    <ul className="today-list">
      {items.map((stay) => (
        <TodayItem key={stay.code} to={stay.path} label={stay.guestName}>
          <StayFacts stay={stay} />
          <span className="today-item__facts">
            <FormattedMessage id="home.today.dates" values={{ from: day(stay.checkIn), to: day(stay.checkOut) }} />
          </span>
          {stay.expirationTime && (
            <span className="today-item__deadline">
              <FormattedMessage id="home.today.answerWithin" values={{ time: <Countdown deadline={stay.expirationTime} /> }} />
            </span>
          )}
        </TodayItem>
      ))}
    </ul>
  );
}

function MovementList({ items }: { items: TodayMovement[] }) {
  return (
    <ul className="today-list">
      {items.map((stay) => (
        <TodayItem
          key={`${stay.code}-${stay.day}`}
          to={stay.path}
          label={stay.guestName}
          lead={
            <span className={`today-day today-day--${stay.day}`}>
              {stay.day === 'today' ? <FormattedMessage id="home.today.day.today" /> : <FormattedMessage id="home.today.day.tomorrow" />}
            </span>
          }
        >
          <StayFacts stay={stay} />
        </TodayItem>
      ))}
    </ul>
  );
}

function MoreLine({ count, shown }: { count: number; shown: number }) {
  return count > shown ? (
    <p className="today-card__more">
      <FormattedMessage id="home.today.more" values={{ count: count - shown }} />
    </p>
  ) : null;
}

/** Whether anything on the page asks the host to act (the statistics never do). */
export function needsHost(t: Today): boolean {
  return (
    t.requests.count + t.inquiries.count + t.arrivals.length + t.departures.length + t.staying.length + t.unread.count + t.reviews.unanswered + t.failingFeeds.length >
    0
  );
}

export function TodayCards({ today: t }: { today: Today }) {
  const intl = useIntl();
  const day = useDay();
  const monthName = (month: string) => intl.formatDate(`${month}-01T00:00:00Z`, { timeZone: 'UTC', month: 'long' });
  const percent = (rate: number | null) => (rate === null ? '–' : intl.formatNumber(rate, { style: 'percent', maximumFractionDigits: 0 }));
  const earnings = t.earnings[0];
  const money = (value: number, currency: string) => intl.formatNumber(value, { style: 'currency', currency, maximumFractionDigits: 0 });
  const occ = t.occupancy;

  return (
    <div className="today-grid">
      {!needsHost(t) && (
        <section className="today-card today-card--calm today-card--wide" aria-labelledby="today-caught-up" data-testid="today-caught-up">
          <h3 id="today-caught-up" className="today-card__title">
            <FormattedMessage id="home.today.caughtUp.title" />
          </h3>
          <p className="today-card__text">
            <FormattedMessage id="home.today.caughtUp.body" />
          </p>
          <div className="today-card__action">
            <ButtonLink to="/calendar" variant="secondary">
              <FormattedMessage id="home.today.caughtUp.action" />
            </ButtonLink>
          </div>
        </section>
      )}
      {t.sections.requests && <WaitingCard kind="requests" to="/bookings/requests" waiting={t.requests} />}
      {t.sections.inquiries && <WaitingCard kind="inquiries" to="/inquiries" waiting={t.inquiries} />}
      {t.arrivals.length > 0 && (
        <Card id="arrivals" title={<FormattedMessage id="home.today.arrivals.title" values={{ count: t.arrivals.length }} />}>
          <MovementList items={t.arrivals} />
        </Card>
      )}
      {t.departures.length > 0 && (
        <Card id="departures" title={<FormattedMessage id="home.today.departures.title" values={{ count: t.departures.length }} />}>
          <MovementList items={t.departures} />
        </Card>
      )}
      {t.staying.length > 0 && (
        <Card id="staying" title={<FormattedMessage id="home.today.staying.title" values={{ count: t.staying.length }} />}>
          <ul className="today-list">
            {t.staying.map((stay) => (
              <TodayItem key={stay.code} to={stay.path} label={stay.guestName}>
                <StayFacts stay={stay} />
                <span className="today-item__facts">
                  <FormattedMessage id="home.today.staying.until" values={{ date: day(stay.checkOut) }} />
                </span>
              </TodayItem>
            ))}
          </ul>
        </Card>
      )}
      {t.unread.count > 0 && (
        <Card
          id="unread"
          tone="attention"
          title={<FormattedMessage id="home.today.unread.title" values={{ count: t.unread.count }} />}
          action={
            <Link to="/messages">
              <FormattedMessage id="home.today.unread.all" />
            </Link>
          }
        >
          <ul className="today-list">
            {t.unread.latest.map((c) => (
              <TodayItem key={c.channelId} to={c.path} label={c.guestName}>
                <span className="today-item__snippet">{c.snippet}</span>
              </TodayItem>
            ))}
          </ul>
        </Card>
      )}
      {t.reviews.unanswered > 0 && (
        <Card
          id="reviews"
          title={<FormattedMessage id="home.today.reviews.title" values={{ count: t.reviews.unanswered }} />}
          action={
            <Link to={t.reviews.path}>
              <FormattedMessage id="home.today.reviews.action" />
            </Link>
          }
        >
          <ul className="today-list">
            {t.reviews.latest.map((r) => (
              <TodayItem key={r.reviewId} to={r.path} label={r.guestName}>
                <span className="today-item__facts">
                  <FormattedMessage id="home.today.reviews.facts" values={{ rating: r.rating, unit: r.unitTitle }} />
                </span>
                {r.snippet && <span className="today-item__snippet">{r.snippet}</span>}
              </TodayItem>
            ))}
          </ul>
        </Card>
      )}
      {t.failingFeeds.length > 0 && (
        <Card id="feeds" tone="warning" title={<FormattedMessage id="home.today.feeds.title" values={{ count: t.failingFeeds.length }} />}>
          <ul className="today-list">
            {t.failingFeeds.map((f) => (
              <TodayItem key={f.feedId} to={f.path} label={<FormattedMessage id="home.today.feeds.item" values={{ name: f.name, unit: f.unitTitle }} />}>
                <span className="today-item__facts">{f.lastError}</span>
              </TodayItem>
            ))}
          </ul>
        </Card>
      )}
      <Card id="month" title={<FormattedMessage id="home.today.month.title" />}>
        <h4 className="today-card__subtitle">
          <FormattedMessage id="home.today.earnings.title" />
        </h4>
        {earnings ? (
          <CompareChart
            label={intl.formatMessage(
              { id: 'home.today.earnings.chart' },
              { last: money(earnings.lastMonth.gross, earnings.currency), current: money(earnings.thisMonth.gross, earnings.currency) },
            )}
            bars={[
              { label: monthName(earnings.lastMonth.month), value: earnings.lastMonth.gross, text: money(earnings.lastMonth.gross, earnings.currency) },
              { label: monthName(earnings.thisMonth.month), value: earnings.thisMonth.gross, text: money(earnings.thisMonth.gross, earnings.currency), current: true },
            ]}
          />
        ) : (
          <p className="today-card__text">
            <FormattedMessage id="home.today.earnings.none" />
          </p>
        )}
        <h4 className="today-card__subtitle">
          <FormattedMessage id="home.today.occupancy.title" />
        </h4>
        {occ.thisMonth.availableNights + occ.lastMonth.availableNights > 0 ? (
          <CompareChart
            scale={1}
            label={intl.formatMessage({ id: 'home.today.occupancy.chart' }, { last: percent(occ.lastMonth.rate), current: percent(occ.thisMonth.rate) })}
            bars={[
              { label: monthName(occ.lastMonth.month), value: occ.lastMonth.rate ?? 0, text: percent(occ.lastMonth.rate) },
              { label: monthName(occ.thisMonth.month), value: occ.thisMonth.rate ?? 0, text: percent(occ.thisMonth.rate), current: true },
            ]}
          />
        ) : (
          <p className="today-card__text">
            <FormattedMessage id="home.today.occupancy.none" />
          </p>
        )}
        <Link to="/insights" className="today-card__link">
          <FormattedMessage id="home.today.month.insights" />
        </Link>
      </Card>
    </div>
  );
}

/** The shape of the cards while the answer comes: no words, only their outlines. */
export function TodaySkeleton() {
  const intl = useIntl();
  return (
    <div className="today-grid" aria-busy="true" data-testid="today-skeleton">
      <span className="visually-hidden" role="status">
        {intl.formatMessage({ id: 'home.today.preparing' })}
      </span>
      {[0, 1, 2].map((i) => (
        <div key={i} className="today-card today-card--skeleton" aria-hidden="true">
          <span className="skeleton today-skeleton__title" />
          <span className="skeleton" />
          <span className="skeleton" />
        </div>
      ))}
    </div>
  );
}
