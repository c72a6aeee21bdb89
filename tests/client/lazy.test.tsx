// @vitest-environment happy-dom
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from '../../src/client/i18n/intl';
import { lazyPage } from '../../src/client/app/lazy';
import { loadMessages } from '../../src/client/i18n/messages';

// AS §2.4: a page whose module fails to load shows 'failed to load' with a reload button.

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

class Outer extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  render() {
    return this.state.error ? <p>route error page</p> : this.props.children;
  }
}

async function renderPage(node: ReactNode) {
  const messages = await loadMessages('en-US');
  return render(
    <IntlProvider locale="en-US" messages={messages}>
      <Outer>{node}</Outer>
    </IntlProvider>,
  );
}

describe('lazyPage', () => {
  it('renders the page once its chunk has loaded', async () => {
    const Page = lazyPage(async () => ({ default: () => <h1>Loaded page</h1> }));
    await renderPage(<Page />);
    expect(await screen.findByRole('heading', { name: 'Loaded page' })).toBeTruthy();
  });

  it('shows the failed-to-load page with a Reload button when the chunk cannot be fetched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    const Page = lazyPage<object>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await renderPage(<Page />);
    expect(await screen.findByRole('heading', { name: 'This page failed to load' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('leaves a page that crashes to the route error page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Page = lazyPage(async () => ({
      default: () => {
        throw new Error('bug in the page');
      },
    }));
    await renderPage(<Page />);
    expect(await screen.findByText('route error page')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'This page failed to load' })).toBeNull();
  });
});
