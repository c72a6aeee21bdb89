import { useEffect, useEffectEvent, useRef } from 'react';
import { FormattedMessage } from '../../../i18n/intl';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { bookingTypeSwitchMachine, type BookingType, type TaskUpdate } from '../../../../../machines/booking-type-switch/booking-type-switch.machine';
import { connectBookingTypeSwitch } from '../../../../../machines/booking-type-switch/booking-type-switch.connect';
import { REQUEST_ANSWER_HOURS } from '../../../../shared/domain/bookings/stay-lifecycle';
import type { UserTask } from '../../../../shared/schemas/bookings';
import { bookingKeys, fetchUserTasks, updateUserTask } from '../../../api/bookings';
import { listingKeys } from '../../../api/listing';
import { Button } from '../../../ui/button';
import { useSnackbar } from '../../../ui/snackbar';
import { bookingPreferenceKeys, changeBookingPreference, hasUnitsOnRequest } from '../api';
import { DecisionDialog } from './decision-dialog';
import './actions.css';
import './booking-type-switch-banner.css';
import { useWorkflow } from '../../../app/use-workflow';

// "Let guests book instantly" (HC §4, the user task bulk_switch_to_instant_booking): shown while
// the task is not started or in progress and some unit is still booked on request. The modal
// (688 px) preselects instant booking and offers only the allowed types; applying switches every
// unit and marks the task done, "keep booking on request" marks it done, Hide hides it. Each
// outcome is a snackbar (HC §8 keys). Driven by the booking-type-switch machine through its connect.

const TASK = 'bulk_switch_to_instant_booking' as const;
const t = (key: string) => `bookings.switch.${key}`;

const isOpen = (tasks: UserTask[] | undefined) => {
  const status = tasks?.find((task) => task.taskType === TASK)?.status ?? 'not_started';
  return status === 'not_started' || status === 'in_progress';
};

export function BookingTypeSwitchBanner({ allowedTypes }: { allowedTypes?: BookingType[] }) {
  const tasks = useQuery({ queryKey: bookingKeys.tasks, queryFn: ({ signal }) => fetchUserTasks(signal), staleTime: 60_000 });
  const taskOpen = isOpen(tasks.data);
  const onRequest = useQuery({
    queryKey: bookingPreferenceKeys.unitsOnRequest,
    queryFn: ({ signal }) => hasUnitsOnRequest(signal),
    enabled: tasks.isSuccess && taskOpen,
    staleTime: 60_000,
  });
  // Until both are known (or when either failed) nothing is offered: the banner is a suggestion.
  // Once offered it stays mounted: its machine says when it goes, after its snackbar, even though
  // the task and the units it changed are read again meanwhile.
  const offered = useRef(false);
  if (tasks.isSuccess && taskOpen && onRequest.data === true) offered.current = true;
  if (!offered.current) return null;
  return <SwitchBanner allowedTypes={allowedTypes} />;
}

function SwitchBanner({ allowedTypes }: { allowedTypes?: BookingType[] }) {
  const client = useQueryClient();
  const snackbar = useSnackbar();
  const opener = useRef<HTMLButtonElement>(null);
  const anchor = useRef<HTMLDivElement>(null);
  const [snapshot, send] = useWorkflow(
    () =>
      bookingTypeSwitchMachine.provide({
        actors: {
          applyBookingType: fromPromise<unknown, { bookingType: BookingType }>(async ({ input }) => {
            const answer = await changeBookingPreference(input.bookingType);
            void client.invalidateQueries({ queryKey: bookingPreferenceKeys.unitsOnRequest });
            answer.updatedUnitIds.forEach((id) => void client.invalidateQueries({ queryKey: listingKeys.unit(id) }));
            return answer;
          }),
          updateTask: fromPromise<unknown, TaskUpdate>(async ({ input }) => {
            const task = await updateUserTask(TASK, input.status);
            client.setQueryData<UserTask[]>(bookingKeys.tasks, (now) => [...(now ?? []).filter((x) => x.taskType !== TASK), task]);
            return task;
          }),
        },
      }),
    { input: { allowedTypes } },
  );
  const view = connectBookingTypeSwitch(snapshot, send);
  const { snackbar: message, stateKey, bannerShown: visible } = view;
  const busy = view.dialog.busy;

  // Each outcome once, when the machine enters it (a second failure after Retry shows again);
  // keyed by the state, not by `snackbar`, which changes with the language.
  const showOutcome = useEffectEvent(() => {
    if (message) snackbar.show(message);
  });
  useEffect(() => showOutcome(), [stateKey]);

  useEffect(() => {
    // Hide removed the button that had the focus.
    if (!visible && (document.activeElement === document.body || document.activeElement === null)) anchor.current?.focus();
  }, [visible]);

  // The anchor stays when the banner goes (switched, kept, hidden): focus lands there, not on the page body.
  return (
    <div ref={anchor} tabIndex={-1} className="switch-banner-anchor">
      {visible && (
        <section className="switch-banner" aria-labelledby="switch-banner-title">
          <div className="switch-banner__text">
            <h2 id="switch-banner-title" className="switch-banner__title">
              <FormattedMessage id={t('bannerTitle')} />
            </h2>
            <p>
              <FormattedMessage id={t('bannerBody')} />
            </p>
          </div>
          <div className="switch-banner__actions">
            <DecisionDialog
              open={view.dialog.open}
              busy={busy}
              wide
              title={<FormattedMessage id={t('modalTitle')} />}
              onClose={view.close}
              openerRef={opener}
              fallbackFocus={anchor}
              trigger={
                <Button ref={opener} onClick={view.open}>
                  <FormattedMessage id={t('bannerOpen')} />
                </Button>
              }
            >
              <form
                onSubmit={(e) => {
                  e.preventDefault();
                  view.submit();
                }}
              >
                <fieldset className="stay-actions__fields switch-banner__options" disabled={busy}>
                  <legend className="switch-banner__legend">
                    <FormattedMessage id={t('modalBody')} />
                  </legend>
                  {view.types.map((type) => (
                    <label key={type} className="switch-banner__option">
                      <input type="radio" name="booking-type" value={type} checked={view.choice === type} onChange={() => view.select(type)} aria-describedby={`switch-hint-${type}`} />
                      <span>
                        <strong>
                          <FormattedMessage id={t(`type.${type}`)} />
                        </strong>
                        <span id={`switch-hint-${type}`} className="switch-banner__hint">
                          <FormattedMessage id={t(`typeHint.${type}`)} values={{ hours: REQUEST_ANSWER_HOURS }} />
                        </span>
                      </span>
                    </label>
                  ))}
                </fieldset>
                {/* The snackbar says it too, but a modal hides the rest of the page from screen readers. */}
                {view.failed && (
                  <p role="alert" className="notice notice--error">
                    <FormattedMessage id="bookings.commons.errorOccuredPleaseTryAgain" />
                  </p>
                )}
                <div className="properties-dialog__actions">
                  <Button variant="ghost" disabled={busy} onClick={view.close}>
                    <FormattedMessage id="bookings.actions.close" />
                  </Button>
                  <Button variant="secondary" disabled={busy} onClick={view.keep}>
                    <FormattedMessage id={t('keep')} />
                  </Button>
                  <Button type="submit" busy={busy}>
                    <FormattedMessage id={view.submitLabel === 'retry' ? 'bookings.actions.retry' : t('apply')} />
                  </Button>
                </div>
              </form>
            </DecisionDialog>
            <Button variant="ghost" disabled={busy} onClick={view.dismiss}>
              <FormattedMessage id={t('bannerDismiss')} />
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}
