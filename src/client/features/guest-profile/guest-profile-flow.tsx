import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine, useSelector } from '@xstate/react';
import { inspectLive } from '../../app/live-machines';
import { fromPromise } from 'xstate';
import { guestProfileFlowMachine, type GuestProfileSaveInput } from '../../../../machines/guest-profile-flow/guest-profile-flow.machine';
import {
  selectAnswers,
  selectCanConfirm,
  selectChoice,
  selectFailure,
  selectOpen,
  selectQuestion,
  selectSaving,
  selectStep,
  selectStepNumber,
} from '../../../../machines/guest-profile-flow/guest-profile-flow.select';
import { GUEST_PROFILE_OPTIONS, GUEST_PROFILE_STEP_COUNT, isSingleChoice, type GuestProfileQuestion } from '../../../shared/domain/guest-profile/questions';
import type { GuestPreferencesPatch } from '../../../shared/schemas/guest-preferences';
import { guestPreferencesKeys, patchGuestPreferences, useGuestPreferences } from './api';
import { Button } from '../../ui/button';
import { Dialog, DialogTitle } from '../../ui/dialog';
import { Spinner } from '../../ui/spinner';
import { GuestProfileAnswerList } from './guest-profile-answer-list';
import { gp, optionHintKey, optionKey, questionTitleKey } from './guest-profile-texts';
import './guest-profile.css';

// The guest-profile modals (AS §2.8, AS §4): introduction, five questions, the
// all-set summary, driven by the guest-profile-flow machine. 688 x 569 on desktop, the whole
// screen under 600 px (guest-profile.css). Opens with the stored answers; each Confirm saves its
// question; Discard closes at any step; Done on the summary completes. `onClose` runs once the
// flow has closed (discarded or done), so the opener can drop its ?guest-profile=open.

export default function GuestProfileFlow({ onClose }: { onClose: () => void }) {
  const preferences = useGuestPreferences();
  const client = useQueryClient();
  const [machine] = useState(() =>
    guestProfileFlowMachine.provide({
      actors: {
        saveAnswer: fromPromise<unknown, GuestProfileSaveInput>(async ({ input }) => {
          const saved = await patchGuestPreferences({ [input.question]: input.options } as GuestPreferencesPatch);
          client.setQueryData(guestPreferencesKeys.all, saved);
          return saved;
        }),
      },
    }),
  );
  const [, send, actor] = useMachine(machine, { inspect: inspectLive });
  const open = useSelector(actor, selectOpen);
  const opened = useRef(false);

  // The flow starts once the stored answers are known (they prefill every step).
  useEffect(() => {
    if (opened.current || !preferences.data) return;
    opened.current = true;
    send({ type: 'flow.open', answers: preferences.data.answers });
  }, [preferences.data, send]);

  // Closed after having been open (Discard, Done): not the render between flow.open and its effect.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) wasOpen.current = true;
    else if (wasOpen.current) onClose();
  }, [open, onClose]);

  const titleRef = useRef<HTMLHeadingElement>(null);
  if (wasOpen.current && !open) return null; // closed: the opener unmounts it
  // One dialog from loading to the summary: replacing it would hand the focus back to the page,
  // which a modal takes as a reason to close.
  const dismiss = () => {
    if (!opened.current) onClose();
    else if (!actor.getSnapshot().hasTag('busy')) send({ type: 'flow.discard' });
  };
  return (
    <Frame onDismiss={dismiss} titleRef={titleRef}>
      {opened.current ? (
        <FlowBody actor={actor} send={send} titleRef={titleRef} onDiscard={dismiss} />
      ) : (
        <LoadingBody failed={preferences.isError} onRetry={() => void preferences.refetch()} onClose={onClose} />
      )}
    </Frame>
  );
}

type FlowActor = ReturnType<typeof useMachine<typeof guestProfileFlowMachine>>[2];
type FlowSend = ReturnType<typeof useMachine<typeof guestProfileFlowMachine>>[1];

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

function LoadingBody({ failed, onRetry, onClose }: { failed: boolean; onRetry: () => void; onClose: () => void }) {
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
        <Button variant="secondary" onClick={onClose}>
          <FormattedMessage id={gp('close')} />
        </Button>
        {failed && (
          <Button onClick={onRetry}>
            <FormattedMessage id={gp('retry')} />
          </Button>
        )}
      </div>
    </>
  );
}

function FlowBody({ actor, send, titleRef, onDiscard }: { actor: FlowActor; send: FlowSend; titleRef: React.RefObject<HTMLHeadingElement | null>; onDiscard: () => void }) {
  const step = useSelector(actor, selectStep);
  const question = useSelector(actor, selectQuestion);
  const stepNumber = useSelector(actor, selectStepNumber);
  const saving = useSelector(actor, selectSaving);
  const canConfirm = useSelector(actor, selectCanConfirm);
  const failure = useSelector(actor, selectFailure);
  const answers = useSelector(actor, selectAnswers);

  // A new step: the focus moves to its heading (the old step's buttons are gone).
  useEffect(() => {
    titleRef.current?.focus();
  }, [step, titleRef]);

  const title = step === 'introduction' ? gp('intro.title') : step === 'confirmation' ? gp('summary.title') : questionTitleKey(question!);

  return (
    <form
        className="guest-profile__form"
        onSubmit={(e) => {
          e.preventDefault();
          if (failure) send({ type: 'retry' });
          else if (step === 'confirmation') send({ type: 'flow.done' });
          else send({ type: 'step.confirm' });
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
          {question && <QuestionOptions actor={actor} send={send} question={question} disabled={saving} />}
          {step === 'confirmation' && (
            <>
              <p className="guest-profile__text">
                <FormattedMessage id={gp('summary.body')} />
              </p>
              <GuestProfileAnswerList answers={answers} />
            </>
          )}
          {failure && (
            <div role="alert" className="notice notice--error guest-profile__error">
              <FormattedMessage id={gp(`error.${failure}`)} />
            </div>
          )}
        </div>
        <div className="guest-profile__actions">
          <Button variant="secondary" disabled={saving} onClick={onDiscard}>
            <FormattedMessage id={gp('discard')} />
          </Button>
          {failure ? (
            <Button type="submit">
              <FormattedMessage id={gp('retry')} />
            </Button>
          ) : (
            <Button type="submit" busy={saving} disabled={question !== null && !canConfirm}>
              <FormattedMessage id={saving ? gp('saving') : step === 'confirmation' ? gp('done') : gp('confirm')} />
            </Button>
          )}
        </div>
    </form>
  );
}

function QuestionOptions({ actor, send, question, disabled }: { actor: FlowActor; send: FlowSend; question: GuestProfileQuestion; disabled: boolean }) {
  const intl = useIntl();
  const choice = useSelector(actor, selectChoice);
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
