import { useEffect, useId, useRef } from 'react';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import type { ReplyEditorView } from '../../../../../machines/review-reply/review-reply.connect';
import { Button } from '../../../ui/button';

// The reply editor of one review, shown by the reviews list while the review-reply machine has it
// open: the text with its counter, the problem naming the field, Save (busy while saving), Cancel;
// after a failure Retry and Discard. Everything it shows and what each control sends comes from
// the machine's connect (machines/review-reply/review-reply.connect.ts).

export interface ReplyEditorProps {
  guestName: string;
  editor: ReplyEditorView;
}

export function ReplyEditor({ guestName, editor }: ReplyEditorProps) {
  const intl = useIntl();
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => box.current?.focus(), []);
  const { counter, problem, failure } = editor;
  const errorText =
    problem === 'empty'
      ? intl.formatMessage({ id: 'insights.reviews.reply.error.empty' })
      : problem === 'tooLong'
        ? intl.formatMessage({ id: 'insights.reviews.reply.error.tooLong' }, { max: counter.max })
        : failure?.error === 'textRefused'
          ? failure.fieldReason
            ? intl.formatMessage({ id: 'insights.reviews.reply.error.textRefused' }, { reason: failure.fieldReason })
            : intl.formatMessage({ id: 'insights.reviews.reply.error.textRefusedPlain' })
          : failure
            ? intl.formatMessage({ id: 'insights.reviews.reply.error.saveFailed' })
            : null;
  const fieldError = problem !== null || failure?.error === 'textRefused';
  return (
    <form
      className="reply-editor"
      onSubmit={(e) => {
        e.preventDefault();
        editor.submit();
      }}
      onKeyDown={(e) => {
        // While saving Escape is left to the page: the editor cannot close then.
        if (e.key === 'Escape' && !editor.saving) {
          e.stopPropagation();
          editor.close();
        }
      }}
    >
      <label htmlFor={`${id}-text`} className="reply-editor__label">
        <FormattedMessage id="insights.reviews.reply.label" values={{ guest: guestName }} />
      </label>
      <p id={`${id}-hint`} className="reply-editor__hint">
        <FormattedMessage id="insights.reviews.reply.hint" />
      </p>
      <textarea
        ref={box}
        id={`${id}-text`}
        className="reply-editor__text"
        rows={4}
        value={editor.text}
        readOnly={editor.saving}
        aria-invalid={fieldError || undefined}
        aria-describedby={`${id}-hint ${id}-counter${errorText ? ` ${id}-error` : ''}`}
        onChange={(e) => editor.change(e.target.value)}
      />
      <p id={`${id}-counter`} className={`reply-editor__counter${counter.used > counter.max ? ' reply-editor__counter--over' : ''}`} data-testid="reply-counter">
        <FormattedMessage id="insights.reviews.reply.counter" values={counter} />
      </p>
      {errorText && (
        <p id={`${id}-error`} className="reply-editor__error" role="alert">
          {errorText}
        </p>
      )}
      <div className="reply-editor__actions">
        {failure ? (
          <>
            <Button type="submit" busy={editor.saving}>
              <FormattedMessage id="insights.reviews.reply.retry" />
            </Button>
            <Button variant="secondary" onClick={editor.close}>
              <FormattedMessage id="insights.reviews.reply.discard" />
            </Button>
          </>
        ) : (
          <>
            <Button type="submit" busy={editor.saving}>
              <FormattedMessage id="insights.reviews.reply.save" />
            </Button>
            <Button variant="secondary" disabled={editor.saving} onClick={editor.close}>
              <FormattedMessage id="insights.reviews.reply.cancel" />
            </Button>
          </>
        )}
      </div>
    </form>
  );
}
