import { useEffect, useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useQueryClient } from '@tanstack/react-query';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { useWorkflow } from '../../app/use-workflow';
import {
  guestProfileFlowMachine,
  type GuestProfileFlowEvent,
  type GuestProfileLoaded,
  type GuestProfileSaveInput,
} from '../../../../machines/guest-profile-flow/guest-profile-flow.machine';
import {
  selectAnswers,
  selectChoice,
  selectClosed,
  selectDismiss,
  selectFailure,
  selectLoadFailed,
  selectPrimary,
  selectQuestion,
  selectSaving,
  selectStep,
  selectStepNumber,
} from '../../../../machines/guest-profile-flow/guest-profile-flow.select';
import { GUEST_PROFILE_OPTIONS, GUEST_PROFILE_STEP_COUNT, isSingleChoice, type GuestProfileQuestion } from '../../../shared/domain/guest-profile/questions';
import type { GuestPreferencesPatch } from '../../../shared/schemas/guest-preferences';
import { guestPreferencesKeys, guestPreferencesQuery, patchGuestPreferences } from './api';
import { Button } from '../../ui/button';
import { Dialog, DialogTitle } from '../../ui/dialog';
import { Spinner } from '../../ui/spinner';
import { GuestProfileAnswerList } from './guest-profile-answer-list';
import { gp, optionHintKey, optionKey, questionTitleKey } from './guest-profile-texts';
import './guest-profile.css';

// The guest-profile modals (AS §2.8, AS §4): loading, introduction, five questions, the all-set
// summary, driven by the guest-profile-flow machine, which loads the stored answers, saves each
// step and says when the flow has ended. 688 x 569 on desktop, the whole screen under 600 px
// (guest-profile.css). `onClose` runs once the machine has closed (Discard, Done, Close, Escape),
// so the opener can drop its ?guest-profile=open.

export default function GuestProfileFlow({ onClose }: { onClose: () => void }) {
  const client = useQueryClient();
  // The query client is the provider's, the same for the view's whole life.
  const [snapshot, send] = useWorkflow(() =>
    guestProfileFlowMachine.provide({
      actors: {
        // The stored answers, fetched afresh when the dialog opens, into the cache the section reads.
        loadAnswers: fromPromise<GuestProfileLoaded>(() => client.fetchQuery(guestPreferencesQuery)),
        saveAnswer: fromPromise<unknown, GuestProfileSaveInput>(async ({ input }) => {
          const saved = await patchGuestPreferences({ [input.question]: input.options } as GuestPreferencesPatch);
          client.setQueryData(guestPreferencesKeys.all, saved);
          return saved;
        }),
      },
    }),
  );
  const closed = selectClosed(snapshot);
  useEffect(() => {
    if (closed) onClose();
  }, [closed, onClose]);

  const titleRef = useRef<HTMLHeadingElement>(null);
  if (closed) return null; // the opener unmounts it
  const dismiss = selectDismiss(snapshot);
  // One dialog from loading to the summary: replacing it would hand the focus back to the page,
  // which a modal takes as a reason to close.
  return (
    <Frame onDismiss={() => dismiss && send(dismiss)} titleRef={titleRef}>
      {selectStep(snapshot) ? (
        <FlowBody snapshot={snapshot} send={send} titleRef={titleRef} />
      ) : (
        <LoadingBody failed={selectLoadFailed(snapshot)} send={send} />
      )}
    </Frame>
  );
}

type FlowSnapshot = SnapshotFrom<typeof guestProfileFlowMachine>;
type FlowSend = (event: GuestProfileFlowEvent) => void;

function Frame({ onDismiss, titleRef, children }: { onDismiss: () => void; titleRef?: React.RefObject<HTMLElement | null>; children: React.ReactNode }) {
  return (
    // No `title`: each body renders its own DialogTitle (the step's heading, inside the form, holding the focus).
    <Dialog
      open
      onOpenChange={(next) => !next && onDismiss()}
      className="guest-profile"
      overlayClassName="guest-profile__overlay"
      describedBy={null}
      // Focus leaving (a toast, the browser) is no reason to close; Escape and Discard are.
      onFocusOutside={(e) => e.preventDefault()}
      onOpenAutoFocus={(e) => {
        // The step's heading takes the focus, so a screen reader starts with the question.
        if (titleRef?.current) {
          e.preventDefault();
          titleRef.current.focus();
        }
      }}
    >
      {children}
    </Dialog>
  );
}

function LoadingBody({ failed, send }: { failed: boolean; send: FlowSend }) {
  const intl = useIntl();
  return (
    <>
      <DialogTitle className="visually-hidden">
        <FormattedMessage id={gp('dialogLabel')} />
      </DialogTitle>
      <div className="guest-profile__body">
        {failed ? (
          <div role="alert" className="notice notice--error">
            <FormattedMessage id={gp('loadError')} />
          </div>
        ) : (
          <Spinner label={intl.formatMessage({ id: gp('loading') })} />
        )}
      </div>
      <div className="guest-profile__actions">
        <Button variant="secondary" onClick={() => send({ type: 'flow.close' })}>
          <FormattedMessage id={gp('close')} />
        </Button>
        {failed && (
          <Button onClick={() => send({ type: 'retry' })}>
            <FormattedMessage id={gp('retry')} />
          </Button>
        )}
      </div>
    </>
  );
}

function FlowBody({ snapshot, send, titleRef }: { snapshot: FlowSnapshot; send: FlowSend; titleRef: React.RefObject<HTMLHeadingElement | null> }) {
  const step = selectStep(snapshot)!;
  const question = selectQuestion(snapshot);
  const stepNumber = selectStepNumber(snapshot);
  const saving = selectSaving(snapshot);
  const failure = selectFailure(snapshot);
  const primary = selectPrimary(snapshot);

  // A new step: the focus moves to its heading (the old step's buttons are gone).
  useEffect(() => {
    titleRef.current?.focus();
  }, [step, titleRef]);

  const title = step === 'introduction' ? gp('intro.title') : step === 'confirmation' ? gp('summary.title') : questionTitleKey(step);

  return (
    <form
      className="guest-profile__form"
      onSubmit={(e) => {
        e.preventDefault();
        if (primary.event) send(primary.event);
      }}
    >
      <div className="guest-profile__body">
        {stepNumber !== null && (
          <p className="guest-profile__counter">
            <FormattedMessage id={gp('stepCounter')} values={{ current: stepNumber, total: GUEST_PROFILE_STEP_COUNT }} />
          </p>
        )}
        <DialogTitle ref={titleRef} className="guest-profile__title" tabIndex={-1}>
          <FormattedMessage id={title} />
        </DialogTitle>
        {step === 'introduction' && (
          <p className="guest-profile__text">
            <FormattedMessage id={gp('intro.body')} />
          </p>
        )}
        {question && <QuestionOptions choice={selectChoice(snapshot)} send={send} question={question} disabled={saving} />}
        {step === 'confirmation' && (
          <>
            <p className="guest-profile__text">
              <FormattedMessage id={gp('summary.body')} />
            </p>
            <GuestProfileAnswerList answers={selectAnswers(snapshot)} />
          </>
        )}
        {failure && (
          <div role="alert" className="notice notice--error guest-profile__error">
            <FormattedMessage id={gp(`error.${failure}`)} />
          </div>
        )}
      </div>
      <div className="guest-profile__actions">
        <Button variant="secondary" disabled={saving} onClick={() => send({ type: 'flow.discard' })}>
          <FormattedMessage id={gp('discard')} />
        </Button>
        <Button type="submit" busy={primary.busy} disabled={!primary.enabled}>
          <FormattedMessage id={gp(primary.label)} />
        </Button>
      </div>
    </form>
  );
}

function QuestionOptions({ choice, send, question, disabled }: { choice: string[]; send: FlowSend; question: GuestProfileQuestion; disabled: boolean }) {
  const intl = useIntl();
  const single = isSingleChoice(question);
  const hintId = useId();
  return (
    <fieldset className="guest-profile__options" aria-label={intl.formatMessage({ id: questionTitleKey(question) })} aria-describedby={hintId} disabled={disabled}>
      <p id={hintId} className="guest-profile__hint">
        <FormattedMessage id={gp(single ? 'hint.one' : 'hint.several')} />
      </p>
      {GUEST_PROFILE_OPTIONS[question].map((option) => (
        <label key={option} className="guest-profile__option">
          <input
            type={single ? 'radio' : 'checkbox'}
            name={question}
            value={option}
            checked={choice.includes(option)}
            onChange={() => send({ type: 'option.toggle', option })}
          />
          <span>
            <span className="guest-profile__option-label">
              <FormattedMessage id={optionKey(option)} />
            </span>
            <span className="guest-profile__option-hint">
              <FormattedMessage id={optionHintKey(option)} />
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
