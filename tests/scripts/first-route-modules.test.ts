import path from 'node:path';
import { expect, it } from 'vitest';
import { build, type Plugin } from 'rolldown';
import { scaledMs } from '../support/time-scale';

// The first route's JavaScript (npm run bench, tests/bench/run.ts, budget 150 KB gzip) is the
// entry chunk and the static imports of the app root, the home page and the English texts. A
// single static import can pull a whole library in: api/queries.ts once imported the listing
// calls, whose property schema then checked time zones with a date library (about 21 KB gzip), and pages.ts
// imported react-router's matchRoutes, which put that router (about 31 KB) in the entry chunk
// (the portal now has its own, src/client/router, and react-router is only the tests' oracle). This
// bundles what those modules import statically (dynamic imports, stylesheets and the text bundles
// left out) with the build's bundler, in well under a second, and names the packages found.

const staticOnly: Plugin = {
  name: 'static-imports-only',
  resolveId(id) {
    if (id.endsWith('.css') || id.startsWith('virtual:')) return { id, external: true };
    return null;
  },
  resolveDynamicImport(specifier) {
    return { id: typeof specifier === 'string' ? specifier : 'dynamic-import', external: true };
  },
};

/** The packages and the project's own modules (from the repo's root) the given modules import statically. */
async function bundleOf(...modules: string[]): Promise<{ packages: string[]; modules: string[] }> {
  const { output } = await build({ input: modules.map((m) => path.resolve(m)), write: false, logLevel: 'silent', transform: { jsx: 'react-jsx' }, plugins: [staticOnly] });
  const ids = output.flatMap((o) => (o.type === 'chunk' ? Object.keys(o.modules) : []));
  return {
    packages: [...new Set(ids.flatMap((id) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1] ?? []))].sort(),
    modules: [...new Set(ids.filter((id) => !id.includes('node_modules')).map((id) => path.relative(process.cwd(), id)))].sort(),
  };
}

// Needed before anything shows: the app start runs machines, reads settings with the fetch client
// and valibot, and keeps server state in react-query. Radix, the calendar and the charts are
// not, nor react-router and ky, which the portal no longer uses (react-router is the tests' oracle
// for the portal's own router, tests/client/router.test.tsx).
const NEVER_FIRST = /^(react-router|ky|@radix-ui\/.*|@fullcalendar\/.*|mermaid|elkjs|@mermaid-js\/.*|ical\.js|leaflet|maplibre-gl)$/;

it('the entry chunk brings no router', async () => {
  const { packages, modules } = await bundleOf('src/client/main.tsx');
  expect(packages).toContain('react-dom'); // the bundle is real
  expect(packages.filter((p) => NEVER_FIRST.test(p))).toEqual([]);
  // Only the router's matching (pages.ts ranks addresses with it), not its components.
  expect(modules.filter((m) => m.includes('src/client/router/'))).toEqual(['src/client/router/match.ts']);
}, scaledMs(20_000));

it("what shows '/' brings the router, but no Radix, calendar or chart", async () => {
  const { packages, modules } = await bundleOf('src/client/main.tsx', 'src/client/app/app-root.tsx', 'src/client/app/pages/home-page.tsx');
  expect(modules).toContain('src/client/router/router.tsx');
  expect(packages.filter((p) => NEVER_FIRST.test(p))).toEqual([]);
}, scaledMs(20_000));

// The properties page shows every card's status; the menu of units to fix (several units need it)
// comes with its Radix code on first use (features/properties/fix-unit-menu.tsx, about 18 KB gzip).
it('the properties page brings no menu code of its own', async () => {
  const { packages, modules } = await bundleOf('src/client/features/properties/properties-page.tsx');
  expect(modules).toContain('src/client/features/properties/listing-status-text.tsx'); // the bundle is real
  expect(packages.filter((p) => p === '@radix-ui/react-dropdown-menu' || p === '@radix-ui/react-menu')).toEqual([]);
}, scaledMs(20_000));

// The calendar opens with no sidebar: a stay's details (decisions, cancelling, their dialogs) and
// the calendar import come once it has shown (features/calendar/sidebars/sidebar-registry.tsx).
it('the calendar page brings neither the stay details nor the calendar import', async () => {
  const { modules } = await bundleOf('src/client/features/calendar/calendar-page.tsx');
  expect(modules).toContain('src/client/features/calendar/sidebars/sidebar-registry.tsx'); // the bundle is real
  const deferred = ['sidebars/stay-details-sidebar.tsx', 'sidebars/calendar-import-sidebar.tsx', 'features/bookings/actions/', 'features/calendar-sync/'];
  expect(modules.filter((m) => deferred.some((d) => m.includes(d)))).toEqual([]);
}, scaledMs(20_000));
