import { parentPort, workerData } from 'node:worker_threads';
import { IcalParseError, IcalRuleError, parseIcal } from './parse';
import type { ParseWorkerMessage, ParseWorkerInput } from './parse-isolated';

// Inside the worker thread that parse-isolated.ts starts for one calendar: it parses, telling the
// main thread which repeat rule it is expanding (so a parse stopped for taking too long can name
// it), and answers the events or the reason the calendar was refused.

const { text, today } = workerData as ParseWorkerInput;
const send = (message: ParseWorkerMessage) => parentPort!.postMessage(message);

send({ kind: 'started' });
try {
  send({ kind: 'events', events: parseIcal(text, { today, onRule: (rule, uid) => send({ kind: 'rule', rule, uid }) }) });
} catch (error) {
  if (!(error instanceof IcalParseError)) throw error; // the main thread sees it as the worker's 'error'
  send({ kind: 'refused', message: error.message, rule: error instanceof IcalRuleError ? error.rule : undefined });
}
