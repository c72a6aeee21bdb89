// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import * as v from 'valibot';
import type { SnapshotFrom } from 'xstate';
import { machines } from '../../../machines/index';
import type { UnitCopyEvent, unitCopyMachine } from '../../../machines/unit-copy/unit-copy.machine';
import { buildPropertiesConfiguration } from '../../../src/server/config/properties-configuration/build';
import { PriceConfigurationSchema } from '../../../src/shared/schemas/price-configuration';
import { withSeasonRanges } from '../../../src/shared/domain/season-range';
import { button, click, replayPaths, type Drivers } from '../support/path-replay';
import { renderStep, testProperty, testUnit } from '../support/step-form';

// The unit-copy machine's paths replayed against the real price step of a multi-unit property
// ("Copy from unit …" above its form), with the real machine, react-query and ky client. Only
// fetch is a fake: the property's units, the edited unit's prices (90 a night) and those of the
// other unit, Penthouse (140), whose read the machine waits for: the fake holds it (to see it
// loading) and fails it as the path says (status 0: no answer, for it and the client's retries).

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Snapshot = SnapshotFrom<typeof unitCopyMachine>;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const UNITS = { 'unit-1': { title: 'Studio', nightlyPrice: 90 }, 'unit-2': { title: 'Penthouse', nightlyPrice: 140 } } as const;
const SOURCE = '/api/app/property-unit/unit-2/price-configuration';

function fakeApi() {
  const state = { writes: 0 };
  // ky reads a GET again twice after a network failure (api/http.ts).
  const ATTEMPTS = 3;
  let failing: { status: number; left: number } | null = null;
  let hold: Promise<void> | null = null;
  vi.stubGlobal('fetch', async (req: Request) => {
    const url = new URL(req.url);
    if (req.method !== 'GET') state.writes += 1;
    if (url.pathname === '/api/app/properties-configuration') return json(buildPropertiesConfiguration('en-US'));
    if (url.pathname === '/api/app/properties/prop-1/units') {
      const items = Object.entries(UNITS).map(([id, u]) => ({ id, title: u.title, image: null, state: 'IN_PROGRESS', guests: null, size: null, bedroomCount: 0 }));
      return json({ items, pagination: { current: 1, next: null, pages: 1, total: items.length } });
    }
    const match = /^\/api\/app\/property-unit\/(unit-[12])\/price-configuration$/.exec(url.pathname);
    if (match && req.method === 'GET') {
      if (url.pathname === SOURCE) {
        const retry = failing !== null && failing.left < ATTEMPTS;
        if (!retry && hold) await hold;
        // Cancel while reading aborts the read: it takes no answer, nor the failure meant for the next.
        if (req.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
        if (failing) {
          failing.left -= 1;
          if (failing.left === 0) failing = null;
          throw new TypeError('Failed to fetch');
        }
      }
      const stored = v.parse(PriceConfigurationSchema, { nightlyPrice: UNITS[match[1] as keyof typeof UNITS].nightlyPrice });
      return json({ unitId: match[1], saved: true, ...withSeasonRanges(stored) });
    }
    return json({ type: 'about:blank', title: 'Not found', status: 404 }, 404);
  });
  return {
    state,
    failNextWrite: (status: number) => void (failing = { status, left: ATTEMPTS }),
    holdWrites() {
      let release!: () => void;
      hold = new Promise<void>((r) => (release = r));
      return () => {
        hold = null;
        release();
      };
    },
  };
}

/** The page of the current path: its fake server, and whether the form holds a copy not undone (copy.open after a copy keeps it). */
let page: { server: ReturnType<typeof fakeApi>; formCopied: boolean };

const OPEN = 'Copy from unit …';
const panel = () => screen.queryByRole('region', { name: 'Copy from another unit of this property' });
const select = () => (panel() ? (within(panel()!).getByLabelText('Unit to copy from') as HTMLSelectElement) : null);
const inPanel = (name: string) => (panel() ? (within(panel()!).queryByRole('button', { name }) as HTMLButtonElement | null) : null);
const enabled = (b: HTMLButtonElement | null) => (b && !b.disabled ? b : null);
const price = () => (screen.getByLabelText(/Price per night \(€\)/) as HTMLInputElement).value;
/** The form's price: the unit's own, or the copied one until Undo copy (the copy is in the form, not saved). */
const formPrice = () => (page.formCopied ? '140' : '90');
const alertShown = () => screen.queryAllByRole('alert').find((a) => a.textContent!.includes("The unit's settings could not be read.")) ?? null;

const drivers: Drivers<UnitCopyEvent> = {
  'copy.open': (_e, ui) => click(ui, button(OPEN)),
  // The unit list sends a pick only when it changes: the unit it already shows cannot be picked again.
  'source.select': async (e, ui) => {
    const box = select();
    if (!box || box.disabled || box.value === e.unitId || ![...box.options].some((o) => o.value === e.unitId)) return false;
    await ui.user.selectOptions(box, e.unitId);
    return true;
  },
  'copy.confirm': async (_e, ui) => {
    const done = await click(ui, enabled(inPanel('Copy into the form')));
    if (done) page.formCopied = true;
    return done;
  },
  'copy.undo': async (_e, ui) => {
    const done = await click(ui, button('Undo copy'));
    if (done) page.formCopied = false;
    return done;
  },
  'copy.close': (_e, ui) => click(ui, inPanel('Cancel')),
  retry: (_e, ui) => click(ui, alertShown() && within(alertShown()!).queryByRole('button', { name: 'Try again' })),
};

/** The panel as the machine has it: the unit picked, the read under way or not. */
function panelShows(s: Snapshot, loading: boolean) {
  expect(panel()).toBeTruthy();
  expect(button(OPEN)).toBeNull();
  expect(select()!.value).toBe(s.context.sourceId ?? '');
  expect(select()!.disabled).toBe(loading);
  expect(within(panel()!).queryByText("Reading the unit's settings …") !== null).toBe(loading);
  expect(inPanel('Cancel')).toBeTruthy();
}

const viewChecks: Record<string, (s: Snapshot) => void> = {
  // Only the button; the form holds the unit's own price.
  closed: () => {
    expect(panel()).toBeNull();
    expect(button(OPEN)).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(price()).toBe(formPrice());
    expect(page.server.state.writes).toBe(0);
  },
  choosing: (s) => {
    panelShows(s, false);
    expect(s.context.sourceId).toBeNull();
    expect(inPanel('Copy into the form')!.disabled).toBe(true);
    expect(alertShown()).toBeNull();
    expect(price()).toBe(formPrice());
  },
  loading: (s) => {
    panelShows(s, true);
    expect(inPanel('Copy into the form')!.disabled).toBe(true);
    expect(alertShown()).toBeNull();
    expect(price()).toBe(formPrice());
  },
  // What would be copied; nothing has changed in the form yet.
  previewing: (s) => {
    panelShows(s, false);
    expect(within(panel()!).getByText('Price per night (€): 140')).toBeTruthy();
    expect(inPanel('Copy into the form')!.disabled).toBe(false);
    expect(alertShown()).toBeNull();
    expect(price()).toBe(formPrice());
  },
  failed: (s) => {
    panelShows(s, false);
    expect(s.context.lastError).toBe('loadFailed');
    expect(within(alertShown()!).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(inPanel('Copy into the form')!.disabled).toBe(true);
    expect(price()).toBe(formPrice());
  },
  // The form holds the copied price, not saved; the notice offers Undo copy.
  copied: () => {
    expect(panel()).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Copied from Penthouse');
    expect(button('Undo copy')).toBeTruthy();
    expect(button(OPEN)).toBeTruthy();
    expect(price()).toBe('140');
    expect(page.server.state.writes).toBe(0);
  },
};

it('every path of the machine plays on the real price step of a multi-unit property, which shows each state', async () => {
  await replayPaths({
    name: 'unit-copy',
    entry: machines['unit-copy'],
    mount: async () => {
      const server = fakeApi();
      page = { server, formCopied: false };
      renderStep('price-and-availability', { property: testProperty({ propertyType: 'multi', unitIds: ['unit-1', 'unit-2'] }), unit: testUnit({ propertyType: 'multi' }) });
      await screen.findByRole('button', { name: OPEN });
      await screen.findByDisplayValue('90');
      return server;
    },
    drivers,
    viewChecks,
    notDrivable: {
      'source.select': 'the unit list sends a pick only when it changes: with Penthouse (unit-2, the only other unit the payloads name) shown in previewing and failed, it cannot be picked again',
      'copy.close': 'after a copy the panel is closed: the notice offers Undo copy, and leaving the step without saving is the way out',
    },
  });
}, 120_000);
