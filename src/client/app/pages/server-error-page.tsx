import { useEffect } from 'react';
import { FormattedMessage } from '../../i18n/intl';
import { Link, useRouteError } from '../../router';
import { useQueryClient } from '@tanstack/react-query';
import type { UserInfo } from '../../../shared/schemas/user-info';
import { queryKeys } from '../../api/queries';
import { Button } from '../../ui/button';
import { StatusPage } from '../../ui/status-page';

// AS §2.4: fatal route errors. Title, description, error code, reload, and for commission
// accounts a way out to upcoming bookings. There is no error service yet: the console is the
// report (with the correlation id a support person can search the server log for).

function errorCode(error: unknown): { status: number; reference?: string } {
  if (error && typeof error === 'object') {
    const e = error as { status?: unknown; correlationId?: unknown };
    const status = typeof e.status === 'number' && e.status >= 400 ? e.status : 500;
    return typeof e.correlationId === 'string' ? { status, reference: e.correlationId } : { status };
  }
  return { status: 500 };
}

export function ServerErrorPage() {
  const error = useRouteError();
  const user = useQueryClient().getQueryData<UserInfo>(queryKeys.userInfo);
  const code = errorCode(error);

  useEffect(() => {
    console.error('error-page', { status: code.status, reference: code.reference }, error);
  }, [error, code.status, code.reference]);

  return (
    <StatusPage
      code={String(code.status)}
      title={<FormattedMessage id="page.serverError.title" />}
      description={<FormattedMessage id="page.serverError.description" />}
    >
      <p className="status-page__reference">
        <FormattedMessage id="page.serverError.code" values={{ code: code.reference ? `${code.status} · ${code.reference}` : String(code.status) }} />
      </p>
      <Button onClick={() => window.location.reload()}>
        <FormattedMessage id="page.serverError.reload" />
      </Button>
      {user?.commercialModel === 'commission' && (
        <Link className="button button--secondary" to="/bookings/upcoming" reloadDocument>
          <FormattedMessage id="page.serverError.upcomingBookings" />
        </Link>
      )}
    </StatusPage>
  );
}
