import { useEffect, useRef } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from '../../i18n/intl';
import { Link, useSearchParams } from '../../router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiError } from '../../api/http';
import { fetchStaffMail, fetchStaffMailItem, mailKeys } from './api';
import type { MailDetail, MailPage, MailSummary } from '../../../shared/schemas/mail';
import { isMailSkipped } from '../../../shared/domain/mail/outbox';
import { Button } from '../../ui/button';
import { PageHeading } from '../../ui/page-heading';
import { PageSpinner } from '../../ui/spinner';
import { LoadFailed } from './load-failed';
import './staff.css';

// /staff/mail, the staff mailbox (server: routes/mail-staff.ts): every mail the portal wrote, newest
// first; ?mail={id} opens one beside the list (below it on a phone) with its plain text and its
// HTML in a sandboxed frame (srcdoc, no scripts, no navigation). ?page={n} pages the list. Both
// live in the address, so the back button closes a mail and a link can be shared.

export default function StaffMailPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const openId = params.get('mail');
  const list = useQuery<MailPage, ApiError>({
    queryKey: mailKeys.list(page),
    queryFn: ({ signal }) => fetchStaffMail(page, signal),
    placeholderData: keepPreviousData,
  });
  const hrefOf = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    const query = next.toString();
    return query ? `?${query}` : '?';
  };

  return (
    <div className="page staff-page staff-mail">
      <PageHeading title={<FormattedMessage id="staff.mail.title" />} description={<FormattedMessage id="staff.mail.intro" />} />
      <p className="staff-mail__back">
        <Link to="/staff">
          <FormattedMessage id="staff.mail.back" />
        </Link>
      </p>
      {list.isPending && <PageSpinner label={intl.formatMessage({ id: 'staff.mail.loading' })} />}
      {list.isError && <LoadFailed messageId="staff.mail.loadError" onRetry={() => void list.refetch()} />}
      {list.data && list.data.items.length === 0 && (
        <p className="empty-state">
          <FormattedMessage id="staff.mail.empty" />
        </p>
      )}
      {list.data && list.data.items.length > 0 && (
        <div className="staff-mail__panes">
          <div className="staff-mail__list">
            <ul aria-label={intl.formatMessage({ id: 'staff.mail.listLabel' })}>
              {list.data.items.map((mail) => (
                <li key={mail.id}>
                  <Link to={hrefOf({ mail: mail.id })} className="staff-mail__item" aria-current={mail.id === openId ? 'true' : undefined} data-testid="mail-item">
                    <span className="staff-mail__subject">{mail.subject}</span>
                    <span className="staff-mail__meta">
                      {mail.recipient} · <StatusText mail={mail} /> · <FormattedDate value={mail.createdAt} dateStyle="medium" timeStyle="short" />
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            {list.data.pagination.pages > 1 && (
              <nav className="staff-mail__pages" aria-label={intl.formatMessage({ id: 'staff.mail.pageOf' }, { current: page, pages: list.data.pagination.pages })}>
                <Button variant="secondary" disabled={page <= 1} onClick={() => setParams(new URLSearchParams(hrefOf({ page: String(page - 1), mail: null }).slice(1)))}>
                  <FormattedMessage id="staff.mail.previous" />
                </Button>
                <span>
                  <FormattedMessage id="staff.mail.pageOf" values={{ current: page, pages: list.data.pagination.pages }} />
                </span>
                <Button variant="secondary" disabled={list.data.pagination.next === null} onClick={() => setParams(new URLSearchParams(hrefOf({ page: String(page + 1), mail: null }).slice(1)))}>
                  <FormattedMessage id="staff.mail.next" />
                </Button>
              </nav>
            )}
          </div>
          <div className="staff-mail__reader">
            {openId ? (
              <OpenMail id={openId} closeHref={hrefOf({ mail: null })} />
            ) : (
              <p className="staff-mail__choose">
                <FormattedMessage id="staff.mail.choose" />
              </p>
            )}
          </div>
        </div>
      )}
    </div>
  );
}

function StatusText({ mail }: { mail: Pick<MailSummary, 'status' | 'transport'> }) {
  const status = <FormattedMessage id={`staff.mail.status.${mail.status}`} />;
  if (!mail.transport) return status;
  return <FormattedMessage id="staff.mail.statusWithTransport" values={{ status, transport: <FormattedMessage id={`staff.mail.transport.${mail.transport}`} /> }} />;
}

function OpenMail({ id, closeHref }: { id: string; closeHref: string }) {
  const intl = useIntl();
  const one = useQuery<MailDetail, ApiError>({ queryKey: mailKeys.one(id), queryFn: ({ signal }) => fetchStaffMailItem(id, signal) });
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening a mail moves the focus to it, so a keyboard or screen-reader user lands on what they chose.
  useEffect(() => {
    if (one.data) heading.current?.focus();
  }, [one.data]);
  if (one.isPending) return <PageSpinner label={intl.formatMessage({ id: 'staff.mail.loading' })} />;
  if (one.isError) return <LoadFailed messageId="staff.mail.loadError" onRetry={() => void one.refetch()} />;
  const mail = one.data;
  const headers = Object.entries(mail.headers);
  return (
    <article className="staff-review staff-mail__open" aria-labelledby="staff-mail-subject">
      <h2 id="staff-mail-subject" className="staff-section__title" tabIndex={-1} ref={heading}>
        {mail.subject}
      </h2>
      <p className="staff-review__meta">
        <FormattedMessage id="staff.mail.to" values={{ recipient: mail.recipient }} /> · <FormattedMessage id="staff.mail.language" values={{ language: mail.language }} /> · <StatusText mail={mail} />
      </p>
      <p className="staff-review__meta">
        <FormattedMessage id="staff.mail.created" values={{ date: <FormattedDate value={mail.createdAt} dateStyle="medium" timeStyle="short" /> }} />
        {mail.sentAt && (
          <>
            {' · '}
            <FormattedMessage id="staff.mail.sent" values={{ date: <FormattedDate value={mail.sentAt} dateStyle="medium" timeStyle="short" /> }} />
          </>
        )}
        {' · '}
        <FormattedMessage id="staff.mail.attempts" values={{ count: mail.attempts }} />
      </p>
      {mail.lastError && (
        <p className="staff-review__error">
          {/* Our own reasons are codes, shown translated; an SMTP server's reply is shown as it wrote it. */}
          <FormattedMessage id="staff.mail.lastError" values={{ error: isMailSkipped(mail.lastError) ? intl.formatMessage({ id: `staff.mail.${mail.lastError}` }) : mail.lastError }} />
        </p>
      )}
      <h3 className="staff-mail__part">
        <FormattedMessage id="staff.mail.html" />
      </h3>
      {/* sandbox with no allowances: no scripts, no forms, no navigation, an opaque origin. */}
      <iframe className="staff-mail__frame" sandbox="" srcDoc={mail.html} title={intl.formatMessage({ id: 'staff.mail.htmlFrame' })} />
      <h3 className="staff-mail__part">
        <FormattedMessage id="staff.mail.text" />
      </h3>
      <pre className="staff-mail__text">{mail.text}</pre>
      {headers.length > 0 && (
        <>
          <h3 className="staff-mail__part">
            <FormattedMessage id="staff.mail.headers" />
          </h3>
          <pre className="staff-mail__text">{headers.map(([name, value]) => `${name}: ${value}`).join('\n')}</pre>
        </>
      )}
      <p>
        <Link to={closeHref}>
          <FormattedMessage id="staff.mail.close" />
        </Link>
      </p>
    </article>
  );
}
