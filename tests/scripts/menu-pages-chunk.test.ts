import { describe, expect, it } from 'vitest';
import { menuPagesChunk } from '../../scripts/vite/menu-pages-chunk';
import { startChunk } from '../../scripts/vite/start-chunk';

// The menu's pages share one chunk of what they import statically (vite.config.ts), leaving out
// what the start chunk holds (the start and the home page's imports) and whatever is loaded lazily.

const ROOT = '/repo';
const at = (p: string) => `${ROOT}/${p}`;
// entry -> app root -> shell -> button; home -> heading; calendar -> month, dialog, heading; bookings
// -> dialog, list; the calendar loads a sidebar lazily, which imports the list statically.
const graph: Record<string, { importedIds: string[]; dynamicImporters?: string[] }> = {
  [at('src/client/main.tsx')]: { importedIds: [at('src/client/app/app-root.tsx')] },
  [at('src/client/app/app-root.tsx')]: { importedIds: [at('src/client/shell/shell.tsx')] },
  [at('src/client/shell/shell.tsx')]: { importedIds: [at('src/client/ui/button.tsx')] },
  [at('src/client/ui/button.tsx')]: { importedIds: [] },
  [at('src/client/app/pages/home-page.tsx')]: { importedIds: [at('src/client/ui/page-heading.tsx')], dynamicImporters: [at('src/client/app/pages.ts')] },
  [at('src/client/ui/page-heading.tsx')]: { importedIds: [at('src/client/ui/button.tsx')] },
  [at('src/client/features/calendar/calendar-page.tsx')]: {
    importedIds: [at('src/client/features/calendar/calendar-month.tsx'), at('src/client/ui/dialog.tsx'), at('src/client/ui/page-heading.tsx')],
    dynamicImporters: [at('src/client/app/pages.ts')],
  },
  [at('src/client/features/calendar/calendar-month.tsx')]: { importedIds: [] },
  [at('src/client/ui/dialog.tsx')]: { importedIds: [at('node_modules/@radix-ui/react-dialog/index.mjs')] },
  [at('node_modules/@radix-ui/react-dialog/index.mjs')]: { importedIds: [] },
  [at('src/client/features/bookings/bookings-page.tsx')]: { importedIds: [at('src/client/ui/dialog.tsx'), at('src/client/features/bookings/booking-list.tsx')], dynamicImporters: [at('src/client/app/pages.ts')] },
  [at('src/client/features/bookings/booking-list.tsx')]: { importedIds: [] },
  [at('src/client/features/calendar/sidebar.tsx')]: { importedIds: [at('src/client/features/bookings/booking-list.tsx')], dynamicImporters: [at('src/client/features/calendar/calendar-page.tsx')] },
};
const ctx = { getModuleInfo: (id: string) => graph[id] ?? null };
const START = ['src/client/main.tsx'];
const HOME = 'src/client/app/pages/home-page.tsx';
const PAGES = ['src/client/features/calendar/calendar-page.tsx', 'src/client/features/bookings/bookings-page.tsx'];

describe('menu pages chunk', () => {
  const { name } = menuPagesChunk(ROOT, PAGES, [...START, HOME]);

  it('names what the pages import statically, shared or not, packages included', () => {
    for (const p of ['src/client/features/calendar/calendar-month.tsx', 'src/client/ui/dialog.tsx', 'node_modules/@radix-ui/react-dialog/index.mjs', 'src/client/features/bookings/booking-list.tsx'])
      expect(name(at(p), ctx), p).toBe('menu-pages');
  });

  it('leaves the start, the home page’s imports and what is loaded lazily (the pages themselves too)', () => {
    for (const p of ['src/client/ui/button.tsx', 'src/client/ui/page-heading.tsx', 'src/client/features/calendar/calendar-page.tsx', 'src/client/features/bookings/bookings-page.tsx', 'src/client/features/calendar/sidebar.tsx'])
      expect(name(at(p), ctx), p).toBeNull();
  });

  it('the start chunk takes the home page’s imports but not the page', () => {
    const start = startChunk(ROOT, START, [HOME]);
    expect(start.name(at('src/client/ui/page-heading.tsx'), ctx)).toBe('start');
    expect(start.name(at(HOME), ctx)).toBeNull();
    expect(start.name(at('src/client/ui/dialog.tsx'), ctx)).toBeNull();
  });
});
