import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders, createQueryClient } from './app/providers';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();

// Providers: QueryClientProvider > SessionProvider > app-start gate (IntlProvider inside) >
// RouterProvider, the last in the lazily loaded root module.
createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={queryClient} loadRoot={() => import('./app/app-root')} />
  </StrictMode>,
);
