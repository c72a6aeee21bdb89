import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { IntlProvider, useIntl } from '../i18n/intl';
import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useWorkflowActor } from './use-workflow';
import { fromPromise } from 'xstate';
import { appStartMachine } from '../../../machines/app-start/app-start.machine';
import { selectAppStartView, selectIsOffline } from '../../../machines/app-start/app-start.select';
import { DEFAULT_LOCALE, type Locale } from '../../shared/i18n/locales';
import { useSession } from '../auth/session-context';
import { guessLocale } from '../i18n/locale-guess';
import { loadMessages, type Messages } from '../i18n/messages';
import type { MessageFormatElement } from '../i18n/intl';
import { Spinner } from '../ui/spinner';
import { BootMark } from './boot-mark';
import { AppDataContext, type AppData } from './app-data';
import { loadApp, type LoadedApp } from './load-app';
import { UnexpectedErrorPage } from './pages/unexpected-error-page';
import { startFailureReason, type StartFailureReason } from './start-failure';
import { reportIntlError } from './missing-reports';

// The app-start gate (AS §2.4, AS §4 "App start"): a loading state, then the 'Unexpected error'
// page on failure, else the app. The machine owns the states; this only supplies the loading
// and shows the state. The IntlProvider lives inside, because the language is one of the things
// the start decides. The app itself (router and shell) is a chunk loaded as part of the start,
// in parallel with the data, so the entry chunk stays small.

export type RootModule = { default: ComponentType };

type View = 'loading' | 'failed' | 'ready';

function useSessionSettled(status: string): () => Promise<boolean> {
  // The loading actor starts at once, but the host's own data must wait until the session has
  // finished booting (it may be completing a sign-in redirect).
  const waiting = useRef<{ promise: Promise<boolean>; resolve(signedIn: boolean): void } | null>(null);
  if (!waiting.current) {
    let resolve!: (signedIn: boolean) => void;
    const promise = new Promise<boolean>((r) => (resolve = r));
    waiting.current = { promise, resolve };
  }
  useEffect(() => {
    if (status !== 'loading') waiting.current!.resolve(status === 'active' || status === 'busy');
  }, [status]);
  const statusRef = useRef(status);
  statusRef.current = status;
  return () => (statusRef.current === 'loading' ? waiting.current!.promise : Promise.resolve(statusRef.current !== 'signedOut'));
}

/**
 * A run whose actor was stopped must not report anything. StrictMode stops and restarts the
 * actor on mount (@xstate/react revives the same child), so the first run's AbortError would
 * otherwise arrive at the revived loading state and fail the start.
 */
function ignoreWhenAborted<T>(signal: AbortSignal, run: () => Promise<T>): Promise<T> {
  const never = new Promise<T>(() => undefined);
  return run().then(
    (value) => (signal.aborted ? never : value),
    (error: unknown) => {
      if (signal.aborted) return never;
      throw error;
    },
  );
}

export function AppStartGate({ loadRoot }: { loadRoot: () => Promise<RootModule> }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const sessionSettled = useSessionSettled(session.status);
  const loaded = useRef<(LoadedApp & { Root: ComponentType }) | null>(null);
  // Why the last start failed: the error page names a settings or theme failure (AS §8).
  const failure = useRef<StartFailureReason>('other');

  const actor = useWorkflowActor(() =>
    appStartMachine.provide({
      actors: {
        loadApp: fromPromise<{ locale: string }, void>(({ signal }) =>
          ignoreWhenAborted(signal, async () => {
            try {
              const [app, root] = await Promise.all([loadApp({ signedIn: sessionSettled(), queryClient, signal }), loadRoot()]);
              loaded.current = { ...app, Root: root.default };
              return { locale: app.locale };
            } catch (error) {
              failure.current = startFailureReason(error);
              throw error;
            }
          }),
        ),
      },
    }),
  );
  const view: View = useSelector(actor, selectAppStartView);
  const offline = useSelector(actor, selectIsOffline);

  // AS §4: online/offline is tracked; coming back online retries a failed start.
  useEffect(() => {
    const offlineNow = () => actor.send({ type: 'network.offline' });
    const onlineNow = () => actor.send({ type: 'network.online' });
    if (!navigator.onLine) offlineNow();
    window.addEventListener('offline', offlineNow);
    window.addEventListener('online', onlineNow);
    return () => {
      window.removeEventListener('offline', offlineNow);
      window.removeEventListener('online', onlineNow);
    };
  }, [actor]);

  const data = useMemo<AppData | null>(() => {
    const app = loaded.current;
    if (view !== 'ready' || !app) return null;
    return {
      locale: app.locale,
      appSettings: app.appSettings,
      publicSettings: app.publicSettings,
      offline,
      reload: () => actor.send({ type: 'app.reload' }),
    };
  }, [view, offline, actor]);
  // AS §8: a missing translation is reported (once per key); scoped texts inherit the handler.
  const intlErrors = useMemo(() => reportIntlError(data?.locale ?? DEFAULT_LOCALE), [data?.locale]);

  // Before the first paint of the app (a layout effect): the app's texts and the page's language
  // arrive together.
  useLayoutEffect(() => {
    if (!data) return;
    // Screen readers pick their voice from lang; the tab title is translated like the rest.
    document.documentElement.lang = data.locale;
    const title = textOf(loaded.current?.messages['app.name']);
    if (title) document.title = title;
  }, [data]);

  if (view === 'ready' && data && loaded.current) {
    const { Root } = loaded.current;
    return (
      <AppDataContext.Provider value={data}>
        <IntlProvider locale={data.locale} messages={loaded.current.messages} defaultLocale={DEFAULT_LOCALE} onError={intlErrors}>
          <Root />
        </IntlProvider>
      </AppDataContext.Provider>
    );
  }
  if (view === 'failed') return <StartFailurePage reason={failure.current} onRetry={() => actor.send({ type: 'app.retry' })} />;
  return <BootScreen />;
}

/** A plain text message, whether it arrived as a string or pre-parsed (literal elements only). */
function textOf(message: string | MessageFormatElement[] | undefined): string | undefined {
  if (message === undefined || typeof message === 'string') return message;
  return message.map((e) => ('value' in e && typeof e.value === 'string' ? e.value : '')).join('');
}

/** Before the texts exist, the spinner's label falls back to English (defaultMessage). */
function BootScreen() {
  return (
    <IntlProvider locale={DEFAULT_LOCALE} messages={{}} onError={() => undefined}>
      <div className="boot-screen">
        <BootMark />
        <BootSpinner />
      </div>
    </IntlProvider>
  );
}

function BootSpinner() {
  const intl = useIntl();
  return <Spinner size="large" label={intl.formatMessage({ id: 'app.loading', defaultMessage: 'Loading your portal…' })} />;
}

/** The start failed: show the error page in the host's language if its texts can be had. */
function StartFailurePage({ reason, onRetry }: { reason: StartFailureReason; onRetry(): void }) {
  const [texts, setTexts] = useState<{ locale: Locale; messages: Messages } | null>(null);
  useEffect(() => {
    const locale = guessLocale();
    let live = true;
    loadMessages(locale)
      .then((messages) => live && setTexts({ locale, messages }))
      .catch(() => live && setTexts({ locale: DEFAULT_LOCALE, messages: {} }));
    return () => {
      live = false;
    };
  }, []);
  if (!texts) return <BootScreen />;
  return (
    <IntlProvider locale={texts.locale} messages={texts.messages} defaultLocale={DEFAULT_LOCALE} onError={() => undefined}>
      <UnexpectedErrorPage reason={reason} onRetry={onRetry} />
    </IntlProvider>
  );
}
