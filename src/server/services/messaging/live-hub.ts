import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import { LIVE_CHANNEL, parseLiveNotice, type LiveNotice } from './live-notice';
import { readMessage } from './messages';
import type { Message } from '../../../shared/schemas/messaging';

// The live channel's fan-out inside one server process. Every instance LISTENs once on
// LIVE_CHANNEL (a NOTIFY from any instance reaches all of them) and hands each notice to its own
// open streams: a host's streams get every notice of that host, a guest's stream only the
// messages of its one conversation. A message is read from the database once per notice and
// process, however many streams want it.
//
// The LISTEN starts with the first stream and stops when the last one leaves (and on server
// close), so an idle process — or a test that closed its streams — holds no extra connection.

export type LiveEvent =
  | { event: 'message'; conversationId: string; message: Message }
  | { event: 'channel'; conversationId: string }
  /** LISTEN is (again) active: the client refetches what it may have missed before. */
  | { event: 'ready' };

export type LiveFilter = { kind: 'host'; hostId: string } | { kind: 'guest'; conversationId: string };

export interface LiveSubscriber {
  filter: LiveFilter;
  /** Must not block: the hub does not wait for a slow client. */
  deliver(event: LiveEvent): void;
  /** The hub is stopping (server close): end the stream. */
  close(): void;
}

export class LiveHub {
  private readonly subscribers = new Set<LiveSubscriber>();
  private stopListening: (() => Promise<void>) | null = null;
  /** Starting and stopping the LISTEN run one after the other, never interleaved. */
  private lifecycle: Promise<unknown> = Promise.resolve();
  /** Messages are read concurrently but delivered in the order their notices arrived. */
  private deliveries: Promise<void> = Promise.resolve();

  constructor(
    private readonly database: Database,
    private readonly logger?: Logger,
  ) {}

  get subscriberCount(): number {
    return this.subscribers.size;
  }

  get listening(): boolean {
    return this.stopListening !== null;
  }

  /**
   * Adds a stream; resolves once the LISTEN is active, so anything committed after that reaches
   * it (the caller then sends `ready` and the client loads the current state). Answers the
   * function that removes it again.
   */
  async subscribe(subscriber: LiveSubscriber): Promise<() => void> {
    this.subscribers.add(subscriber);
    try {
      await this.ensureListening();
    } catch (error) {
      this.subscribers.delete(subscriber);
      this.stopWhenIdle();
      throw error;
    }
    return () => {
      if (this.subscribers.delete(subscriber)) this.stopWhenIdle();
    };
  }

  /** Server close: ends every open stream and the LISTEN. */
  async stop(): Promise<void> {
    for (const subscriber of [...this.subscribers]) {
      this.subscribers.delete(subscriber);
      try {
        subscriber.close();
      } catch {
        /* already gone */
      }
    }
    await this.runLifecycle(() => this.unlisten());
    await this.deliveries;
  }

  private ensureListening(): Promise<unknown> {
    return this.runLifecycle(async () => {
      if (this.stopListening || this.subscribers.size === 0) return;
      this.stopListening = await this.database.listen(
        LIVE_CHANNEL,
        (payload) => this.onPayload(payload),
        () => this.onReconnect(),
      );
    });
  }

  private stopWhenIdle(): void {
    void this.runLifecycle(async () => {
      if (this.subscribers.size === 0) await this.unlisten();
    });
  }

  private async unlisten(): Promise<void> {
    const stop = this.stopListening;
    this.stopListening = null;
    await stop?.().catch((err) => this.logger?.warn({ err }, 'stopping the live channel LISTEN failed'));
  }

  private runLifecycle<T>(step: () => Promise<T>): Promise<T> {
    const run = this.lifecycle.then(step, step);
    this.lifecycle = run.catch(() => undefined);
    return run;
  }

  private matching(notice: LiveNotice): LiveSubscriber[] {
    return [...this.subscribers].filter((s) =>
      s.filter.kind === 'host'
        ? s.filter.hostId === notice.hostId
        : // Guests hear only their conversation's messages, never the host's read or archive marks.
          notice.kind === 'message' && s.filter.conversationId === notice.conversationId,
    );
  }

  private onPayload(payload: string): void {
    const notice = parseLiveNotice(payload);
    if (!notice) {
      this.logger?.warn({ payload: payload.slice(0, 200) }, 'ignored an unreadable live notice');
      return;
    }
    if (this.matching(notice).length === 0) return; // nobody here listens: nothing to read
    // Start the read now; deliver after the notices before it.
    const event: Promise<LiveEvent | null> =
      notice.kind === 'message'
        ? readMessage(this.database.db, notice.messageId).then((message) => (message ? { event: 'message', conversationId: notice.conversationId, message } : null))
        : Promise.resolve({ event: 'channel', conversationId: notice.conversationId });
    this.deliveries = this.deliveries.then(async () => {
      try {
        const e = await event;
        // Match again: a stream that closed while the message was read gets nothing.
        if (e) for (const s of this.matching(notice)) s.deliver(e);
      } catch (err) {
        this.logger?.error({ err, notice }, 'a live notice could not be delivered');
      }
    });
  }

  private onReconnect(): void {
    // Notices sent while the LISTEN connection was down are lost: every stream refetches.
    for (const s of this.subscribers) s.deliver({ event: 'ready' });
  }
}

const hubs = new WeakMap<Database, LiveHub>();

/** The process's hub for this database (one per server instance; made on first use). */
export function liveHubFor(database: Database, logger?: Logger): LiveHub {
  let hub = hubs.get(database);
  if (!hub) {
    hub = new LiveHub(database, logger);
    hubs.set(database, hub);
  }
  return hub;
}

/** Open live event streams of this instance (/metrics); none before the first one opens. */
export function liveSubscriberCount(database: Database): number {
  return hubs.get(database)?.subscriberCount ?? 0;
}

/** Ends the hub's streams and LISTEN, if it has one (server close, before the database closes). */
export async function stopLiveHub(database: Database): Promise<void> {
  await hubs.get(database)?.stop();
}
