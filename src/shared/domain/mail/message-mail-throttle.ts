// How often a host hears by mail of new guest messages in one conversation: at most one mail per
// MESSAGE_MAIL_MINUTES while the conversation stays unread. The window index is part of the mail's
// key (one mail per conversation and window, whatever the retries); across a window's edge the
// last mail decides (services/messaging/guest-message-mail-notice.ts).

export const MESSAGE_MAIL_MINUTES = 15;
const WINDOW_MS = MESSAGE_MAIL_MINUTES * 60_000;

/** The 15-minute window a moment falls in (a number, for the mail key). */
export const messageMailWindow = (at: Date) => Math.floor(at.getTime() / WINDOW_MS);

/**
 * May a new guest message at `now` be mailed? Not when the last mail of the conversation is less
 * than MESSAGE_MAIL_MINUTES old and the host has not read the conversation since it (the host
 * already knows there is something to read). A conversation read since the last mail is caught
 * up, so a new message is news again — but still at most one mail per window, by the key.
 */
export function mayMailGuestMessage(input: { lastMailAt: Date | null; hostReadAt: Date | null; now: Date }): boolean {
  const { lastMailAt, hostReadAt, now } = input;
  if (!lastMailAt) return true;
  if (now.getTime() - lastMailAt.getTime() >= WINDOW_MS) return true;
  return hostReadAt !== null && hostReadAt > lastMailAt;
}
