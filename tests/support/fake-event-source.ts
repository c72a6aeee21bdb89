import { act } from '@testing-library/react';

/**
 * A stand-in for the browser's EventSource (stub it on globalThis): one instance per opened
 * stream, kept in `opened`; the test plays the server's events with emit (the data as the wire
 * has it) or emitJson (an object, serialised as the server does).
 */
export class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, Set<(e: MessageEvent) => void>>();
  closed = false;
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, fn: (e: MessageEvent) => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(fn);
  }
  removeEventListener(type: string, fn: (e: MessageEvent) => void) {
    this.listeners.get(type)?.delete(fn);
  }
  close() {
    this.closed = true;
  }
  /** The server sends an event (named as in SSE `event:`); a closed stream hears nothing, so a test sending on one is wrong. */
  emit(type: string, data?: string) {
    if (this.closed) throw new Error(`event ${type} on a closed stream`);
    act(() => {
      for (const fn of [...(this.listeners.get(type) ?? [])]) fn(new MessageEvent(type, { data }));
    });
  }
  emitJson(type: string, value?: unknown) {
    this.emit(type, value === undefined ? undefined : JSON.stringify(value));
  }
}
