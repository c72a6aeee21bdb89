import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

// Client test files split by whether they replace modules (vi.mock). Such a file needs a module
// graph of its own: a module another file already imported, or one it mocked, would be reused as
// it is. Every other file can share one module graph per worker, which spares re-evaluating React,
// happy-dom and the app's modules for each file (vite.config.ts, the client projects).
export function clientTestFiles(root: string) {
  const dir = path.join(root, 'tests/client');
  const files = (readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => /\.test\.tsx?$/.test(f))
    .map((f) => path.posix.join('tests/client', f.split(path.sep).join('/')))
    .sort();
  const mocking = files.filter((f) => /\bvi\.(mock|doMock)\(/.test(readFileSync(path.join(root, f), 'utf8')));
  return { mocking, sharing: files.filter((f) => !mocking.includes(f)) };
}
