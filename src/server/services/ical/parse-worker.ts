import { parentPort } from 'node:worker_threads';
import { IcalParseError, IcalRuleError, parseIcal } from './parse';
import type { ParseWorkerMessage, ParseWorkerRequest } from './parse-isolated';

// Inside a worker thread of parse-isolated.ts: it parses one calendar at a time, telling the main
// thread which repeat rule it is expanding (so a parse stopped for taking too long can name it),
// and answers the events or the reason the calendar was refused. The main thread reuses it for
// the next calendar, or terminates it when a parse passes its limits.

const send = (message: ParseWorkerMessage) => parentPort!.postMessage(message);

parentPort!.on('message', ({ id, text, today }: ParseWorkerRequest) => {
  send({ id, kind: 'started' });
  try {
    send({ id, kind: 'events', events: parseIcal(text, { today, onRule: (rule, uid) => send({ id, kind: 'rule', rule, uid }) }) });
  } catch (error) {
    if (!(error instanceof IcalParseError)) throw error; // the main thread sees it as the worker's 'error'
    send({ id, kind: 'refused', message: error.message, rule: error instanceof IcalRuleError ? error.rule : undefined });
  }
});
