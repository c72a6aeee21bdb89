// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { setupUser } from '../../support/user-event';
import { MessageComposer } from '../../../src/client/ui/chat/message-composer';
import { MESSAGE_COUNTER_FROM, MESSAGE_MAX_LENGTH } from '../../../src/shared/domain/messaging/message-rules';
import { heldSend, renderChat } from './render-chat';

afterEach(cleanup);

const box = () => screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
const sendButton = () => screen.getByRole('button', { name: /^(Send|Sending…)$/ }) as HTMLButtonElement;

function setup() {
  const server = heldSend();
  renderChat(<MessageComposer send={server.send} />);
  return { server, user: setupUser() };
}

describe('MessageComposer', () => {
  it('Enter sends the trimmed text, Shift+Enter starts a new line; the text stays until stored, then clears', async () => {
    const { server, user } = setup();
    const release = server.holdWrites();
    expect(sendButton().disabled).toBe(true);
    await user.click(box());
    await user.keyboard('First line{Shift>}{Enter}{/Shift}second line ');
    expect(box().value).toBe('First line\nsecond line ');
    expect(server.calls).toEqual([]);
    expect(sendButton().disabled).toBe(false);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.calls[0]!.body).toBe('First line\nsecond line');
    expect(server.calls[0]!.clientMessageId).toMatch(/^[\w-]{8,64}$/);
    // Busy: the text is still shown (read-only), Send says it is working and cannot be pressed twice.
    expect(box().value).toBe('First line\nsecond line ');
    expect(box().readOnly).toBe(true);
    expect(sendButton().getAttribute('aria-busy')).toBe('true');
    expect(sendButton().textContent).toBe('Sending…');
    await user.keyboard('{Enter}');
    expect(server.calls).toHaveLength(1);
    release();
    await waitFor(() => expect(box().value).toBe(''));
    expect(box().readOnly).toBe(false);
    expect(sendButton().disabled).toBe(true);
  });

  it('the Send button sends too; a blank text is never sent', async () => {
    const { server, user } = setup();
    server.holdWrites()();
    await user.type(box(), '   ');
    expect(sendButton().disabled).toBe(true);
    await user.keyboard('{Enter}');
    expect(server.calls).toEqual([]);
    await user.type(box(), 'ok');
    await user.click(sendButton());
    await waitFor(() => expect(server.calls.map((c) => c.body)).toEqual(['ok']));
  });

  it('shows the characters left near the limit, and over it an error naming the limit', async () => {
    const { server, user } = setup();
    await user.click(box());
    await user.paste('a'.repeat(MESSAGE_COUNTER_FROM - 1));
    expect(screen.queryByText(/characters? left/)).toBeNull();
    await user.paste('a');
    expect(screen.getByText(`${MESSAGE_MAX_LENGTH - MESSAGE_COUNTER_FROM} characters left`)).toBeTruthy();
    await user.paste('a'.repeat(MESSAGE_MAX_LENGTH - MESSAGE_COUNTER_FROM + 3));
    expect(screen.getByRole('alert').textContent).toBe('The message is too long: at most 2,000 characters (3 too many).');
    expect(box().getAttribute('aria-invalid')).toBe('true');
    expect(box().getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
    expect(sendButton().disabled).toBe(true);
    // Over the limit the error counts what is too many; the counter is gone.
    expect(screen.queryByText(/characters? left/)).toBeNull();
    await user.keyboard('{Enter}');
    expect(server.calls).toEqual([]);
    await user.keyboard('{Backspace>3/}');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('0 characters left')).toBeTruthy();
    expect(sendButton().disabled).toBe(false);
  });

  it('a failed send keeps the text and the error; Retry sends the same message id; Discard drops it', async () => {
    const { server, user } = setup();
    let release = server.holdWrites();
    await user.type(box(), 'The key is under the mat');
    await user.keyboard('{Enter}');
    server.failNextWrite(0);
    release();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The message was not sent. Your text is kept.');
    expect(alert.textContent).toContain('No connection');
    expect(box().value).toBe('The key is under the mat');
    release = server.holdWrites();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(server.calls).toHaveLength(2));
    expect(server.calls[1]).toEqual(server.calls[0]);
    server.failNextWrite(500);
    release();
    await screen.findByRole('button', { name: 'Discard' });
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(box().value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('editing a failed text makes it a new message (a new id when sent)', async () => {
    const { server, user } = setup();
    const release = server.holdWrites();
    await user.type(box(), 'Hello');
    await user.keyboard('{Enter}');
    server.failNextWrite(500);
    release();
    await screen.findByRole('button', { name: 'Retry' });
    server.holdWrites()();
    await user.type(box(), '!');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(server.calls).toHaveLength(2));
    expect(server.calls[1]!.body).toBe('Hello!');
    expect(server.calls[1]!.clientMessageId).not.toBe(server.calls[0]!.clientMessageId);
  });

  it('disabled: nothing can be written or sent', () => {
    renderChat(<MessageComposer send={heldSend().send} disabled />);
    expect(box().disabled).toBe(true);
    expect(sendButton().disabled).toBe(true);
  });
});
