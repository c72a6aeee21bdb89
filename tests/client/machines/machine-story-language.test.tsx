// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../support/user-event';
import { resetLiveMachines } from '../../../src/client/app/live-machines';
import { userInfo } from '../../shared/user-info-fixture';
import { renderApp } from '../support/render-app';
import { fakeUserApi } from '../support/fake-user-api';

// The machine pages in German: each machine's title, description and screens, and the story's
// sentences and phrases (who acts, the simulation's moves and expected screens, the plain
// diagram's labels) are the de-DE texts of the staff scope, while the Gherkin keeps the English
// story, as the export of `npm run paths` does.
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

describe('/machines in German', () => {
  it('lists the machines by their German titles, descriptions and screens, and finds them by a German title', async () => {
    const user = setupUser();
    const { missing } = await renderApp({ user: staff, locale: 'de-DE', path: '/machines' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Workflow-Maschinen' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sitzung und Token-Erneuerung' }).getAttribute('href')).toBe('/machines/session');
    const start = screen.getByRole('link', { name: 'App-Start' }).closest('li')!;
    expect(within(start).getByText(/zeigt bei einem Fehler „Unerwarteter Fehler“ mit Erneut versuchen/)).toBeTruthy();
    expect(within(start).getByText(/jede Seite, bevor etwas anderes erscheint/)).toBeTruthy();
    // A route reads the same in every language; a described screen is German.
    expect(within(screen.getByRole('link', { name: 'Eine Buchung oder bestätigte Anfrage stornieren' }).closest('li')!).getByText(/\/booking-details\/\{id\}; \/inquiries\/\{id\}; die Seitenleiste des Kalenders/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Session and token refresh' })).toBeNull();

    await user.type(screen.getByRole('searchbox', { name: 'Nach Titel oder Name suchen' }), 'Willkommen');
    expect(screen.getAllByRole('link').filter((a) => a.closest('.machines-list')).map((a) => a.textContent)).toEqual(['Willkommenstour']);
    expect(missing).toEqual([]);
  });
});

describe('/machines/{name} in German', () => {
  it('simulates with the German story: who acts, the moves, what the screen shows', async () => {
    const user = setupUser();
    const { missing } = await renderApp({ user: staff, locale: 'de-DE', path: '/machines/request-decision?simulate=' });
    await screen.findByRole('heading', { level: 1, name: 'Buchungsanfrage: bestätigen oder ablehnen' });
    expect(screen.getByText(/Bestätigen fragt noch einmal nach/)).toBeTruthy();
    expect(screen.getByText('/booking-request-details/{id}; die Seitenleiste des Kalenders')).toBeTruthy();
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
    await screen.findByRole('heading', { level: 1, name: 'Eine Buchung oder bestätigte Anfrage stornieren' });
    await waitFor(() => expect(lastSource()).toContain('die Buchung zeigt ihre Schaltfläche Buchung stornieren'));
    expect(lastSource()).toContain('der Gastgeber wählt den Grund „Die Unterkunft ist nicht verfügbar“');
    expect(lastSource()).not.toContain('the host clicks');
  });
});
