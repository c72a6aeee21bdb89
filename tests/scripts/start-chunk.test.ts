import { describe, expect, it } from 'vitest';
import { startChunk } from '../../scripts/vite/start-chunk';

// The start chunk (vite.config.ts) holds what the entry and the app root import statically, at any
// depth; what they import dynamically (pages, dialogs, texts) is left to automatic chunking.

const ROOT = '/repo';
const at = (p: string) => `${ROOT}/${p}`;
// entry -> app root -> shell -> react; the entry imports the texts dynamically, the app root a page.
const graph: Record<string, string[]> = {
  [at('src/client/main.tsx')]: [at('node_modules/react/index.js')],
  [at('src/client/app/app-root.tsx')]: [at('src/client/shell/shell.tsx')],
  [at('src/client/shell/shell.tsx')]: [at('node_modules/react/index.js'), at('src/client/ui/button.tsx')],
  [at('src/client/ui/button.tsx')]: [],
  [at('node_modules/react/index.js')]: [],
  [at('src/client/features/calendar/calendar-page.tsx')]: [at('src/client/ui/button.tsx'), at('src/client/features/calendar/calendar-month.tsx')],
  [at('src/client/features/calendar/calendar-month.tsx')]: [],
  [at('virtual:message-bundle/app/en-US')]: [],
};
const calls: string[] = [];
const ctx = {
  getModuleInfo: (id: string) => {
    calls.push(id);
    return id in graph ? { importedIds: graph[id]! } : null;
  },
};

describe('start chunk', () => {
  const { name } = startChunk(ROOT, ['src/client/main.tsx', 'src/client/app/app-root.tsx']);

  it('names the roots and everything they import statically, at any depth', () => {
    for (const p of ['src/client/main.tsx', 'src/client/app/app-root.tsx', 'src/client/shell/shell.tsx', 'src/client/ui/button.tsx', 'node_modules/react/index.js']) expect(name(at(p), ctx), p).toBe('start');
  });

  it('leaves pages, what only they import, and the texts to automatic chunking', () => {
    for (const p of ['src/client/features/calendar/calendar-page.tsx', 'src/client/features/calendar/calendar-month.tsx', 'virtual:message-bundle/app/en-US']) expect(name(at(p), ctx), p).toBeNull();
  });

  it('walks the graph once, however many modules it names', () => {
    const before = calls.length;
    name(at('src/client/ui/button.tsx'), ctx);
    expect(calls.length).toBe(before);
  });
});
