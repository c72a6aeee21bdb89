import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

// The folders the server reads at run time. The same code runs from src/ (tsx, vitest) and
// bundled into dist/server/main.mjs (npm start), where every module's import.meta.url is the
// bundle's, so no module computes a path from its own location: this finds the project root
// once (the nearest directory up from here holding package.json) and names them from there.
// The compiled server still reads these files from src/ (they are data, not code).
function findProjectRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${start}`);
  }
}

export const projectRoot = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));

export const serverPaths = {
  /** drizzle's SQL migrations (src/server/db/migrations). */
  migrations: path.join(projectRoot, 'src/server/db/migrations'),
  /** The translation files, src/shared/i18n/<scope>/<locale>.json. */
  i18n: path.join(projectRoot, 'src/shared/i18n'),
  /** The identity pages' stylesheet and script (src/server/auth/pages). */
  authPages: path.join(projectRoot, 'src/server/auth/pages'),
  /** The built SPA (vite build). */
  clientDist: path.join(projectRoot, 'dist/client'),
};
