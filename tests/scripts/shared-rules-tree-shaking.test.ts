import path from 'node:path';
import { expect, it } from 'vitest';
import { build } from 'rolldown';
import { scaledMs } from '../support/time-scale';

// The browser's first route reaches shared rules through the schemas (the messaging schemas
// import GUEST_CANCEL_REASON_MAX from bookings/guest-cancel.ts, which imports property-today.ts).
// A module the bundler thinks has side effects ships whole, with its imports: property-today's
// zone tables once kept a date library (~23 KB gzip) in the first route's JavaScript. Bundled with the
// same bundler as the build, a constant of guest-cancel.ts must come without them.
it('a constant of guest-cancel.ts bundles without property-today.ts', async () => {
  const entry = path.resolve('tests/scripts/fixtures/guest-cancel-constant.ts');
  const { output } = await build({ input: entry, write: false, logLevel: 'silent' });
  const chunks = output.flatMap((o) => (o.type === 'chunk' ? [o] : []));
  const modules = chunks.flatMap((c) => Object.keys(c.modules));
  expect(chunks.map((c) => c.code).join('')).toContain('500'); // the constant itself is there
  expect(modules.filter((id) => id.endsWith('property-today.ts'))).toEqual([]);
}, scaledMs(20_000));
