import { useEffect, useId, useRef } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { useQueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { useWorkflow } from '../../app/use-workflow';
import { guestProfileFlowMachine, type GuestProfileLoaded, type GuestProfileSaveInput } from '../../../../machines/guest-profile-flow/guest-profile-flow.machine';
import { connectGuestProfileFlow, type GuestProfileFlowView } from '../../../../machines/guest-profile-flow/guest-profile-flow.connect';
import { GUEST_PROFILE_OPTIONS, isSingleChoice, type GuestProfileQuestion } from '../../../shared/domain/guest-profile/questions';
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
// step and says when the flow has ended; connectGuestProfileFlow (guest-profile-flow.connect.ts
// beside the machine) says what each screen shows and what each button sends. 688 x 569 on desktop, the whole screen under 600 px
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
  const view = connectGuestProfileFlow(snapshot, send);
  const closed = !view.open;
  useEffect(() => {
    if (closed) onClose();
  }, [closed, onClose]);

  const titleRef = useRef<HTMLHeadingElement>(null);
  if (closed) return null; // the opener unmounts it
  // One dialog from loading to the summary: replacing it would hand the focus back to the page,
  // which a modal takes as a reason to close.
  return (
    <Frame onDismiss={view.dismiss} titleRef={titleRef}>
      {view.loading ? <LoadingBody failed={view.loading.failed} view={view} /> : <FlowBody view={view} titleRef={titleRef} />}
    </Frame>
  );
}

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

function LoadingBody({ failed, view }: { failed: boolean; view: GuestProfileFlowView }) {
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
        <Button variant="secondary" onClick={view.close}>
          <FormattedMessage id={gp('close')} />
        </Button>
        {failed && (
          <Button onClick={view.retryLoad}>
            <FormattedMessage id={gp('retry')} />
          </Button>
        )}
      </div>
    </>
  );
}

function FlowBody({ view, titleRef }: { view: GuestProfileFlowView; titleRef: React.RefObject<HTMLHeadingElement | null> }) {
  const { question, counter, saving, failure, primary } = view;
  const step = view.step!;

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
        view.submit();
      }}
    >
      <div className="guest-profile__body">
        {counter && (
          <p className="guest-profile__counter">
            <FormattedMessage id={gp('stepCounter')} values={counter} />
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
        {question && <QuestionOptions choice={view.choice} onToggle={view.toggleOption} question={question} disabled={saving} />}
        {step === 'confirmation' && (
          <>
            <p className="guest-profile__text">
              <FormattedMessage id={gp('summary.body')} />
            </p>
            <GuestProfileAnswerList answers={view.answers} />
          </>
        )}
        {failure && (
          <div role="alert" className="notice notice--error guest-profile__error">
            <FormattedMessage id={gp(`error.${failure}`)} />
          </div>
        )}
      </div>
      <div className="guest-profile__actions">
        <Button variant="secondary" disabled={!view.discardEnabled} onClick={view.discard}>
          <FormattedMessage id={gp('discard')} />
        </Button>
        <Button type="submit" busy={primary.busy} disabled={!primary.enabled}>
          <FormattedMessage id={gp(primary.label)} />
        </Button>
      </div>
    </form>
  );
}

function QuestionOptions({ choice, onToggle, question, disabled }: { choice: string[]; onToggle: (option: string) => void; question: GuestProfileQuestion; disabled: boolean }) {
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
            onChange={() => onToggle(option)}
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
