import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { MessagePage } from '../../../src/shared/schemas/messaging';
import { addToThread, type ThreadPages } from '../../../src/client/api/thread-cache';
import { message } from '../messages/support';

// A thread is read again (say, the live stream reconnected) while a new message arrives: the read
// began before the message was stored, so its answer lacks it. The message must still show.

const key = ['thread', 'sophie'];
const clients: QueryClient[] = [];
afterEach(() => clients.splice(0).forEach((c) => c.clear()));

/** A server whose reads see what is stored when they start and answer when let go. */
function slowServer() {
  const stored = [message({ body: 'Hello' })];
  const waiting: Array<() => void> = [];
  let reads = 0;
  const read = async (): Promise<MessagePage> => {
    reads += 1;
    const items = [...stored];
    await new Promise<void>((go) => waiting.push(go));
    return { items, nextBefore: null };
  };
  const letGo = () => waiting.splice(0).forEach((go) => go());
  return { stored, read, letGo, reads: () => reads };
}

async function watchThread(server: ReturnType<typeof slowServer>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  clients.push(client);
  const observer = new InfiniteQueryObserver<MessagePage, Error, ThreadPages, typeof key, string | null>(client, {
    queryKey: key,
    queryFn: server.read,
    initialPageParam: null,
    getNextPageParam: (p) => p.nextBefore,
  });
  const stop = observer.subscribe(() => undefined);
  await expect.poll(server.reads).toBe(1);
  server.letGo();
  await expect.poll(() => observer.getCurrentResult().isSuccess).toBe(true);
  const bodies = () => (client.getQueryData<ThreadPages>(key)?.pages ?? []).flatMap((p) => p.items.map((m) => m.body));
  const settled = async () => {
    await expect.poll(() => (server.letGo(), client.isFetching({ queryKey: key }))).toBe(0);
  };
  return { client, bodies, settled, stop };
}

describe('a thread in the query cache', () => {
  it('adds a message once, by id, and says whether it was new', async () => {
    const server = slowServer();
    const { client, bodies, stop } = await watchThread(server);
    const arrived = message({ body: 'See you soon' });
    expect(addToThread(client, key, arrived)).toBe(true);
    expect(addToThread(client, key, arrived)).toBe(false);
    expect(bodies()).toEqual(['Hello', 'See you soon']);
    expect(server.reads()).toBe(1);
    stop();
  });

  it('keeps a message that arrives while the thread is being read again, by reading it once more', async () => {
    const server = slowServer();
    const { client, bodies, settled, stop } = await watchThread(server);
    // The reload starts; it reads the thread before the new message is stored.
    void client.invalidateQueries({ queryKey: key });
    await expect.poll(server.reads).toBe(2);
    const arrived = message({ body: 'The key is ready' });
    server.stored.push(arrived);
    expect(addToThread(client, key, arrived)).toBe(true);
    await settled();
    expect(bodies()).toEqual(['Hello', 'The key is ready']);
    expect(server.reads()).toBe(3);
    stop();
  });

  it('leaves a thread that is not loaded alone', () => {
    const client = new QueryClient();
    clients.push(client);
    expect(addToThread(client, key, message())).toBe(false);
    expect(client.getQueryData(key)).toBeUndefined();
  });
});
