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
import { scaledMs } from '../../support/time-scale';

// The unit-copy machine's paths replayed against the real price step of a multi-unit property
// ("Copy from unit …" above its form), with the real machine, react-query and HTTP client. Only
// fetch is a fake: the property's units, the edited unit's prices (90 a night) and those of the
// other units, Penthouse (140) and Loft (160), whose read the machine waits for: the fake holds it
// (to see it loading) and fails it as the path says (status 0: no answer, for it and the client's retries).

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Snapshot = SnapshotFrom<typeof unitCopyMachine>;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const UNITS = {
  'unit-1': { title: 'Studio', nightlyPrice: 90 },
  'unit-2': { title: 'Penthouse', nightlyPrice: 140 },
  'unit-3': { title: 'Loft', nightlyPrice: 160 },
} as const;
type UnitId = keyof typeof UNITS;
/** The unit being edited; the others are sources. */
const EDITED: UnitId = 'unit-1';

function fakeApi() {
  const state = { writes: 0 };
  // The HTTP client reads a GET again twice after a network failure (api/http.ts).
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
    const match = /^\/api\/app\/property-unit\/(unit-[123])\/price-configuration$/.exec(url.pathname);
    if (match && req.method === 'GET') {
      if (match[1] !== EDITED) {
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
      const stored = v.parse(PriceConfigurationSchema, { nightlyPrice: UNITS[match[1] as UnitId].nightlyPrice });
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

/** The page of the current path: its fake server, and the unit whose copy the form holds, not undone (copy.open after a copy keeps it). */
let page: { server: ReturnType<typeof fakeApi>; formCopied: UnitId | null };

const OPEN = 'Copy from unit …';
const panel = () => screen.queryByRole('region', { name: 'Copy from another unit of this property' });
const select = () => (panel() ? (within(panel()!).getByLabelText('Unit to copy from') as HTMLSelectElement) : null);
const inPanel = (name: string) => (panel() ? (within(panel()!).queryByRole('button', { name }) as HTMLButtonElement | null) : null);
const enabled = (b: HTMLButtonElement | null) => (b && !b.disabled ? b : null);
const price = () => (screen.getByLabelText(/Price per night \(€\)/) as HTMLInputElement).value;
/** The form's price: the unit's own, or the copied one until Undo copy (the copy is in the form, not saved). */
const formPrice = () => String(UNITS[page.formCopied ?? EDITED].nightlyPrice);
const unitOf = (s: Snapshot) => UNITS[s.context.sourceId as UnitId];
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
    const picked = select()?.value as UnitId | undefined;
    const done = await click(ui, enabled(inPanel('Copy into the form')));
    if (done) page.formCopied = picked!;
    return done;
  },
  'copy.undo': async (_e, ui) => {
    const done = await click(ui, button('Undo copy'));
    if (done) page.formCopied = null;
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
    expect(within(panel()!).getByText(`Price per night (€): ${unitOf(s).nightlyPrice}`)).toBeTruthy();
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
  copied: (s) => {
    expect(panel()).toBeNull();
    expect(screen.getByRole('status').textContent).toContain(`Copied from ${unitOf(s).title}`);
    expect(button('Undo copy')).toBeTruthy();
    expect(button(OPEN)).toBeTruthy();
    expect(price()).toBe(String(unitOf(s).nightlyPrice));
    expect(page.server.state.writes).toBe(0);
  },
};

it('every path of the machine plays on the real price step of a multi-unit property, which shows each state', async () => {
  await replayPaths({
    name: 'unit-copy',
    entry: machines['unit-copy'],
    mount: async () => {
      const server = fakeApi();
      page = { server, formCopied: null };
      renderStep('price-and-availability', { property: testProperty({ propertyType: 'multi', unitIds: Object.keys(UNITS) }), unit: testUnit({ propertyType: 'multi' }) });
      await screen.findByRole('button', { name: OPEN });
      await screen.findByDisplayValue('90');
      return server;
    },
    drivers,
    viewChecks,
    notDrivable: {},
  });
}, scaledMs(120_000));
