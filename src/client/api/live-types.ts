import type { RefObject } from 'react';
import type { Message } from '../../shared/schemas/messaging';

// The types shared by the live channel's provider (live-events.tsx) and the connection it loads on
// demand (live-stream.tsx), in a module of their own so that neither imports the other's types.

export type LiveKind = 'host' | 'guest';
export type LiveStatusValue = 'connecting' | 'live' | 'retrying' | 'failed' | 'off';

export interface LiveMessageEvent {
  conversationId: string;
  message: Message;
}
export interface LiveChannelEvent {
  conversationId: string;
}
export interface LiveEventHandlers {
  onMessage?(event: LiveMessageEvent): void;
  onChannel?(event: LiveChannelEvent): void;
  /** The stream was down (or the server lost its LISTEN): reload what may have been missed. */
  onReconnected?(): void;
  /**
   * The stream listens for the first time. A subscriber that read its data before (a page opened
   * with the stream) misses what was stored between that read and now: a thread reloads it. Not
   * called for a subscriber that comes later, whose reads follow the stream's start.
   */
  onListening?(): void;
}

export type Subscribers = Set<{ current: LiveEventHandlers }>;

/** What the loaded connection reports to its provider: its status and how to retry it. */
export interface LiveLink {
  status: Exclude<LiveStatusValue, 'off'>;
  retry(): void;
}

export interface LiveStreamProps {
  kind: LiveKind;
  subscribers: RefObject<Subscribers>;
  onLink(link: LiveLink): void;
}
