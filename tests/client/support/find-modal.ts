import { expect } from 'vitest';
import { screen, waitFor } from '@testing-library/react';

/**
 * A Radix modal dialog, once it takes clicks. Radix draws the dialog first and only then, in an effect,
 * turns pointer events off on the page and back on for the dialog; a click in between lands on an element
 * that "inherits pointer-events: none" and fails. So wait for both, as a host's click always would.
 */
export async function findModal(name: string, options?: { timeout?: number }): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name }, options);
  await waitFor(() => {
    expect(document.body.style.pointerEvents).toBe('none');
    expect(dialog.style.pointerEvents).toBe('auto');
  }, options);
  return dialog;
}
