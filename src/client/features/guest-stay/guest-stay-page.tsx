import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { useParams } from '../../router';
import { DEFAULT_LOCALE, toLocale } from '../../../shared/i18n/locales';
import type { ApiError } from '../../api/http';
import { PageSpinner } from '../../ui/spinner';
import { fetchPublicUnit, guestStayKeys } from './api';
import { StayForm } from './stay-form';
import { stayNameOf, stayNameText } from './stay-name';
import { UnitFacts } from './unit-facts';
import './guest-stay.css';

// /stay/{unitId}: the guest's page of a published unit, for anyone, signed in
// or not, outside the host's shell. The unit's facts beside the form that books it. A unit that
// is not published (or does not exist) is "not found", as the public API answers.

export default function GuestStayPage() {
  const intl = useIntl();
  const unitId = useParams().unitId ?? '';
  const locale = toLocale(intl.locale) ?? DEFAULT_LOCALE;
  const unit = useQuery<Awaited<ReturnType<typeof fetchPublicUnit>>, ApiError>({
    queryKey: guestStayKeys.unit(unitId, locale),
    queryFn: ({ signal }) => fetchPublicUnit(unitId, locale, signal),
    staleTime: 60_000,
    retry: false,
  });
  const title = unit.data ? stayNameText(intl, stayNameOf(unit.data, intl.formatMessage({ id: 'guest-stay.untitled' }))) : null;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  if (unit.isPending) return <PageSpinner label={intl.formatMessage({ id: 'guest-stay.loading' })} />;
  if (unit.isError)
    return (
      <main className="guest-stay guest-stay--message" id="main">
        <h1 className="guest-stay__title">
          <FormattedMessage id={unit.error.status === 404 ? 'guest-stay.notFound.title' : 'guest-stay.loadFailed.title'} />
        </h1>
        <p>
          <FormattedMessage id={unit.error.status === 404 ? 'guest-stay.notFound.body' : 'guest-stay.loadFailed.body'} />
        </p>
      </main>
    );
  return (
    <main className="guest-stay" id="main">
      <UnitFacts unit={unit.data} />
      <aside className="guest-stay__booking">
        <StayForm unit={unit.data} />
      </aside>
    </main>
  );
}
