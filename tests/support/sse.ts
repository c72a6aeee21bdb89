// Reading a text/event-stream body in Node (fetch() or app.request()): the events and comment
// lines as they arrive, and waits bounded by a deadline (never a timing benchmark).

export interface SseEvent {
  event: string;
  data: string;
}

export interface SseReader {
  /** Every event received so far, in order. */
  events: SseEvent[];
  /** Comment lines (": ...") received so far, e.g. heartbeats. */
  comments: string[];
  /** The first event (received or still to come) that matches, or a rejection at the deadline. */
  waitFor(match: (e: SseEvent) => boolean, deadlineMs?: number): Promise<SseEvent>;
  /** Resolves when a comment line arrives (or rejects at the deadline). */
  waitForComment(deadlineMs?: number): Promise<string>;
  /** True once the server ended the stream. */
  ended(): boolean;
  waitForEnd(deadlineMs?: number): Promise<void>;
  /** Hangs up (cancels the body), as a closed browser tab does. */
  close(): Promise<void>;
}

export function readSse(response: Response): SseReader {
  if (!response.body) throw new Error('the response has no body');
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const events: SseEvent[] = [];
  const comments: string[] = [];
  let done = false;
  let listeners: (() => void)[] = [];
  const changed = () => {
    const now = listeners;
    listeners = [];
    for (const l of now) l();
  };

  let buffer = '';
  const parseBlock = (block: string) => {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) comments.push(line.slice(1).trim());
      else if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    if (data.length > 0 || block.includes('event:')) events.push({ event, data: data.join('\n') });
  };
  void (async () => {
    try {
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) break;
        buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          parseBlock(buffer.slice(0, cut));
          buffer = buffer.slice(cut + 2);
        }
        changed();
      }
    } catch {
      /* cancelled or reset */
    }
    done = true;
    changed();
  })();

  const until = <T>(check: () => T | undefined, deadlineMs: number, what: string) =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${what} within ${deadlineMs} ms (events so far: ${JSON.stringify(events)})`)), deadlineMs);
      const test = () => {
        const found = check();
        if (found !== undefined) {
          clearTimeout(timer);
          resolve(found);
        } else if (done) {
          clearTimeout(timer);
          reject(new Error(`the stream ended before ${what} (events: ${JSON.stringify(events)})`));
        } else listeners.push(test);
      };
      test();
    });

  return {
    events,
    comments,
    waitFor: (match, deadlineMs = 1000) => until(() => events.find(match), deadlineMs, 'matching event'),
    waitForComment: (deadlineMs = 1000) => until(() => comments[0], deadlineMs, 'comment'),
    ended: () => done,
    waitForEnd: (deadlineMs = 1000) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`the stream did not end within ${deadlineMs} ms`)), deadlineMs);
        const test = () => (done ? (clearTimeout(timer), resolve()) : listeners.push(test));
        test();
      }),
    close: async () => {
      await reader.cancel().catch(() => undefined);
    },
  };
}
