import path from 'node:path';

// Every start runs the entry and the app root (router and shell) with everything they import
// statically: about 200 modules, which automatic chunking spread over 27 files, each shared with a
// different set of pages. The start needs all of them anyway, so they go out as one file: a phone
// on a slow network pays a round trip per file it has to ask for (six at a time over HTTP/1.1),
// and one file compresses better than 27. What pages import later stays chunked as before.

interface ModuleInfoLike {
  importedIds: readonly string[];
}
/** What rolldown hands a code-splitting group's name function (its ChunkingContext). */
interface ChunkingContextLike {
  getModuleInfo(id: string): ModuleInfoLike | null;
}

/**
 * A code-splitting group (build.rolldownOptions.output.codeSplitting.groups) naming 'start' every
 * module the given modules (paths from root) import statically, directly or not, themselves included.
 */
export function startChunk(root: string, modules: string[]) {
  let start: Set<string> | null = null;
  const startModules = (ctx: ChunkingContextLike) => {
    if (start) return start;
    start = new Set();
    const stack = modules.map((m) => path.join(root, m));
    while (stack.length) {
      const id = stack.pop()!;
      if (start.has(id)) continue;
      start.add(id);
      stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
    }
    return start;
  };
  return { name: (id: string, ctx: ChunkingContextLike) => (startModules(ctx).has(id) ? 'start' : null) };
}
