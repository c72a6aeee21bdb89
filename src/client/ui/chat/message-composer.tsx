import { useId, type KeyboardEvent } from 'react';
import { useSelector } from '@xstate/react';
import { useWorkflowActor } from '../../app/use-workflow';
import { FormattedMessage, useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { messageComposerMachine, type SendMessageInput } from '../../../../machines/message-composer/message-composer.machine';
import { selectBusy, selectCanSend, selectDraft, selectError, selectFailed, selectReadOnly, selectRemaining, selectTooLong } from '../../../../machines/message-composer/message-composer.select';
import { MESSAGE_MAX_LENGTH } from '../../../shared/domain/messaging/message-rules';
import { errorText } from '../../api/error-text';
import { Button } from '../button';
import './chat.css';

// Writing a message, driven by the message-composer machine: Enter sends,
// Shift+Enter starts a new line; Send only when the draft is within the rules; the counter appears
// near the limit and the error names it; the text stays until the server has stored the message,
// and a failed send keeps it with Retry (the same clientMessageId, so it is stored once).

export interface MessageComposerProps {
  /** Stores the message; resolves once it is stored. */
  send: (message: SendMessageInput) => Promise<unknown>;
  /** Nothing can be sent (the conversation is not there, messaging has not started). */
  disabled?: boolean;
}

/** A fresh id per message, chosen by the sender (8 to 64 of [A-Za-z0-9_-]). */
const newClientMessageId = () => crypto.randomUUID();

export function MessageComposer({ send, disabled = false }: MessageComposerProps) {
  const intl = useIntl();
  const id = useId();
  const actor = useWorkflowActor(
    (latest) => messageComposerMachine.provide({ actors: { sendMessage: fromPromise<unknown, SendMessageInput>(({ input }) => latest()(input)) } }),
    { latest: send },
  );
  const draft = useSelector(actor, selectDraft);
  const busy = useSelector(actor, selectBusy);
  const failed = useSelector(actor, selectFailed);
  const error = useSelector(actor, selectError);
  const tooLong = useSelector(actor, selectTooLong);
  // Over the limit the error says by how much; the counter is for the way there.
  const left = useSelector(actor, selectRemaining);
  const remaining = left !== null && left >= 0 ? left : null;
  const readOnly = useSelector(actor, selectReadOnly);
  const canSend = useSelector(actor, selectCanSend);

  const submit = () => {
    if (disabled || !selectCanSend(actor.getSnapshot())) return;
    actor.send({ type: 'message.send', clientMessageId: newClientMessageId() });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter (and Enter while an input method is composing) is a new line.
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    // After a failure, Retry (same message) or a change of the text (a new one) decides: Enter alone does nothing.
    submit();
  };

  const hintId = `${id}-hint`;
  const counterId = `${id}-counter`;
  const problemId = `${id}-problem`;
  const described = [hintId, remaining !== null ? counterId : null, tooLong ? problemId : null].filter(Boolean).join(' ');

  return (
    <form
      className="message-composer"
      aria-busy={busy || undefined}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label htmlFor={id} className="message-composer__label">
        <FormattedMessage id="chat.composer.label" />
      </label>
      <textarea
        id={id}
        className="message-composer__input"
        value={draft}
        rows={3}
        readOnly={readOnly}
        disabled={disabled}
        aria-invalid={tooLong || undefined}
        aria-describedby={described}
        placeholder={intl.formatMessage({ id: 'chat.composer.placeholder' })}
        onChange={(e) => actor.send({ type: 'draft.change', value: e.target.value })}
        onKeyDown={onKeyDown}
      />
      <div className="message-composer__footer">
        <p id={hintId} className="message-composer__hint">
          <FormattedMessage id="chat.composer.hint" />
        </p>
        {remaining !== null && (
          <p id={counterId} className="message-composer__counter" aria-live="polite">
            <FormattedMessage id="chat.composer.remaining" values={{ count: remaining }} />
          </p>
        )}
        <Button type="submit" className="message-composer__send" busy={busy} disabled={disabled || !canSend}>
          <FormattedMessage id={busy ? 'chat.composer.sending' : 'chat.composer.send'} />
        </Button>
      </div>
      {tooLong && (
        <p id={problemId} className="message-composer__problem" role="alert">
          <FormattedMessage id="chat.composer.tooLong" values={{ max: MESSAGE_MAX_LENGTH, over: draft.trim().length - MESSAGE_MAX_LENGTH }} />
        </p>
      )}
      {failed && (
        <div className="message-composer__failed notice notice--error" role="alert">
          <p>
            <FormattedMessage id="chat.composer.failed" /> {error ? errorText(intl, error) : null}
          </p>
          <div className="message-composer__failed-actions">
            <Button variant="secondary" onClick={() => actor.send({ type: 'message.retry' })} disabled={disabled}>
              <FormattedMessage id="chat.composer.retry" />
            </Button>
            <Button variant="ghost" onClick={() => actor.send({ type: 'draft.discard' })}>
              <FormattedMessage id="chat.composer.discard" />
            </Button>
          </div>
        </div>
      )}
    </form>
  );
}
