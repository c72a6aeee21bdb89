// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { setupUser } from '../../support/user-event';
import { MessageThread } from '../../../src/client/ui/chat/message-thread';
import { message, renderChat } from './render-chat';

afterEach(cleanup);

const thread = () => screen.getByRole('log', { name: 'Messages' });
const bubbles = () => [...document.querySelectorAll<HTMLElement>('.message-thread__log article')];

describe('MessageThread', () => {
  it('renders bodies as text: markup shows as characters, line breaks stay, nothing is parsed', () => {
    const body = '<b>x</b><img src=x onerror="window.hacked=1">\nsecond line';
    renderChat(<MessageThread messages={[message({ body })]} ownRole="host" hasOlder={false} loadingOlder={false} />);
    const p = thread().querySelector('.chat-message__body')!;
    expect(p.textContent).toBe(body);
    expect(p.querySelector('b, img')).toBeNull();
    expect(p.childNodes).toHaveLength(1);
    expect(p.childNodes[0]!.nodeType).toBe(Node.TEXT_NODE);
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });

  it('shows a body without the characters that would reorder it (an override makes "gpj.exe" read "exe.jpg")', () => {
    renderChat(<MessageThread messages={[message({ body: 'the invoice: \u202Egpj.exe\u202C, and \u2066more\u2069' })]} ownRole="host" hasOlder={false} loadingOlder={false} />);
    expect(thread().querySelector('.chat-message__body')!.textContent).toBe('the invoice: gpj.exe, and more');
  });

  it('is a polite live log; own messages on one side, the other party on the other, each with sender and time', () => {
    renderChat(
      <MessageThread
        messages={[
          message({ id: 'a1', senderRole: 'guest', senderName: 'Sophie Martin', body: 'Can we arrive early?', createdAt: '2026-11-20T09:15:00' }),
          message({ id: 'a2', senderRole: 'host', senderName: 'Anna Berger', body: 'Yes, from noon.', createdAt: '2026-11-20T09:20:00' }),
        ]}
        ownRole="host"
        hasOlder={false}
        loadingOlder={false}
      />,
    );
    expect(thread().getAttribute('aria-live')).toBe('polite');
    const [guest, host] = bubbles();
    expect(guest!.className).toContain('chat-message--other');
    expect(host!.className).toContain('chat-message--own');
    expect(within(guest!).getByText('Sophie Martin')).toBeTruthy();
    expect(within(guest!).getByText('9:15 AM')).toBeTruthy();
    expect(within(host!).getByText('9:20 AM').getAttribute('datetime')).toBe('2026-11-20T09:20:00');
  });

  it('separates days with the date in the reader\'s language', () => {
    const messages = [
      message({ id: 'a1', createdAt: '2026-11-20T09:15:00' }),
      message({ id: 'a2', createdAt: '2026-11-20T18:00:00' }),
      message({ id: 'a3', createdAt: '2026-11-21T08:00:00' }),
    ];
    renderChat(<MessageThread messages={messages} ownRole="guest" hasOlder={false} loadingOlder={false} />);
    expect([...thread().querySelectorAll('.message-thread__day')].map((d) => d.textContent)).toEqual(['Friday, November 20, 2026', 'Saturday, November 21, 2026']);
    cleanup();
    renderChat(<MessageThread messages={messages} ownRole="guest" hasOlder={false} loadingOlder={false} />, 'de-DE');
    expect(screen.getByText('Freitag, 20. November 2026')).toBeTruthy();
    // The guest's own messages are on their side in the guest chat.
    expect(bubbles()[0]!.className).toContain('chat-message--own');
  });

  it('offers older messages only when there are some, and shows loading', async () => {
    const onLoadOlder = vi.fn();
    const { rerender } = renderChat(<MessageThread messages={[message()]} ownRole="host" hasOlder={false} loadingOlder={false} onLoadOlder={onLoadOlder} />);
    expect(screen.queryByRole('button', { name: 'Load older messages' })).toBeNull();
    rerender(<MessageThread messages={[message()]} ownRole="host" hasOlder loadingOlder={false} onLoadOlder={onLoadOlder} />);
    await setupUser().click(screen.getByRole('button', { name: 'Load older messages' }));
    expect(onLoadOlder).toHaveBeenCalledTimes(1);
    rerender(<MessageThread messages={[message()]} ownRole="host" hasOlder loadingOlder onLoadOlder={onLoadOlder} />);
    expect(screen.getByRole('button', { name: 'Loading older messages…' }).getAttribute('aria-busy')).toBe('true');
  });

  it('says when there is nothing yet', () => {
    renderChat(<MessageThread messages={[]} ownRole="host" hasOlder={false} loadingOlder={false} />);
    expect(within(thread()).getByText('No messages yet. Write the first one.')).toBeTruthy();
  });
});
