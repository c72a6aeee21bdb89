import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { canShareStreams, joinLiveStream, type LiveStreamListener } from '../../src/client/api/live-stream-sharing';

// The tabs of one browser sharing one live stream (src/client/api/live-stream-sharing.ts). Each
// "tab" here is one join in this process: Node's BroadcastChannel delivers between them as the
// browser's does between tabs, and a small in-memory Web Locks stand-in grants one lock at a time,
// in the order asked, as navigator.locks does.

class FakeStream {
  static opened: FakeStream[] = [];
  readonly listeners = new Map<string, ((e: { data?: string }) => void)[]>();
  closed = false;
  constructor(readonly tab: string) {
    FakeStream.opened.push(this);
  }
  addEventListener(type: string, fn: (e: { data?: string }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data?: string) {
    for (const fn of this.listeners.get(type) ?? []) fn({ data });
  }
}

/** navigator.locks for exclusive locks: granted in request order; a waiting request can be aborted. */
class FakeLocks {
  private readonly waiting = new Map<string, { run(): void; aborted: boolean }[]>();
  private readonly held = new Set<string>();
  request(name: string, options: { signal?: AbortSignal }, callback: () => unknown): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const entry = {
        aborted: false,
        run: () => {
          this.held.add(name);
          void Promise.resolve(callback()).then(
            (value) => {
              this.held.delete(name);
              resolve(value);
              this.grant(name);
            },
            (error) => {
              this.held.delete(name);
              reject(error);
              this.grant(name);
            },
          );
        },
      };
      options.signal?.addEventListener('abort', () => {
        const queue = this.waiting.get(name) ?? [];
        if (!queue.includes(entry)) return; // already granted: aborting does not release it
        queue.splice(queue.indexOf(entry), 1);
        reject(new DOMException('aborted', 'AbortError'));
      });
      this.waiting.set(name, [...(this.waiting.get(name) ?? []), entry]);
      this.grant(name);
    });
  }
  private grant(name: string) {
    if (this.held.has(name)) return;
    const next = this.waiting.get(name)?.shift();
    next?.run();
  }
}

interface Heard {
  readies: number;
  events: string[];
  broken: number;
}
const tabs: { leave(): void }[] = [];
function tab(label: string, scope = 'host:anna') {
  const heard: Heard = { readies: 0, events: [], broken: 0 };
  const listener: LiveStreamListener = {
    ready: () => void (heard.readies += 1),
    event: (name, data) => void heard.events.push(`${name}:${data}`),
    broken: () => void (heard.broken += 1),
  };
  const leave = joinLiveStream(scope, () => new FakeStream(label) as unknown as EventSource, ['message', 'channel'], listener);
  const joined = { heard, leave };
  tabs.push(joined);
  return joined;
}
const streamOf = (label: string) => FakeStream.opened.filter((s) => s.tab === label).at(-1)!;
const openStreams = () => FakeStream.opened.filter((s) => !s.closed).map((s) => s.tab);

beforeEach(() => {
  FakeStream.opened = [];
  vi.stubGlobal('navigator', { locks: new FakeLocks() });
});
afterEach(() => {
  for (const t of tabs.splice(0)) t.leave();
  vi.unstubAllGlobals();
});

describe('one live stream for all the tabs of one person', () => {
  it('the first tab opens the only stream; what arrives reaches every tab once', async () => {
    expect(canShareStreams()).toBe(true);
    const first = tab('first');
    const second = tab('second');
    const third = tab('third');
    await vi.waitFor(() => expect(FakeStream.opened).toHaveLength(1));
    expect(openStreams()).toEqual(['first']);
    streamOf('first').emit('ready');
    await vi.waitFor(() => expect([first, second, third].map((t) => t.heard.readies)).toEqual([1, 1, 1]));
    streamOf('first').emit('message', '{"n":1}');
    streamOf('first').emit('channel', '{"n":2}');
    await vi.waitFor(() => expect(third.heard.events).toEqual(['message:{"n":1}', 'channel:{"n":2}']));
    expect(first.heard.events).toEqual(third.heard.events);
    expect(second.heard.events).toEqual(third.heard.events);
    // Still one stream, however many tabs.
    expect(FakeStream.opened).toHaveLength(1);
  });

  it('a tab that joins an open stream hears that it is ready, and no other tab hears it again', async () => {
    const first = tab('first');
    const second = tab('second');
    await vi.waitFor(() => expect(FakeStream.opened).toHaveLength(1));
    streamOf('first').emit('ready');
    await vi.waitFor(() => expect(second.heard.readies).toBe(1));
    const late = tab('late');
    await vi.waitFor(() => expect(late.heard.readies).toBe(1));
    // Give a stray broadcast the time to arrive: nobody else counts a second ready.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect([first.heard.readies, second.heard.readies]).toEqual([1, 1]);
    expect(FakeStream.opened).toHaveLength(1);
  });

  it('when the leading tab leaves, its stream closes and the next tab opens one; its ready tells the others to catch up', async () => {
    const first = tab('first');
    const second = tab('second');
    const third = tab('third');
    await vi.waitFor(() => expect(FakeStream.opened).toHaveLength(1));
    streamOf('first').emit('ready');
    await vi.waitFor(() => expect(third.heard.readies).toBe(1));
    first.leave();
    expect(streamOf('first').closed).toBe(true);
    await vi.waitFor(() => expect(openStreams()).toEqual(['second']));
    streamOf('second').emit('ready');
    await vi.waitFor(() => expect(third.heard.readies).toBe(2));
    expect(second.heard.readies).toBe(2);
    streamOf('second').emit('message', 'm');
    await vi.waitFor(() => expect(third.heard.events).toEqual(['message:m']));
    expect(first.heard.events).toEqual([]);
  });

  it('a tab that leaves before it ever leads opens nothing later', async () => {
    tab('first');
    const waiting = tab('waiting');
    const third = tab('third');
    await vi.waitFor(() => expect(FakeStream.opened).toHaveLength(1));
    waiting.leave();
    tabs[0]!.leave();
    await vi.waitFor(() => expect(openStreams()).toEqual(['third']));
    expect(FakeStream.opened.map((s) => s.tab)).toEqual(['first', 'third']);
    expect(third.heard.broken).toBe(0);
  });

  it('a broken stream is told to every tab', async () => {
    const first = tab('first');
    const second = tab('second');
    await vi.waitFor(() => expect(FakeStream.opened).toHaveLength(1));
    streamOf('first').emit('error');
    expect(streamOf('first').closed).toBe(true);
    await vi.waitFor(() => expect([first.heard.broken, second.heard.broken]).toEqual([1, 1]));
  });

  it('a tab that joins after the stream broke is not told it is ready', async () => {
    tab('first');
    await vi.waitFor(() => expect(FakeStream.opened).toHaveLength(1));
    streamOf('first').emit('ready');
    streamOf('first').emit('error');
    const late = tab('late');
    // Give the leader's answer to the late tab's hello the time to arrive: there is none.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(late.heard.readies).toBe(0);
  });

  it("another person's tabs have a stream of their own, and hear nothing of this one", async () => {
    const anna = tab('anna', 'host:anna');
    const alpine = tab('alpine', 'host:alpine');
    await vi.waitFor(() => expect(openStreams().sort()).toEqual(['alpine', 'anna']));
    streamOf('anna').emit('message', 'for anna');
    await vi.waitFor(() => expect(anna.heard.events).toEqual(['message:for anna']));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(alpine.heard.events).toEqual([]);
  });

  it('without Web Locks every tab has its own stream', async () => {
    vi.stubGlobal('navigator', {});
    expect(canShareStreams()).toBe(false);
    const first = tab('first');
    tab('second');
    expect(openStreams()).toEqual(['first', 'second']);
    streamOf('first').emit('ready');
    streamOf('first').emit('message', 'm');
    expect(first.heard).toEqual({ readies: 1, events: ['message:m'], broken: 0 });
  });
});
