import { Component, lazy, Suspense, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useIntl } from '../i18n/intl';
import { PageSpinner } from '../ui/spinner';
import { FailedToLoadPage } from './pages/failed-to-load-page';

// Every page except the shell is its own chunk (first-route budget, DESIGN "Budgets"). When a
// chunk cannot be fetched (offline, or a deploy replaced it), AS §2.4 asks for a 'failed to
// load' screen with a reload button; any other error still goes to the route's error page.

/** Marks a failure to fetch a page's code, so it is told apart from a page that crashed. */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('A page module failed to load', { cause });
    this.name = 'ChunkLoadError';
  }
}

class ChunkErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(error: unknown) {
    if (error instanceof ChunkLoadError) return { failed: true };
    // Not ours: rethrown in render below, so the router's error page handles it.
    throw error;
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    if (error instanceof ChunkLoadError) console.error(error, info.componentStack);
  }

  render() {
    return this.state.failed ? <FailedToLoadPage /> : this.props.children;
  }
}

function LoadingPage() {
  const intl = useIntl();
  return <PageSpinner label={intl.formatMessage({ id: 'app.pageLoading' })} />;
}

/** lazy() whose failure to load shows the 'failed to load' page with a Reload button. */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const Page = lazy(() =>
    load().catch((error: unknown) => {
      throw new ChunkLoadError(error);
    }),
  );
  function LazyPage(props: P) {
    return (
      <ChunkErrorBoundary>
        <Suspense fallback={<LoadingPage />}>
          <Page {...props} />
        </Suspense>
      </ChunkErrorBoundary>
    );
  }
  return LazyPage;
}
