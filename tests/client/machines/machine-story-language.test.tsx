// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../support/user-event';
import { resetLiveMachines } from '../../../src/client/app/live-machines';
import { userInfo } from '../../shared/user-info-fixture';
import { renderApp } from '../support/render-app';
import { fakeUserApi } from '../support/fake-user-api';

// The machine page in German: the story's sentences and phrases (who acts, the simulation's moves
// and expected screens, the plain diagram's labels) are the de-DE texts of the staff scope, while
// the Gherkin keeps the English story, as the export of `npm run paths` does.
// Mermaid cannot draw in a DOM without layout: its import is replaced by a recorder.

const mermaid = vi.hoisted(() => ({
  initialize: vi.fn(),
  registerLayoutLoaders: vi.fn(),
  render: vi.fn(async (_id: string, source: string) => ({ svg: `<svg data-testid="diagram-svg"><text>${source.split('\n').length} lines</text></svg>` })),
}));
vi.mock('mermaid', () => ({ default: mermaid }));
vi.mock('@mermaid-js/layout-elk', () => ({ default: [] }));
fakeUserApi();

const staff = userInfo({ isStaff: true, locale: 'de-DE' });
const lastSource = () => mermaid.render.mock.calls.at(-1)?.[1] ?? '';
const position = () => screen.getByTestId('simulation-position').textContent ?? '';

beforeEach(() => {
  mermaid.render.mockClear();
  resetLiveMachines();
});
afterEach(() => cleanup());

describe('/machines/{name} in German', () => {
  it('simulates with the German story: who acts, the moves, what the screen shows', async () => {
    const user = setupUser();
    const { missing } = await renderApp({ user: staff, locale: 'de-DE', path: '/machines/request-decision?simulate=' });
    await screen.findByRole('heading', { level: 1, name: 'Booking request: confirm or reject' });
    expect(screen.getByText('der Gastgeber')).toBeTruthy();
    await waitFor(() => expect(position()).toContain('die Buchungsanfrage zeigt ihre Schaltflächen Bestätigen und Ablehnen'));
    const panel = screen.getByRole('tabpanel');
    const confirm = within(panel).getByRole('button', { name: 'der Gastgeber klickt bei der Buchungsanfrage auf Bestätigen' });
    expect(within(panel).getByRole('button', { name: 'der Gastgeber klickt bei der Buchungsanfrage auf Ablehnen' })).toBeTruthy();
    await user.click(confirm);
    // The dialog is quoted by its German title, its buttons by their German labels.
    await waitFor(() => expect(position()).toContain('der Dialog fragt „Buchungsanfrage … bestätigen?“ mit Zurück und Ja, bestätigen'));
    await user.click(within(panel).getByRole('button', { name: 'der Gastgeber klickt auf Ja, bestätigen' }));
    await user.click(within(panel).getByRole('button', { name: 'der Server lehnt ab: Die Nächte sind nicht mehr frei (409)' }));
    await waitFor(() => expect(position()).toContain('der Dialog sagt, dass es nicht mehr möglich ist'));
    expect(missing).toEqual([]);
  });

  it('labels the plain diagram with the German story, and fills in the payload', async () => {
    await renderApp({ user: staff, locale: 'de-DE', path: '/machines/booking-cancel?view=plain' });
    await screen.findByRole('heading', { level: 1, name: 'Cancel a booking or a confirmed inquiry' });
    await waitFor(() => expect(lastSource()).toContain('die Buchung zeigt ihre Schaltfläche Buchung stornieren'));
    expect(lastSource()).toContain('der Gastgeber wählt den Grund „Die Unterkunft ist nicht verfügbar“');
    expect(lastSource()).not.toContain('the host clicks');
  });
});
