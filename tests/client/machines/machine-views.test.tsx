// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../support/user-event';
import { resetLiveMachines } from '../../../src/client/app/live-machines';
import { machines } from '../../../machines/index';
import { userInfo } from '../../shared/user-info-fixture';
import { renderApp } from '../support/render-app';
import { fakeUserApi } from '../support/fake-user-api';

// The machine page for readers who do not read code: the Plain language / Technical labels
// (kept in the address), zoom and pan, the state link, and the Steps section of the two step-based
// workflows. Mermaid cannot draw in a DOM without layout: its import is replaced by a recorder
// that returns an 800 × 400 drawing.

const mermaid = vi.hoisted(() => ({
  initialize: vi.fn(),
  registerLayoutLoaders: vi.fn(),
  render: vi.fn(async (_id: string, source: string) => ({
    svg: `<svg data-testid="diagram-svg" data-kind="${source.split('\n')[0]}" width="800" height="400"><text>${source.split('\n').length} lines</text></svg>`,
  })),
}));
vi.mock('mermaid', () => ({ default: mermaid }));
vi.mock('@mermaid-js/layout-elk', () => ({ default: [{ name: 'elk', loader: vi.fn() }] }));
fakeUserApi();

const staff = userInfo({ isStaff: true });
const sources = () => mermaid.render.mock.calls.map(([, source]) => source);
const stateSource = () => sources().filter((s) => s.startsWith('stateDiagram-v2')).at(-1) ?? '';

beforeEach(() => {
  mermaid.render.mockClear();
  resetLiveMachines();
});
afterEach(() => cleanup());

describe('/machines/{name} for product owners', () => {
  it('switches between plain-language and technical labels, and keeps the choice in the address', async () => {
    const user = setupUser();
    const { router, missing } = await renderApp({ user: staff, path: '/machines/listing-wizard?state=editing' });
    await screen.findByRole('heading', { level: 1, name: machines['listing-wizard'].title });
    await waitFor(() => expect(stateSource()).toMatch(/^stateDiagram-v2/));
    // The ELK layout is registered once Mermaid is loaded.
    expect(mermaid.registerLayoutLoaders).toHaveBeenCalled();
    expect(mermaid.initialize).toHaveBeenCalledWith(expect.objectContaining({ layout: 'elk' }));
    const toggle = screen.getByRole('group', { name: 'Labels' });
    const technical = within(toggle).getByRole('button', { name: 'Technical' });
    expect(technical.getAttribute('aria-pressed')).toBe('true');
    expect(stateSource()).not.toContain('the host clicks Publish');

    await user.click(within(toggle).getByRole('button', { name: 'Plain language' }));
    expect(router.state.location.search).toBe('?state=editing&view=plain');
    await waitFor(() => expect(stateSource().replace(/<br\/>/g, ' ')).toContain('the host clicks Publish'));
    // The highlight survives the switch: the node ids are the same.
    expect(stateSource()).toMatch(/^ {2}class editing current$/m);
    expect(within(toggle).getByRole('button', { name: 'Plain language' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(technical);
    expect(router.state.location.search).toBe('?state=editing');
    await waitFor(() => expect(stateSource()).not.toContain('the host clicks Publish'));
    expect(missing).toEqual([]);
  });

  it('opens in plain language from a link, and copies a link to the highlighted state', async () => {
    const user = setupUser();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderApp({ user: staff, path: '/machines/review-reply?view=plain&state=editing' });
    await waitFor(() => expect(stateSource()).toContain(machines['review-reply'].story.states.editing.split(' ')[0]));
    expect(screen.getByRole('button', { name: 'Plain language' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(await screen.findByRole('button', { name: 'Copy link to this state' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/machines/review-reply?state=editing&view=plain`);
    expect(await screen.findByText('Link copied.')).toBeTruthy();
  });

  it('zooms in, out and back to fit from buttons a keyboard reaches', async () => {
    const user = setupUser();
    await renderApp({ user: staff, path: '/machines/review-reply' });
    const svg = await screen.findByTestId('diagram-svg', undefined);
    const zoom = screen.getByRole('group', { name: 'Zoom' });
    expect(within(zoom).getByText('100 %')).toBeTruthy();
    expect(svg.style.width).toBe('800px');

    await user.click(within(zoom).getByRole('button', { name: 'Zoom in' }));
    expect(within(zoom).getByText('125 %')).toBeTruthy();
    expect(svg.style.width).toBe('1000px');
    expect(svg.style.height).toBe('500px');

    within(zoom).getByRole('button', { name: 'Zoom out' }).focus();
    await user.keyboard('{Enter}{Enter}');
    expect(within(zoom).getByText('80 %')).toBeTruthy();
    expect(svg.style.width).toBe('640px');

    await user.click(within(zoom).getByRole('button', { name: 'Fit to width' }));
    expect(within(zoom).getByText('100 %')).toBeTruthy();
    // The drawing scrolls inside its own box, which the keyboard can focus to scroll it.
    expect(svg.closest('.machine-diagram__viewport')?.getAttribute('tabindex')).toBe('0');
  });

  it('keeps a wide drawing readable in a narrow box (a phone), and Fit to width still shows all of it', async () => {
    // happy-dom lays nothing out: the diagram's box is given the width of a phone's content (320 px).
    const clientWidth = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('machine-diagram__viewport') ? 320 : 0;
    });
    try {
      const user = setupUser();
      await renderApp({ user: staff, path: '/machines/review-reply' });
      const svg = await screen.findByTestId('diagram-svg');
      const zoom = screen.getByRole('group', { name: 'Zoom' });
      // The fit would be 40 % (320 of 800 px); the first view stops at 60 % and the box scrolls.
      await waitFor(() => expect(within(zoom).getByText('60 %')).toBeTruthy());
      expect(svg.style.width).toBe('480px');
      await user.click(within(zoom).getByRole('button', { name: 'Fit to width' }));
      expect(within(zoom).getByText('40 %')).toBeTruthy();
      expect(svg.style.width).toBe('320px');
    } finally {
      clientWidth.mockRestore();
    }
  });

  it('lists the listing wizard’s steps from the step catalogue, as a flowchart and a list', async () => {
    const { missing } = await renderApp({ user: staff, path: '/machines/listing-wizard' });
    const section = await screen.findByRole('region', { name: 'Steps' });
    expect(within(section).getByRole('heading', { level: 3, name: 'Single-unit wizard' })).toBeTruthy();
    expect(within(section).getByRole('heading', { level: 3, name: 'Multi-unit wizard' })).toBeTruthy();
    await waitFor(() => expect(sources().filter((s) => s.startsWith('flowchart TD'))).toHaveLength(2));
    const flowchart = sources().find((s) => s.startsWith('flowchart TD'))!;
    expect(flowchart).toContain('["Guests and size"]');
    expect(flowchart).toMatch(/-\.->\|skip\|/);

    const list = within(section).getByRole('list', { name: 'Single-unit wizard' });
    const items = within(list).getAllByRole('listitem').filter((li) => li.parentElement === list);
    expect(items[0]!.textContent).toContain('property');
    expect(items[0]!.textContent).toContain('Never skipped.');
    const plan = items.find((li) => li.textContent?.includes('subscription-plan'))!;
    expect(plan.textContent).toContain('Skipped when:');
    expect(plan.textContent).toContain('commission hosts choose no subscription plan or boost');
    expect(items.at(-1)!.textContent).toContain('Does not count toward progress.');
    expect(missing).toEqual([]);
  });

  it('lists the verification flow’s steps per kind of host, and none for a machine without steps', async () => {
    await renderApp({ user: staff, path: '/machines/verification-flow' });
    const section = await screen.findByRole('region', { name: 'Steps' });
    const company = within(section).getByRole('list', { name: 'Companies' });
    expect(within(company).getByText('Owners')).toBeTruthy();
    expect(company.textContent).toContain('shown only together with owner/info');
    cleanup();
    await renderApp({ user: staff, path: '/machines/review-reply' });
    await screen.findByRole('heading', { level: 1, name: 'Reply to a guest review' });
    expect(screen.queryByRole('region', { name: 'Steps' })).toBeNull();
  });
});
