import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Navigate, useLocation, useNavigate, useSearchParams } from '../../router';
import { GUEST_LOGIN_LIMIT, normaliseBookingCode } from '../../../shared/domain/messaging/guest-access';
import type { GuestSession } from '../../../shared/schemas/messaging';
import { GUEST_CHAT_PATH, guestChatKeys, useGuestChatApi, type GuestLoginPrefill } from '../../api/guest-chat';
import type { ApiError } from '../../api/http';
import { Button } from '../../ui/button';
import { CookieSettingsFooter } from '../cookie-consent/cookie-settings-footer';
import { PageSpinner } from '../../ui/spinner';
import './guest-chat.css';

// /guest/login: the guest signs in with the stay's code and their e-mail
// address; the server sets the guest_token cookie. A guest who still has a session goes straight
// to the chat. The server's answers are explained where they belong: 400 at the field it names,
// 401 (no such pair) and 429 (too many tries) above the button; ?expired=1 says why they are here.
// Router state may fill the form in (the guest page's confirmation, see stay-chat-link.tsx).

type Field = 'bookingCode' | 'email';
const FIELDS: Field[] = ['bookingCode', 'email'];
type Notice = 'wrong' | 'tooMany' | 'failed' | null;

const fieldId = (field: Field) => `guest-login-${field}`;
const WAIT_MINUTES = Math.ceil(GUEST_LOGIN_LIMIT.windowSeconds / 60);

export default function GuestLoginPage() {
  const intl = useIntl();
  const api = useGuestChatApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const expired = params.get('expired') === '1';
  // The guest page's confirmation hands over the stay's code and e-mail when its own sign-in failed.
  const prefill = (useLocation().state ?? {}) as GuestLoginPrefill;
  const [values, setValues] = useState<Record<Field, string>>(() => ({
    // The guest's mails link here with the stay's code (?code=...): only the e-mail is left to type.
    bookingCode: typeof prefill.bookingCode === 'string' ? prefill.bookingCode : (params.get('code') ?? '').slice(0, 40),
    email: typeof prefill.email === 'string' ? prefill.email : '',
  }));
  const [errors, setErrors] = useState<Partial<Record<Field, 'required' | 'invalid'>>>({});
  const [notice, setNotice] = useState<Notice>(null);
  const focusNext = useRef<Field | null>(null);

  useEffect(() => {
    document.title = intl.formatMessage({ id: 'guest-chat.login.title' });
  }, [intl]);

  // Still signed in (the cookie is HttpOnly: only the server can tell)? Then the chat, not the form.
  const existing = useQuery<GuestSession | null, ApiError>({
    queryKey: guestChatKeys.currentSession,
    queryFn: async ({ signal }) => {
      const session = await api.currentSession(signal);
      // The chat shows it at once.
      if (session) queryClient.setQueryData(guestChatKeys.session, session);
      return session;
    },
    retry: false,
    staleTime: 0,
  });

  const login = useMutation<GuestSession | null, ApiError, Record<Field, string>>({
    meta: { errorShown: 'inline' },
    mutationFn: (v) => api.login({ bookingCode: normaliseBookingCode(v.bookingCode), email: v.email.trim() }),
    onSuccess: (session) => {
      if (session) queryClient.setQueryData(guestChatKeys.session, session);
      else void queryClient.invalidateQueries({ queryKey: guestChatKeys.session });
      navigate(GUEST_CHAT_PATH, { replace: true });
    },
    onError: (error) => {
      if (error.status === 400) {
        const named = FIELDS.filter((f) => error.fields[f]?.length);
        setErrors(Object.fromEntries(named.map((f) => [f, 'invalid'])));
        setNotice(named.length ? null : 'failed');
        focusNext.current = named[0] ?? null;
      } else setNotice(error.status === 401 ? 'wrong' : error.status === 429 ? 'tooMany' : 'failed');
    },
  });

  // The focus moves once the errors are on screen (aria-describedby must point at them).
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(fieldId(focusNext.current))?.focus();
    focusNext.current = null;
  });

  if (existing.data) return <Navigate to={GUEST_CHAT_PATH} replace />;
  if (existing.isPending) return <PageSpinner label={intl.formatMessage({ id: 'guest-chat.login.checking' })} />;

  const change = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (login.isPending) return;
    const missing = FIELDS.filter((f) => values[f].trim() === '');
    setErrors(Object.fromEntries(missing.map((f) => [f, 'required'])));
    setNotice(null);
    if (missing.length) {
      focusNext.current = missing[0]!;
      return;
    }
    login.mutate(values);
  };

  const field = (name: Field, type: string, extra: Record<string, unknown>) => {
    const id = fieldId(name);
    const error = errors[name];
    const hint = name === 'bookingCode' ? `${id}-hint` : undefined;
    const describedBy = [hint, error ? `${id}-error` : undefined].filter(Boolean).join(' ') || undefined;
    return (
      <div className={`form-field${error ? ' form-field--invalid' : ''}`}>
        <label htmlFor={id}>
          <FormattedMessage id={`guest-chat.login.${name}`} />
          <span aria-hidden="true"> *</span>
        </label>
        <input
          id={id}
          name={name}
          type={type}
          value={values[name]}
          onChange={(e) => change(name, e.target.value)}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...extra}
        />
        {hint && (
          <p id={hint} className="guest-chat__hint">
            <FormattedMessage id="guest-chat.login.bookingCode.hint" />
          </p>
        )}
        {error && (
          <p id={`${id}-error`} className="form-field__error">
            <FormattedMessage id={error === 'required' ? 'guest-chat.login.required' : `guest-chat.login.invalid.${name}`} />
          </p>
        )}
      </div>
    );
  };

  return (
    <main className="guest-chat guest-chat--narrow" id="main">
      <h1 className="guest-chat__title">
        <FormattedMessage id="guest-chat.login.title" />
      </h1>
      <p className="guest-chat__intro">
        <FormattedMessage id="guest-chat.login.intro" />
      </p>
      {expired && !notice && (
        <p className="guest-chat__notice" role="status">
          <FormattedMessage id="guest-chat.login.expired" />
        </p>
      )}
      <form className="guest-chat__form" onSubmit={onSubmit} noValidate aria-labelledby="guest-login-title">
        <span id="guest-login-title" hidden>
          <FormattedMessage id="guest-chat.login.title" />
        </span>
        {field('bookingCode', 'text', { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false, maxLength: 32 })}
        {field('email', 'email', { autoComplete: 'email', inputMode: 'email', maxLength: 254 })}
        {notice && (
          <p className="guest-chat__notice guest-chat__notice--error" role="alert">
            <FormattedMessage id={`guest-chat.login.error.${notice}`} values={{ minutes: WAIT_MINUTES }} />
          </p>
        )}
        <Button type="submit" busy={login.isPending} className="guest-chat__submit">
          <FormattedMessage id="guest-chat.login.submit" />
        </Button>
      </form>
      <CookieSettingsFooter />
    </main>
  );
}
