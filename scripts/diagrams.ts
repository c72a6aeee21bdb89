// npm run diagrams [-- --check]: writes machines/<name>/<name>.md for every registered machine;
// with --check it writes nothing and exits 1 naming each file that is stale.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { machines } from '../machines/index';
import { renderMachineDoc } from './lib/diagram';

const root = path.resolve(import.meta.dirname, '..');
const check = process.argv.includes('--check');
const stale: string[] = [];

for (const [name, entry] of Object.entries(machines)) {
  const file = path.join(root, 'machines', name, `${name}.md`);
  const doc = renderMachineDoc(name, entry);
  const current = existsSync(file) ? readFileSync(file, 'utf8') : null;
  if (current === doc) continue;
  if (check) stale.push(path.relative(root, file));
  else {
    writeFileSync(file, doc);
    console.log(`wrote ${path.relative(root, file)}`);
  }
}

if (stale.length) {
  console.error(`Stale machine diagrams (run npm run diagrams):\n${stale.map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}
