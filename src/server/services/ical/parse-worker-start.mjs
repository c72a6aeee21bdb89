// The worker thread's entry: the server runs TypeScript through tsx, and a worker thread does not
// inherit a loader registered in the test runner, so it registers tsx itself before loading the
// parser.
import { register } from 'tsx/esm/api';

register();
await import('./parse-worker.ts');
