import { useId } from 'react';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import { EXPLANATION_MAX, GUEST_MESSAGE_MAX } from '../../../../shared/domain/bookings/reasons';

// The fields of a "why" form (reject a request or an inquiry, cancel a booking): the reasons as
// radio buttons, the sub-reasons of the chosen one in a select, the explanation when the HC §5 rule
// lets it be sent, and an optional message. Each error sits under its field and is tied to it
// (aria-describedby), so a screen reader names the field with the problem.

export interface FieldProblems {
  reason?: 'required';
  explanation?: 'required' | 'tooLong';
  message?: 'tooLong';
}

const problemText = { required: 'explanationRequired', tooLong: 'explanationTooLong' } as const;

export function ReasonFields({
  legendId,
  reasonKey,
  reasons,
  reason,
  onReason,
  subReasons,
  subReason,
  onSubReason,
  explanation,
  message,
  problems,
}: {
  /** Message id of the question ("Why do you reject this request?"). */
  legendId: string;
  /** Message id prefix of the reasons' texts (bookings.reasons.request.). */
  reasonKey: string;
  reasons: readonly string[];
  reason: string | null;
  onReason: (reason: string) => void;
  subReasons?: readonly string[];
  subReason?: string | null;
  onSubReason?: (subReason: string) => void;
  explanation: { offered: boolean; required: boolean; value: string; onChange: (value: string) => void };
  message?: { labelId: string; value: string; onChange: (value: string) => void };
  problems: FieldProblems;
}) {
  const intl = useIntl();
  const id = useId();
  const reasonError = `${id}-reason-error`;
  const explanationError = `${id}-explanation-error`;
  const messageError = `${id}-message-error`;
  return (
    <>
      <fieldset className={`form-field--group${problems.reason ? ' form-field--invalid' : ''}`} aria-describedby={problems.reason ? reasonError : undefined}>
        <legend>
          <FormattedMessage id={legendId} />
        </legend>
        {reasons.map((r) => (
          <label key={r} className="stay-actions__choice">
            <input
              type="radio"
              name={`${id}-reason`}
              value={r}
              checked={reason === r}
              onChange={() => onReason(r)}
              aria-invalid={problems.reason ? true : undefined}
              aria-describedby={problems.reason ? reasonError : undefined}
            />
            <FormattedMessage id={`${reasonKey}${r}`} />
          </label>
        ))}
        {problems.reason && (
          <p id={reasonError} className="form-field__error">
            <FormattedMessage id="bookings.actions.problem.reasonRequired" />
          </p>
        )}
      </fieldset>
      {subReasons && subReasons.length > 0 && onSubReason && (
        <div className="form-field">
          <label htmlFor={`${id}-sub`}>
            <FormattedMessage id="bookings.actions.subReason" />{' '}
            <span className="form-field__optional">
              <FormattedMessage id="bookings.actions.optional" />
            </span>
          </label>
          <select id={`${id}-sub`} value={subReason ?? ''} onChange={(e) => onSubReason(e.target.value)}>
            <option value="">{intl.formatMessage({ id: 'bookings.actions.subReasonNone' })}</option>
            {subReasons.map((s) => (
              <option key={s} value={s}>
                {intl.formatMessage({ id: `bookings.reasons.sub.${s}` })}
              </option>
            ))}
          </select>
        </div>
      )}
      {explanation.offered && (
        <div className={`form-field${problems.explanation ? ' form-field--invalid' : ''}`}>
          <label htmlFor={`${id}-explanation`}>
            <FormattedMessage id="bookings.actions.explanation" />{' '}
            <span className="form-field__optional">
              <FormattedMessage id={explanation.required ? 'bookings.actions.required' : 'bookings.actions.optional'} />
            </span>
          </label>
          <textarea
            id={`${id}-explanation`}
            rows={3}
            value={explanation.value}
            maxLength={EXPLANATION_MAX}
            onChange={(e) => explanation.onChange(e.target.value)}
            aria-required={explanation.required || undefined}
            aria-invalid={problems.explanation ? true : undefined}
            aria-describedby={problems.explanation ? explanationError : undefined}
          />
          {problems.explanation && (
            <p id={explanationError} className="form-field__error">
              <FormattedMessage id={`bookings.actions.problem.${problemText[problems.explanation]}`} values={{ max: EXPLANATION_MAX }} />
            </p>
          )}
        </div>
      )}
      {message && (
        <div className={`form-field${problems.message ? ' form-field--invalid' : ''}`}>
          <label htmlFor={`${id}-message`}>
            <FormattedMessage id={message.labelId} />{' '}
            <span className="form-field__optional">
              <FormattedMessage id="bookings.actions.optional" />
            </span>
          </label>
          <textarea
            id={`${id}-message`}
            rows={3}
            value={message.value}
            maxLength={GUEST_MESSAGE_MAX}
            onChange={(e) => message.onChange(e.target.value)}
            aria-invalid={problems.message ? true : undefined}
            aria-describedby={problems.message ? messageError : undefined}
          />
          {problems.message && (
            <p id={messageError} className="form-field__error">
              <FormattedMessage id="bookings.actions.problem.messageTooLong" values={{ max: GUEST_MESSAGE_MAX }} />
            </p>
          )}
        </div>
      )}
    </>
  );
}

/** After a refused submit: the first field with a problem gets the focus (once the errors are drawn). */
export function focusFirstProblem(form: HTMLElement | null) {
  setTimeout(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}
