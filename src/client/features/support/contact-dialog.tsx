import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from '../../i18n/intl';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Dialog } from '../../ui/dialog';
import type { HelpArea } from '../../../shared/domain/help-areas';
import { SUPPORT_BODY_MAX, type ContactFormType, type SupportTopic } from '../../../shared/schemas/support';
import type { ApiError } from '../../api/http';
import { fetchContactTopics, sendContactForm, supportKeys } from '../../api/support';
import { Button } from '../../ui/button';
import { contactErrorsOf, hasErrors, validateContactForm, type ContactErrors } from './contact-form-errors';
import './support.css';

// The contact-support modal (AS §2.9, AS §5, AS §9: 688 x 524; full screen under 600 px):
// a topic from the server's list for this form, then the details field; both required, errors
// name the field; Discard throws the draft away, Send keeps it until the server has it.

export interface ContactDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Which topics to offer (shared/schemas/support CONTACT_FORM_TYPES). */
  formType: ContactFormType;
  /** The area the host writes from. */
  pageId: HelpArea;
  /** The unit the message is about, when opened from a unit's pages. */
  propertyUnitId?: string;
}

export function ContactDialog({ open, onOpenChange, formType, pageId, propertyUnitId }: ContactDialogProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number | string>) => intl.formatMessage({ id }, values);
  const ids = { topic: useId(), topicError: useId(), body: useId(), bodyError: useId(), bodyHint: useId() };
  const [topic, setTopic] = useState<SupportTopic | ''>('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<ContactErrors>({});
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const topics = useQuery({
    queryKey: supportKeys.topics(formType, intl.locale),
    queryFn: ({ signal }) => fetchContactTopics(formType, intl.locale, signal),
    enabled: open,
    staleTime: 10 * 60 * 1000,
  });
  const send = useMutation<unknown, ApiError>({
    meta: { errorShown: 'dialog' },
    mutationFn: () => sendContactForm({ topic: topic as SupportTopic, body, pageId, ...(propertyUnitId && { propertyUnitId }) }),
    onError: (error) => setErrors(contactErrorsOf(error)),
  });

  const reset = () => {
    setTopic('');
    setBody('');
    setErrors({});
    send.reset();
  };
  // Discard and closing after success start the next message afresh; a failure keeps the draft.
  const close = () => {
    if (send.isPending) return;
    onOpenChange(false);
    reset();
  };
  // The details appear with the first topic chosen: take the host straight there.
  const focusEmptyBody = useEffectEvent(() => {
    if (topic !== '' && body === '') bodyRef.current?.focus();
  });
  // Only when the topic changes: typing must not move the focus.
  useEffect(() => focusEmptyBody(), [topic]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateContactForm(topic, body);
    setErrors(found);
    if (hasErrors(found)) return;
    send.mutate();
  };

  const describedBy = (...parts: (string | false)[]) => parts.filter(Boolean).join(' ') || undefined;
  const summary = [errors.topic && { field: 'support.contact.topic', message: errors.topic }, errors.body && { field: 'support.contact.details', message: errors.body }].filter(
    (e): e is { field: string; message: string } => Boolean(e),
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      overlayClassName="contact-dialog__overlay"
      className="contact-dialog"
      describedBy={null}
      titleClassName="contact-dialog__title"
      title={t('support.contact.title')}
    >
      {send.isSuccess ? (
        <div className="contact-dialog__sent" role="status">
          <p className="contact-dialog__sent-title">{t('support.contact.sent')}</p>
          <p>{t('support.contact.sentDetail')}</p>
          <div className="contact-dialog__actions">
            <Button onClick={close}>{t('support.contact.close')}</Button>
          </div>
        </div>
      ) : (
        <form className="contact-dialog__form" onSubmit={submit} noValidate>
          <div className="contact-dialog__body">
            <p className="contact-dialog__intro">{t('support.contact.intro')}</p>
            {summary.length > 0 && (
              <ul className="contact-dialog__summary" role="alert">
                {summary.map((e) => (
                  <li key={e.field}>
                    {t(e.field)}: {t(e.message, { max: SUPPORT_BODY_MAX })}
                  </li>
                ))}
              </ul>
            )}
            <div className="contact-dialog__field">
              <label htmlFor={ids.topic}>{t('support.contact.topic')}</label>
              <select
                id={ids.topic}
                value={topic}
                required
                aria-invalid={errors.topic ? true : undefined}
                aria-describedby={describedBy(errors.topic !== undefined && ids.topicError)}
                disabled={send.isPending || !topics.data}
                onChange={(e) => {
                  setTopic(e.target.value as SupportTopic | '');
                  setErrors(({ topic: _, general: __, ...rest }) => rest);
                }}
              >
                <option value="">{topics.isPending ? t('support.contact.topicsLoading') : t('support.contact.topicPlaceholder')}</option>
                {topics.data?.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.name}
                  </option>
                ))}
              </select>
              {topics.isError && (
                <p className="contact-dialog__error">
                  {t('support.contact.topicsError')}{' '}
                  <button type="button" className="text-button" onClick={() => void topics.refetch()}>
                    {t('support.help.retry')}
                  </button>
                </p>
              )}
              {errors.topic && (
                <p id={ids.topicError} className="contact-dialog__error">
                  {t(errors.topic)}
                </p>
              )}
            </div>
            {topic !== '' && (
              <div className="contact-dialog__field">
                <label htmlFor={ids.body}>{t('support.contact.details')}</label>
                <textarea
                  id={ids.body}
                  ref={bodyRef}
                  value={body}
                  rows={7}
                  required
                  maxLength={SUPPORT_BODY_MAX}
                  aria-invalid={errors.body ? true : undefined}
                  aria-describedby={describedBy(errors.body !== undefined && ids.bodyError, ids.bodyHint)}
                  readOnly={send.isPending}
                  onChange={(e) => {
                    setBody(e.target.value);
                    setErrors(({ body: _, general: __, ...rest }) => rest);
                  }}
                />
                <p id={ids.bodyHint} className="contact-dialog__hint">
                  {t('support.contact.detailsHint', { count: body.trim().length, max: SUPPORT_BODY_MAX })}
                </p>
                {errors.body && (
                  <p id={ids.bodyError} className="contact-dialog__error">
                    {t(errors.body, { max: SUPPORT_BODY_MAX })}
                  </p>
                )}
              </div>
            )}
          </div>
          {errors.general && (
            <p className="contact-dialog__general-error" role="alert">
              {t(errors.general)}
            </p>
          )}
          <div className="contact-dialog__actions">
            <Button variant="secondary" onClick={close} disabled={send.isPending}>
              {t('support.contact.discard')}
            </Button>
            <Button type="submit" busy={send.isPending}>
              {t('support.contact.send')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
