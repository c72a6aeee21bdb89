import { useEffect } from 'react';
import { useIntl } from '../../i18n/intl';
import { Dialog } from '../../ui/dialog';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useWorkflow } from '../../app/use-workflow';
import { rethrowWriteFailure } from '../../app/write-failure';
import { fromPromise } from 'xstate';
import { welcomeTourMachine } from '../../../../machines/welcome-tour/welcome-tour.machine';
import { connectWelcomeTour } from '../../../../machines/welcome-tour/welcome-tour.connect';
import { TOUR_WELCOME_INTERACTION } from '../../../shared/schemas/user-interactions';
import { fetchUserInteractions, putUserInteractions, userInteractionKeys } from '../../api/user-interactions';
import { Button } from '../../ui/button';
import { openTutorials } from './tutorials-store';
import './onboarding-videos.css';

// The welcome tour modal (AS §2.10, AS §4; 688 px wide, full screen under 600 px): steps through the
// navigation's areas with Back/Next; Close, Escape, Get started and Watch tutorials mark it seen
// (PUT tour_welcome) so it never opens again. Radix keeps focus inside while it is open.

export default function WelcomeTour({ accountSource, tourEnabled, force }: { accountSource: string; tourEnabled: boolean; force: boolean }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const client = useQueryClient();
  const interactions = useQuery({ queryKey: userInteractionKeys.all, queryFn: ({ signal }) => fetchUserInteractions(signal), staleTime: 60_000 });
  const [snapshot, send, actor] = useWorkflow(() =>
    welcomeTourMachine.provide({
      actors: {
        markSeen: fromPromise<unknown, void>(async () => {
          // The modal is gone and says nothing of a failure: the write-failure toast does.
          const saved = await putUserInteractions([{ interactionType: TOUR_WELCOME_INTERACTION, interacted: true }]).catch(rethrowWriteFailure);
          await client.invalidateQueries({ queryKey: userInteractionKeys.all });
          return saved;
        }),
      },
    }),
  );
  const view = connectWelcomeTour(snapshot, send, { accountSource });
  const { tutorialsNext, progress } = view;

  // Evaluated once the interactions are known (a failed read keeps it closed: better than
  // showing a tour the host may have closed already). The effect connects the actor's snapshot
  // when it runs, so it runs again when the inputs change, not on every change of the machine.
  const seen = interactions.data?.some((i) => i.interactionType === TOUR_WELCOME_INTERACTION && i.interacted);
  useEffect(() => {
    if (seen === undefined) return;
    connectWelcomeTour(actor.getSnapshot(), send, { accountSource }).evaluate({ seen, tourEnabled, force });
  }, [seen, tourEnabled, accountSource, force, actor, send]);

  useEffect(() => {
    if (tutorialsNext) openTutorials();
  }, [tutorialsNext]);

  return (
    <Dialog
      open={view.open}
      onOpenChange={(next) => !next && view.close()}
      overlayClassName="onboarding-dialog__overlay"
      className="onboarding-dialog onboarding-dialog--tour"
      describedBy="tour-step-text"
      titleClassName="onboarding-dialog__title"
      title={t('onboarding-videos.tour.title')}
      closeButton={{ label: t('onboarding-videos.tour.close'), className: 'onboarding-dialog__close', headClassName: 'onboarding-dialog__head' }}
    >
      <p className="tour__progress">{t('onboarding-videos.tour.progress', progress)}</p>
      <h3 className="tour__heading">{t(`onboarding-videos.tour.step.${view.stepKey}.heading`)}</h3>
      <p id="tour-step-text" className="tour__text">
        {t(`onboarding-videos.tour.step.${view.stepKey}.text`)}
      </p>
      <ol className="tour__dots" aria-hidden="true">
        {Array.from({ length: progress.count }, (_, i) => (
          <li key={i} className={i + 1 === progress.step ? 'tour__dot tour__dot--current' : 'tour__dot'} />
        ))}
      </ol>
      <div className="onboarding-dialog__actions">
        <Button variant="ghost" onClick={view.watchTutorials}>
          {t('onboarding-videos.tour.watchTutorials')}
        </Button>
        <span className="onboarding-dialog__spacer" />
        {view.backShown && (
          <Button variant="secondary" onClick={view.back}>
            {t('onboarding-videos.tour.back')}
          </Button>
        )}
        <Button variant="primary" onClick={view.next}>
          {t(view.nextLabel === 'finish' ? 'onboarding-videos.tour.finish' : 'onboarding-videos.tour.next')}
        </Button>
      </div>
    </Dialog>
  );
}
