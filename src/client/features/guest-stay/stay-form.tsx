import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import type { PublicUnit } from '../../../shared/schemas/public-unit';
import { DEFAULT_LOCALE, toLocale } from '../../../shared/i18n/locales';
import type { GuestStayAnswer } from '../../../shared/schemas/bookings';
import { GUEST_MESSAGE_MAX } from '../../../shared/domain/bookings/reasons';
import { REQUEST_ANSWER_HOURS } from '../../../shared/domain/bookings/stay-lifecycle';
import type { StayProblemView } from '../../../shared/schemas/stay-quote';
import { toApiError, type ApiError } from '../../api/http';
import { Button } from '../../ui/button';
import { createGuestStay, fetchGuestQuote, guestStayKeys } from './api';
import { fieldId, GuestField } from './guest-field';
import { guestProblemText } from './problem-text';
import { QuoteSummary, type QuoteState } from './quote-summary';
import { StayAnswer } from './stay-answer';
import { firstInFormOrder, initialDraft, MIN_GUESTS, missingFields, quoteQuestion, stayRequestOf, type DraftField, type StayDraft } from './stay-draft';

// The guest's form: dates and guests (the live price follows them), who they are, an optional
// message; then book, request or ask, as the host works (unit.stayKind). Rule failures of the
// quote stand at the fields they name; the server's answers are explained where they belong:
// 400 at the named fields (focus on the first), 409 (dates taken) and 429 above the button.

type FormNotice = 'taken' | 'tooMany' | 'gone' | 'failed' | null;

const focusField = (field: DraftField | null) => {
  if (field) document.getElementById(fieldId(field))?.focus();
};

export function StayForm({ unit }: { unit: PublicUnit }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<StayDraft>(initialDraft);
  const [required, setRequired] = useState<DraftField[]>([]);
  const [serverFields, setServerFields] = useState<Partial<Record<DraftField, true>>>({});
  const [notice, setNotice] = useState<FormNotice>(null);
  const [focusNext, setFocusNext] = useState<DraftField | null>(null);

  const locale = toLocale(intl.locale) ?? DEFAULT_LOCALE;
  const question = quoteQuestion(draft);
  const quote = useQuery({
    queryKey: question ? guestStayKeys.quote(unit.id, question, locale) : ['guest-stay', 'quote', unit.id, 'none'],
    queryFn: ({ signal }) => fetchGuestQuote(unit.id, question!, locale, signal),
    enabled: question != null,
    // Nights are taken while the guest looks: a repeated question is asked again.
    staleTime: 0,
  });
  const quoteState: QuoteState = !question
    ? { kind: 'idle' }
    : quote.data && !quote.isPlaceholderData
      ? { kind: 'ready', quote: quote.data }
      : quote.isError
        ? { kind: 'failed' }
        : { kind: 'loading' };
  const problems: StayProblemView[] = quoteState.kind === 'ready' ? (quoteState.quote.problems as StayProblemView[]) : [];

  const submit = useMutation<GuestStayAnswer, ApiError>({
    meta: { errorShown: 'inline' },
    mutationFn: () => createGuestStay(unit.id, stayRequestOf(draft, locale)).catch((e: unknown) => Promise.reject(toApiError(e))),
    onSuccess: () => setNotice(null),
    onError: (error) => {
      if (error.status === 400) {
        const named = Object.keys(error.fields).filter((f): f is DraftField => (firstInFormOrder([f]) ?? null) !== null);
        setServerFields(Object.fromEntries(named.map((f) => [f, true])));
        setNotice(named.length ? null : 'failed');
        setFocusNext(firstInFormOrder(named));
      } else if (error.status === 409) {
        setNotice('taken');
        // Ask the price again: the quote now names the taken nights at check-in.
        void queryClient.invalidateQueries({ queryKey: ['guest-stay', 'quote', unit.id] });
      } else if (error.status === 429) setNotice('tooMany');
      else if (error.status === 404) setNotice('gone');
      else setNotice('failed');
    },
  });

  // The focus moves after the errors are on screen (aria-describedby must point at them).
  useEffect(() => {
    if (!focusNext) return;
    focusField(focusNext);
    setFocusNext(null);
  }, [focusNext]);

  const change = (field: DraftField, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setRequired((r) => r.filter((f) => f !== field));
    setServerFields((s) => ({ ...s, [field]: undefined }));
    if (notice === 'taken' && (field === 'checkIn' || field === 'checkOut')) setNotice(null);
  };

  const errorOf = (field: DraftField): string | undefined => {
    if (required.includes(field)) return intl.formatMessage({ id: 'guest-stay.required' });
    const own = problems.filter((p) => p.field === field);
    if (own.length) return own.map((p) => guestProblemText(intl, p)).join(' ');
    if (serverFields[field]) return intl.formatMessage({ id: `guest-stay.invalid.${field}` });
    return undefined;
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (submit.isPending) return;
    const missing = missingFields(draft);
    setRequired(missing);
    if (missing.length) return focusField(firstInFormOrder(missing));
    // The host's rules already refuse these dates: the guest changes them first.
    if (problems.length) return focusField(firstInFormOrder(problems.map((p) => p.field)));
    setNotice(null);
    submit.mutate();
  };

  if (submit.data) return <StayAnswer answer={submit.data} email={draft.email.trim()} />;

  // A render function for GuestField (called, not mounted, so the input keeps its focus).
  const input =
    (field: DraftField, type: string, extra: Record<string, unknown> = {}) =>
    (props: Record<string, unknown>) => <input {...props} {...extra} type={type} value={draft[field]} onChange={(e) => change(field, e.target.value)} />;

  return (
    <form className="guest-stay__form" onSubmit={onSubmit} noValidate aria-labelledby="guest-stay-form-title">
      <h2 id="guest-stay-form-title" className="guest-stay__subtitle">
        <FormattedMessage id={`guest-stay.form.title.${unit.stayKind}`} />
      </h2>
      <div className="guest-stay__row">
        <GuestField field="checkIn" required error={errorOf('checkIn')}>
          {input('checkIn', 'date')}
        </GuestField>
        <GuestField field="checkOut" required error={errorOf('checkOut')}>
          {input('checkOut', 'date', { min: draft.checkIn || undefined })}
        </GuestField>
      </div>
      <GuestField field="guests" required error={errorOf('guests')}>
        {input('guests', 'number', { min: MIN_GUESTS, max: unit.guests ?? 99, step: 1, inputMode: 'numeric' })}
      </GuestField>
      <QuoteSummary state={quoteState} />
      <div className="guest-stay__row">
        <GuestField field="firstName" required error={errorOf('firstName')}>
          {input('firstName', 'text', { autoComplete: 'given-name', maxLength: 80 })}
        </GuestField>
        <GuestField field="lastName" required error={errorOf('lastName')}>
          {input('lastName', 'text', { autoComplete: 'family-name', maxLength: 80 })}
        </GuestField>
      </div>
      <GuestField field="email" required error={errorOf('email')}>
        {input('email', 'email', { autoComplete: 'email', maxLength: 200 })}
      </GuestField>
      <GuestField field="phone" error={errorOf('phone')}>
        {input('phone', 'tel', { autoComplete: 'tel', maxLength: 40 })}
      </GuestField>
      <GuestField field="message" error={errorOf('message')}>
        {(props) => <textarea {...props} rows={4} maxLength={GUEST_MESSAGE_MAX} value={draft.message} onChange={(e) => change('message', e.target.value)} />}
      </GuestField>
      {notice && (
        <p className="guest-stay__notice" role="alert">
          <FormattedMessage id={`guest-stay.error.${notice}`} />
        </p>
      )}
      <Button type="submit" busy={submit.isPending} className="guest-stay__submit">
        <FormattedMessage id={`guest-stay.submit.${unit.stayKind}`} />
      </Button>
      <p className="guest-stay__quote-hint">
        <FormattedMessage id={`guest-stay.submit.${unit.stayKind}.hint`} values={{ hours: REQUEST_ANSWER_HOURS }} />
      </p>
    </form>
  );
}
