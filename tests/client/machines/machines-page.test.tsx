// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../support/user-event';
import { createActor } from 'xstate';
import { reviewReplyMachine } from '../../../machines/review-reply/review-reply.machine';
import { inspectLive, resetLiveMachines } from '../../../src/client/app/live-machines';
import { userInfo } from '../../shared/user-info-fixture';
import { renderApp } from '../support/render-app';
import { fakeUserApi } from '../support/fake-user-api';

// The machines page: the list and its search, a machine's diagram with the live
// actor's states highlighted, the path tabs and the Gherkin download, an unknown name.
// Mermaid cannot draw in a DOM without layout: its import is replaced by a recorder.

const mermaid = vi.hoisted(() => ({
  initialize: vi.fn(),
  registerLayoutLoaders: vi.fn(),
  render: vi.fn(async (_id: string, source: string) => ({ svg: `<svg data-testid="diagram-svg"><text>${source.split('\n').length} lines</text></svg>` })),
}));
vi.mock('mermaid', () => ({ default: mermaid }));
vi.mock('@mermaid-js/layout-elk', () => ({ default: [] }));
fakeUserApi();
vi.mock('../../../src/client/ui/save-file', () => ({ saveFile: vi.fn() }));

const staff = userInfo({ isStaff: true });
const lastSource = () => mermaid.render.mock.calls.at(-1)?.[1] ?? '';

beforeEach(() => {
  mermaid.render.mockClear();
  resetLiveMachines();
});
afterEach(() => cleanup());

describe('/machines', () => {
  it('lists every machine with its screens, and finds them by title or name', async () => {
    const user = setupUser();
    const { missing } = await renderApp({ user: staff, path: '/machines' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Workflow machines' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Session and token refresh' }).getAttribute('href')).toBe('/machines/session');
    expect(screen.getByRole('link', { name: 'Reply to a guest review' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(21);

    const search = screen.getByRole('searchbox', { name: 'Search by title or name' });
    await user.type(search, 'review-reply');
    expect(screen.getAllByRole('link', { name: /review/i }).map((a) => a.textContent)).toEqual(['Reply to a guest review']);
    await user.clear(search);
    await user.type(search, 'Cookie');
    expect(screen.getByRole('link', { name: 'Cookie consent' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Session and token refresh' })).toBeNull();
    await user.clear(search);
    await user.type(search, 'no such workflow');
    expect(screen.getByText('No machine matches your search.')).toBeTruthy();
    expect(missing).toEqual([]);
  });

  it('marks the machines with an actor running in this tab', async () => {
    const actor = createActor(reviewReplyMachine, { inspect: inspectLive }).start();
    await renderApp({ user: staff, path: '/machines' });
    const item = (await screen.findByRole('link', { name: 'Reply to a guest review' })).closest('li')!;
    await waitFor(() => expect(within(item).getByText('Running now')).toBeTruthy());
    const session = screen.getByRole('link', { name: 'Session and token refresh' }).closest('li')!;
    expect(within(session).queryByText('Running now')).toBeNull();
    actor.stop();
  });
});

describe('/machines/{name}', () => {
  it('shows the machine, its diagram, figures and path tabs; Gherkin downloads', async () => {
    const user = setupUser();
    const { saveFile } = await import('../../../src/client/ui/save-file');
    const { missing } = await renderApp({ user: staff, path: '/machines/review-reply' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reply to a guest review' })).toBeTruthy();
    expect(screen.getByText('the host')).toBeTruthy();
    expect(screen.getByText('/insights/reviews/{unitId}')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('diagram-svg')).toBeTruthy());
    expect(lastSource()).toMatch(/^stateDiagram-v2/);
    expect(screen.getByText('No actor of this machine has run in this tab yet.')).toBeTruthy();

    const figures = screen.getByRole('table', { name: 'Figures' });
    expect(within(figures).getByRole('row', { name: /States/ }).textContent).toMatch(/\d+/);
    // The testers' paths open first: the fewest that walk every move, with what to expect, as CSV.
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['For testers', 'Shortest paths', 'Simple paths', 'All transitions', 'Gherkin', 'Simulate']);
    expect(tabs[0].getAttribute('aria-selected')).toBe('true');
    const cover = screen.getByRole('tabpanel');
    await waitFor(() => expect(within(cover).getByText(/paths? walks? every move of the machine\./)).toBeTruthy());
    expect(within(cover).getByText(/Start: Signed in as anna@demo\.host-portal\.test/)).toBeTruthy();
    expect(within(cover).getAllByText(/^review-reply-[0-9a-f]{6}$/).length).toBeGreaterThan(0);
    expect(within(cover).getAllByText('Expected:').length).toBeGreaterThan(0);
    expect(within(cover).getByRole('table', { name: /Ignored events/ })).toBeTruthy();
    await waitFor(() => expect(within(figures).getByRole('row', { name: /For testers/ }).textContent).toMatch(/\d/));
    await user.click(within(cover).getByRole('button', { name: 'Download .csv' }));
    const [csvBlob, csvName] = vi.mocked(saveFile).mock.calls.at(-1)!;
    expect(csvName).toBe('review-reply-paths.csv');
    expect(await csvBlob.text()).toMatch(/^\uFEFFid,title,tags,preconditions,steps,expected results\r\nreview-reply-[0-9a-f]{6},/);
    vi.mocked(saveFile).mockClear();

    // The shortest paths: numbered steps.
    await user.click(screen.getByRole('tab', { name: 'Shortest paths' }));
    const panel = screen.getByRole('tabpanel');
    await waitFor(() => expect(within(panel).getAllByText(/^reply\.open .*→ editing$/).length).toBeGreaterThan(0));
    await waitFor(() => expect(within(figures).getByRole('row', { name: /Shortest paths/ }).textContent).toMatch(/\d/));

    // Arrow keys move along the tabs.
    screen.getByRole('tab', { name: 'Shortest paths' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    const transitions = screen.getByRole('tab', { name: 'All transitions' });
    expect(transitions.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(transitions);
    await waitFor(() => expect(screen.getByRole('button', { name: /^Show more \(50 of \d+\)$/ })).toBeTruthy());
    const before = within(screen.getByRole('tabpanel')).getAllByRole('listitem').length;
    await user.click(screen.getByRole('button', { name: /^Show more/ }));
    expect(within(screen.getByRole('tabpanel')).getAllByRole('listitem').length).toBeGreaterThan(before);

    await user.click(screen.getByRole('tab', { name: 'Gherkin' }));
    const gherkin = await screen.findByTestId('machine-gherkin');
    expect(gherkin.textContent).toMatch(/^Feature: Reply to a guest review \(review-reply\)/);
    expect(gherkin.textContent).toMatch(/Scenario( \d+)?: /);
    await user.click(screen.getByRole('button', { name: 'Download .feature' }));
    await user.click(screen.getByRole('button', { name: 'Download .json' }));
    const calls = vi.mocked(saveFile).mock.calls;
    expect(calls.map(([, fileName]) => fileName)).toEqual(['review-reply.feature', 'review-reply.json']);
    const json = JSON.parse(await calls[1][0].text()) as { machine: string; paths: unknown[] };
    expect(json.machine).toBe('review-reply');
    expect(json.paths.length).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });

  it('highlights the states of the running actor, and of a stopped one when picked', async () => {
    const stopped = createActor(reviewReplyMachine, { inspect: inspectLive }).start();
    stopped.stop();
    const running = createActor(reviewReplyMachine, { inspect: inspectLive }).start();
    running.send({ type: 'reply.open', reviewId: 'r1', reply: null });
    await renderApp({ user: staff, path: '/machines/review-reply' });
    await screen.findByRole('heading', { level: 1, name: 'Reply to a guest review' });
    const rows = await screen.findAllByTestId('machine-actor');
    expect(rows.map((r) => r.textContent)).toEqual([expect.stringMatching(/^editingRunning/), expect.stringMatching(/^closedStopped/)]);
    await waitFor(() => expect(lastSource()).toContain('class editing current'));

    fireEvent.click(within(rows[1]).getByRole('button', { name: 'Show in the diagram' }));
    await waitFor(() => expect(lastSource()).toContain('class closed current'));
    expect(lastSource()).not.toContain('class editing current');
    running.stop();
  });

  it('links to a state (?state=) and to a tester path (#id), and downloads the drawing as .svg', async () => {
    const user = setupUser();
    const { saveFile } = await import('../../../src/client/ui/save-file');
    vi.mocked(saveFile).mockClear();
    await renderApp({ user: staff, path: '/machines/review-reply?state=editing' });
    await waitFor(() => expect(screen.getByTestId('diagram-svg')).toBeTruthy());
    expect(lastSource()).toMatch(/^ {2}class editing current$/m);
    await user.click(screen.getByRole('button', { name: 'Download .svg' }));
    const [svg, fileName] = vi.mocked(saveFile).mock.calls.at(-1)!;
    expect(fileName).toBe('review-reply.svg');
    expect(await svg.text()).toContain('data-testid="diagram-svg"');
    const panel = screen.getByRole('tabpanel');
    const first = await within(panel).findAllByRole('link', { name: /^review-reply-[0-9a-f]{6}$/ });
    expect(first[0]!.getAttribute('href')).toBe(`#${first[0]!.textContent}`);
    // The ignored events' states link to themselves in the diagram.
    const table = within(panel).getByRole('table', { name: /Ignored events/ });
    expect(within(table).getAllByRole('link')[0]!.getAttribute('href')).toMatch(/^\/machines\/review-reply\?state=/);
  });

  it('shows the Mermaid source when the diagram cannot be drawn', async () => {
    mermaid.render.mockRejectedValueOnce(new Error('Parse error'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderApp({ user: staff, path: '/machines/session' });
    expect(await screen.findByText('The diagram could not be drawn. Its Mermaid source:', undefined)).toBeTruthy();
    expect(screen.getByText(/^stateDiagram-v2/)).toBeTruthy();
    vi.mocked(console.error).mockRestore();
  });

  it('names an unknown machine and links back to the list', async () => {
    const user = setupUser();
    const { router } = await renderApp({ user: staff, path: '/machines/no-such-machine' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Machine not found' })).toBeTruthy();
    expect(screen.getByText('There is no workflow machine named “no-such-machine”.')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: /All machines/ }));
    expect(router.state.location.pathname).toBe('/machines');
  });
});
