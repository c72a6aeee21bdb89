import path from 'node:path';

// The four pages of the menu a host moves between all day (calendar, properties, bookings,
// messages) each import, beyond the start chunk (scripts/vite/start-chunk.ts), some 40 modules of
// their own and of one another. Automatic chunking cut those into one file per set of lazily loaded
// modules sharing them: the calendar page came as 29 files of 1-3 KB, its bookings page as 26.
// Over HTTP/1.1 a browser asks six at a time, so a phone on a slow network waited five round trips
// for files it needed anyway. Those modules go out as one file instead: the first menu page loads
// it (about 56 KB compressed, against 30-48 KB in many files), and the other three need only their
// own small page file after it. Measured with Lighthouse's mobile preset (tests/bench/lighthouse.ts),
// this beat one file per page plus one for what they share, which loaded a little less per page.
//
// Not taken: the modules of the start and what the home page imports (the start chunk holds them),
// and modules loaded lazily (import(): the pages themselves, sidebars, dialogs), which keep files
// of their own, so nothing runs before it is asked for.

/** The menu's pages: their static imports go out as one chunk, 'menu-pages'. */
export const MENU_PAGES = [
  'src/client/features/calendar/calendar-page.tsx',
  'src/client/features/properties/properties-page.tsx',
  'src/client/features/bookings/bookings-page.tsx',
  'src/client/features/messages/inbox-page.tsx',
];

interface ModuleInfoLike {
  importedIds: readonly string[];
  dynamicImporters?: readonly string[];
}
/** What rolldown hands a code-splitting group's name function (its ChunkingContext). */
interface ChunkingContextLike {
  getModuleInfo(id: string): ModuleInfoLike | null;
}

/** Every module the given ones import statically, at any depth, themselves included. */
function staticClosure(ctx: ChunkingContextLike, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * A code-splitting group naming 'menu-pages' every module the pages (paths from root) import
 * statically, at any depth, except what the modules of `startModules` reach (the start chunk's
 * share, however far) and modules something imports lazily.
 */
export function menuPagesChunk(root: string, pages: string[], startModules: string[]) {
  let taken: Set<string> | null = null;
  const menuModules = (ctx: ChunkingContextLike) => {
    if (taken) return taken;
    const start = staticClosure(ctx, startModules.map((m) => path.join(root, m)));
    taken = new Set([...staticClosure(ctx, pages.map((m) => path.join(root, m)))].filter((id) => !start.has(id)));
    return taken;
  };
  return {
    name: (id: string, ctx: ChunkingContextLike) =>
      menuModules(ctx).has(id) && !ctx.getModuleInfo(id)?.dynamicImporters?.length ? 'menu-pages' : null,
  };
}
