import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders, createQueryClient } from './app/providers';
import { requireAppElement } from './app/missing-reports';
import { preloadPageFor } from './app/pages';
import { prefetchPublicSettings } from './app/public-settings';
import { fetchAppSettingsShared } from './api/public';
import { guessLocale } from './i18n/locale-guess';
import { loadScopeMessages } from './i18n/messages';
import { whenIdle } from './app/when-idle';
// The font faces, then the tokens (the font token names them): every stylesheet after it names
// roles, not colours.
import './ui/fonts.css';
import './ui/tokens.css';
import './styles.css';

// AS §8: a missing app element is reported before the start gives up.
const root = requireAppElement('root');

const queryClient = createQueryClient();

// The page at this address and its texts (in the language the start will most likely choose) are
// fetched now, alongside the app's start, not after it: on a slow phone network each round trip
// saved shows the page sooner.
const locale = guessLocale();
preloadPageFor(window.location.pathname, (scope) => loadScopeMessages(scope, locale));
// So are the start's two settings calls, which need nothing but the address; the session and the
// app start take their answers (api/public.ts, app/public-settings.ts).
void fetchAppSettingsShared(locale).catch(() => undefined);
prefetchPublicSettings();

// Providers: QueryClientProvider > SessionProvider > app-start gate (IntlProvider inside) >
// RouterProvider, the last in the lazily loaded root module.
createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={queryClient} loadRoot={() => import('./app/app-root')} />
  </StrictMode>,
);

// Web vitals (statistics, with consent only) start once the page has loaded and painted, from
// their own chunk, so the first route's JavaScript does not grow by them.
const startWebVitals = () => void import('./app/web-vitals').then((m) => m.startWebVitals()).catch(() => undefined);
const startWhenIdle = () => void whenIdle(startWebVitals, 5_000);
if (document.readyState === 'complete') startWhenIdle();
else window.addEventListener('load', startWhenIdle, { once: true });
