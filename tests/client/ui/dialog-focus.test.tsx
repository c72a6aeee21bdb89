// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { setupUser } from '../../support/user-event';
import { Dialog } from '../../../src/client/ui/dialog';

// Where focus goes when a dialog closes (src/client/ui/dialog.tsx): back to the button that opened
// it, or — when there is none any more — to the page's main content, never the page body.

afterEach(() => cleanup());

function Page({ children }: { children: React.ReactNode }) {
  return (
    <>
      <main id="main" tabIndex={-1}>
        <h1>Calendar</h1>
      </main>
      {children}
    </>
  );
}

function SelfOpening() {
  const [open, setOpen] = useState(true);
  return (
    <Page>
      <Dialog open={open} onOpenChange={setOpen} title="Welcome">
        <button type="button">Next</button>
      </Dialog>
    </Page>
  );
}

function FromAButton() {
  return (
    <Page>
      <Dialog title="Settings" trigger={<button type="button">Open settings</button>}>
        <button type="button">Save</button>
      </Dialog>
    </Page>
  );
}

/** A menu item opens the dialog and disappears with its menu, as ui/menu's items do. */
function FromAVanishingItem() {
  const [menu, setMenu] = useState(true);
  const [open, setOpen] = useState(false);
  return (
    <Page>
      {menu && (
        <button type="button" onClick={() => setOpen(true)}>
          Delete…
        </button>
      )}
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Delete the unit?"
        onOpenAutoFocus={() => setMenu(false)}
      >
        <button type="button">Keep it</button>
      </Dialog>
    </Page>
  );
}

describe('a dialog closing', () => {
  it('that opened by itself puts focus on the main content', async () => {
    const user = setupUser();
    render(<SelfOpening />);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Next'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(document.getElementById('main'));
  });

  it('returns focus to the button that opened it', async () => {
    const user = setupUser();
    render(<FromAButton />);
    await user.click(screen.getByRole('button', { name: 'Open settings' }));
    await screen.findByRole('dialog', { name: 'Settings' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open settings' }));
  });

  it('puts focus on the main content when what opened it is gone', async () => {
    const user = setupUser();
    render(<FromAVanishingItem />);
    await user.click(screen.getByRole('button', { name: 'Delete…' }));
    await screen.findByRole('dialog', { name: 'Delete the unit?' });
    expect(screen.queryByRole('button', { name: 'Delete…' })).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(document.getElementById('main'));
  });
});
