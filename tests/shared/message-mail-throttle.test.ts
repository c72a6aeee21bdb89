import { describe, expect, it } from 'vitest';
import { MESSAGE_MAIL_MINUTES, mayMailGuestMessage, messageMailWindow } from '../../src/shared/domain/mail/message-mail-throttle';

// The host's guest-message mails: at most one per conversation every 15 minutes while unread.

const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 10, 0) + minutes * 60_000);

describe('mayMailGuestMessage', () => {
  it('mails the first message of a conversation', () => {
    expect(mayMailGuestMessage({ lastMailAt: null, hostReadAt: null, now: at(0) })).toBe(true);
  });
  it('mails nothing within 15 minutes of the last mail while the host has not read since', () => {
    expect(mayMailGuestMessage({ lastMailAt: at(0), hostReadAt: null, now: at(MESSAGE_MAIL_MINUTES - 1) })).toBe(false);
    expect(mayMailGuestMessage({ lastMailAt: at(0), hostReadAt: at(-5), now: at(3) })).toBe(false);
  });
  it('mails again after 15 minutes, or when the host read since the last mail', () => {
    expect(mayMailGuestMessage({ lastMailAt: at(0), hostReadAt: null, now: at(MESSAGE_MAIL_MINUTES) })).toBe(true);
    expect(mayMailGuestMessage({ lastMailAt: at(0), hostReadAt: at(2), now: at(3) })).toBe(true);
  });
  it('numbers 15-minute windows', () => {
    expect(messageMailWindow(at(0))).toBe(messageMailWindow(at(14)));
    expect(messageMailWindow(at(15))).toBe(messageMailWindow(at(0)) + 1);
  });
});
