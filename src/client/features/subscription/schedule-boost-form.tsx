import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { useQueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { scheduleBoostMachine } from '../../../../machines/schedule-boost/schedule-boost.machine';
import { connectScheduleBoost } from '../../../../machines/schedule-boost/schedule-boost.connect';
import { BOOST_MAX_DAYS } from '../../../shared/domain/subscription-rules';
import type { SubscriptionView } from '../../../shared/schemas/subscription';
import { scheduleBoost, subscriptionKeys } from '../../api/subscriptions';
import { errorText } from '../../api/error-text';
import type { ApiError } from '../../api/http';
import { Button } from '../../ui/button';
import { longDate } from './boost-list';
import { useWorkflow } from '../../app/use-workflow';

// Scheduling a boost of the unit, driven by the schedule-boost machine: the first and last day,
// the cost against the coins left (too few blocks the request), the call. The server refuses
// (409) when the coins ran out meanwhile or the unit is boosted on those days: its reason is
// shown, and the balance is read again before the host chooses anew.

const t = (key: string) => `subscription.manage.boost.${key}`;
const todayIso = () => new Date().toISOString().slice(0, 10);
const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export function ScheduleBoostForm({ unitId, view, onAnother }: { unitId: string; view: SubscriptionView; onAnother: () => void }) {
  const intl = useIntl();
  const client = useQueryClient();
  const [failure, setFailure] = useState<Partial<ApiError> | null>(null);
  const [snapshot, send] = useWorkflow(
    () =>
      scheduleBoostMachine.provide({
        actors: {
          scheduleBoost: fromPromise(async ({ input }) => {
            setFailure(null);
            try {
              const result = await scheduleBoost({ propertyUnitId: unitId, ...input });
              client.setQueryData(subscriptionKeys.subscription, result.subscription);
              void client.invalidateQueries({ queryKey: ['subscription'] });
              return result;
            } catch (error) {
              setFailure(error as ApiError);
              // A refusal means the balance we hold is out of date.
              if ((error as ApiError).status === 409) void client.invalidateQueries({ queryKey: ['subscription'] });
              throw error;
            }
          }),
        },
      }),
  );
  const boost = connectScheduleBoost(snapshot, send);
  const { startDate, endDate, choosing, cost } = boost;
  const { remaining, cost: costPerDay } = view.boost;

  // The machine counts against the balance the server last told us, taken again whenever it changes.
  useEffect(() => {
    if (choosing) send({ type: 'balance.set', coinsLeft: remaining, costPerDay });
  }, [send, choosing, remaining, costPerDay]);

  if (boost.done) {
    return (
      <div className="notice notice--success subscription-manage__done" role="status">
        <p>
          <FormattedMessage id={t('done')} values={{ start: longDate(startDate ?? ''), end: longDate(endDate ?? ''), coins: cost }} />
        </p>
        <Button variant="secondary" onClick={onAnother}>
          <FormattedMessage id={t('another')} />
        </Button>
      </div>
    );
  }

  const reasons = [...new Set([...(failure?.general ?? []), ...Object.values(failure?.fields ?? {}).flat()].map((m) => errorText(intl, m)))];

  return (
    <form
      className="subscription-manage__boost"
      aria-labelledby="schedule-boost-title"
      onSubmit={(e) => {
        e.preventDefault();
        boost.submit();
      }}
    >
      <h3 id="schedule-boost-title">
        <FormattedMessage id={t('title')} />
      </h3>
      {view.subscription.isExpired ? (
        <p role="alert" className="notice notice--warning">
          <FormattedMessage id="listing.subscription.boost.expired" />
        </p>
      ) : (
        remaining === 0 && (
          <p role="alert" className="notice notice--warning">
            <FormattedMessage id="listing.subscription.boost.noCoins" />
          </p>
        )
      )}
      <fieldset className="subscription-manage__fields subscription-manage__dates" disabled={!choosing}>
        <legend>
          <FormattedMessage id={t('dates')} />
        </legend>
        <div className="form-field">
          <label htmlFor="boost-start">
            <FormattedMessage id="listing.subscription.boost.startDate" />
          </label>
          <input id="boost-start" type="date" min={todayIso()} value={startDate ?? ''} onChange={(e) => boost.selectStart(e.target.value)} />
        </div>
        <div className="form-field">
          <label htmlFor="boost-end">
            <FormattedMessage id={t('endDate')} />
          </label>
          <input
            id="boost-end"
            type="date"
            min={startDate ?? todayIso()}
            max={startDate ? addDays(startDate, BOOST_MAX_DAYS - 1) : undefined}
            value={endDate ?? ''}
            onChange={(e) => boost.selectEnd(e.target.value)}
            aria-describedby="boost-cost"
          />
        </div>
      </fieldset>
      <p id="boost-cost" className="form-field__hint" aria-live="polite">
        {boost.costLine === 'endBeforeStart' ? (
          <FormattedMessage id={t('endBeforeStart')} />
        ) : boost.costLine === 'cost' ? (
          <FormattedMessage id={t('cost')} values={{ cost, remaining }} />
        ) : (
          <FormattedMessage id={t('chooseDates')} values={{ max: BOOST_MAX_DAYS }} />
        )}
      </p>
      {boost.insufficient && (
        <p role="alert" className="notice notice--warning">
          <FormattedMessage id="listing.subscription.boost.tooExpensive" values={{ cost, remaining }} />
        </p>
      )}
      {boost.request.shown && (
        <Button type="submit" busy={boost.request.busy} disabled={!boost.request.enabled}>
          <FormattedMessage id={t('request')} />
        </Button>
      )}
      {boost.failure === 'refused' && (
        <div role="alert" className="notice notice--error">
          <p>
            <strong>
              <FormattedMessage id="listing.subscription.boost.refused" />
            </strong>
          </p>
          {reasons.map((r) => (
            <p key={r}>{r}</p>
          ))}
          <Button variant="secondary" onClick={boost.dismiss}>
            <FormattedMessage id={t('chooseAgain')} />
          </Button>
        </div>
      )}
      {boost.failure === 'failed' && (
        <div role="alert" className="notice notice--error">
          <p>
            <FormattedMessage id={t('failed')} />
          </p>
          {reasons.map((r) => (
            <p key={r}>{r}</p>
          ))}
          <div className="subscription-manage__actions">
            <Button onClick={boost.retry}>
              <FormattedMessage id="listing.action.retry" />
            </Button>
            <Button variant="ghost" onClick={boost.dismiss}>
              <FormattedMessage id={t('dismiss')} />
            </Button>
          </div>
        </div>
      )}
    </form>
  );
}
