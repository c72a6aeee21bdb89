import { useId, type KeyboardEvent } from 'react';
import { useWorkflow } from '../../app/use-workflow';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { fromPromise } from 'xstate';
import { messageComposerMachine, type SendMessageInput } from '../../../../machines/message-composer/message-composer.machine';
import { connectMessageComposer } from '../../../../machines/message-composer/message-composer.connect';
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
  const [snapshot, dispatch] = useWorkflow(
    (latest) => messageComposerMachine.provide({ actors: { sendMessage: fromPromise<unknown, SendMessageInput>(({ input }) => latest()(input)) } }),
    { latest: send },
  );
  const composer = connectMessageComposer(snapshot, dispatch, { disabled });
  const { busy, remaining, tooLongBy, failure } = composer;
  const submit = () => composer.submit(newClientMessageId());
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
  const described = [hintId, remaining !== null ? counterId : null, tooLongBy !== null ? problemId : null].filter(Boolean).join(' ');

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
        value={composer.draft}
        rows={3}
        readOnly={composer.readOnly}
        disabled={disabled}
        aria-invalid={tooLongBy !== null || undefined}
        aria-describedby={described}
        placeholder={intl.formatMessage({ id: 'chat.composer.placeholder' })}
        onChange={(e) => composer.change(e.target.value)}
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
        <Button type="submit" className="message-composer__send" busy={busy} disabled={!composer.canSend}>
          <FormattedMessage id={busy ? 'chat.composer.sending' : 'chat.composer.send'} />
        </Button>
      </div>
      {tooLongBy !== null && (
        <p id={problemId} className="message-composer__problem" role="alert">
          <FormattedMessage id="chat.composer.tooLong" values={{ max: MESSAGE_MAX_LENGTH, over: tooLongBy }} />
        </p>
      )}
      {failure && (
        <div className="message-composer__failed notice notice--error" role="alert">
          <p>
            <FormattedMessage id="chat.composer.failed" /> {failure.error ? errorText(intl, failure.error) : null}
          </p>
          <div className="message-composer__failed-actions">
            <Button variant="secondary" onClick={composer.retry} disabled={!composer.canRetry}>
              <FormattedMessage id="chat.composer.retry" />
            </Button>
            <Button variant="ghost" onClick={composer.discard}>
              <FormattedMessage id="chat.composer.discard" />
            </Button>
          </div>
        </div>
      )}
    </form>
  );
}
