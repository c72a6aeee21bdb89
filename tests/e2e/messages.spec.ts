import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/sign-in';
import { reviewShot } from './support/review-shots';

// The inbox and the guest chat against the real server and its demo conversations
// (src/server/db/seed-conversations.ts): anna@ (English) has Giulia Romano on top (wrote a minute
// before the seed, unread), Hannah Keller with an unread follow-up, Oliver Smith (HP-5YB9GN, the
// README's guest sign-in with oliver@guest.example), Lucia Ferri, and Pierre Lambert archived.
// alpine@ (German) has Sophie Martin's booking HP-4TW8XR with a conversation. The journeys share
// one database and write only to conversations no other journey reads.

const shots = (name: string) => ({ path: `${test.info().outputDir}/../screens/${name}.png`, fullPage: true });
const ANNA = 'anna@demo.host-portal.test';

const inboxList = (page: Page, name = 'Inbox') => page.getByRole('list', { name });
const channel = (page: Page, guest: string, list = 'Inbox') => inboxList(page, list).getByRole('listitem').filter({ hasText: guest });
const thread = (page: Page) => page.getByRole('log', { name: 'Messages' });
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });

/** Writes in the composer and sends with Enter (the composer's documented shortcut). */
async function send(page: Page, text: string) {
  await composer(page).fill(text);
  await composer(page).press('Enter');
  await expect(thread(page).getByText(text, { exact: true })).toBeVisible();
  await expect(composer(page)).toHaveValue('');
}

async function openConversation(page: Page, guest: string, list = 'Inbox') {
  await channel(page, guest, list).getByRole('link').click();
  await expect(page).toHaveURL(/\/messages\/(inbox|all|archived)\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 2, name: guest })).toBeVisible();
}

test('anna reads her inbox: unread first, answers (kept after a reload), finds a guest, archives and brings back', async ({ page }) => {
  await signIn(page, ANNA, '/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Conversations' }).getByRole('link', { name: 'Inbox' })).toHaveAttribute('aria-current', 'page');

  // Last message first: Giulia wrote last, unread; the archived conversation is not in the inbox.
  const items = inboxList(page).getByRole('listitem');
  await expect(items.first()).toContainText('Giulia Romano');
  await expect(channel(page, 'Giulia Romano')).toContainText('1 unread message');
  await expect(channel(page, 'Hannah Keller')).toContainText('1 unread message');
  await expect(channel(page, 'Oliver Smith')).not.toContainText('unread');
  await expect(channel(page, 'Pierre Lambert')).toHaveCount(0);
  // The navigation's badge counts the conversations with unread messages.
  await expect(page.getByRole('link', { name: 'Inbox, 2 new' })).toBeVisible();
  await reviewShot(page, shots('inbox'));

  // Opening a conversation shows it (in the guest's language) and reads it.
  await openConversation(page, 'Giulia Romano');
  await expect(thread(page)).toContainText('Possiamo arrivare verso le 14?');
  await expect(channel(page, 'Giulia Romano')).not.toContainText('unread');
  await expect(page.getByRole('link', { name: 'Inbox, 1 new' })).toBeVisible();

  // An answer appears once stored, and is still there after a reload.
  const answer = `Certo, vi aspettiamo alle 14. (${Date.now()})`;
  await send(page, answer);
  await expect(channel(page, 'Giulia Romano')).toContainText(`You: ${answer}`);
  await page.reload();
  await expect(thread(page).getByText(answer, { exact: true })).toBeVisible();
  await reviewShot(page, shots('inbox-conversation'));

  // Search by guest name: the suggestion opens the conversation, the list is filtered too.
  const search = page.getByRole('combobox', { name: 'Search by guest or booking code' });
  await search.fill('hannah');
  const suggestion = page.getByRole('listbox', { name: 'Matching conversations' }).getByRole('option', { name: /Hannah Keller/ });
  await expect(suggestion).toBeVisible();
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('Hannah Keller');
  await suggestion.click();
  await expect(page.getByRole('heading', { level: 2, name: 'Hannah Keller' })).toBeVisible();
  await expect(thread(page)).toContainText('Is the room quiet at night?');
  await search.fill('');
  await expect(channel(page, 'Giulia Romano')).toBeVisible();

  // Archive: it leaves the inbox; Undo brings it back.
  await page.getByRole('button', { name: 'Archive', exact: true }).click();
  await expect(page.getByText('Conversation archived.')).toBeVisible();
  await expect(channel(page, 'Hannah Keller')).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Conversation moved to the inbox.')).toBeVisible();
  await expect(channel(page, 'Hannah Keller')).toBeVisible();

  // Archived again, it is under Archived (with Pierre's); Move to inbox brings it back.
  await page.getByRole('button', { name: 'Archive', exact: true }).click();
  await expect(page.getByText('Conversation archived.')).toBeVisible();
  await expect(channel(page, 'Hannah Keller')).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Conversations' }).getByRole('link', { name: 'Archived' }).click();
  await expect(page).toHaveURL(/\/messages\/archived$/);
  await expect(channel(page, 'Hannah Keller', 'Archived')).toBeVisible();
  await expect(channel(page, 'Pierre Lambert', 'Archived')).toBeVisible();
  await openConversation(page, 'Hannah Keller', 'Archived');
  await page.getByRole('button', { name: 'Move to inbox' }).click();
  await expect(page.getByText('Conversation moved to the inbox.')).toBeVisible();
  await expect(channel(page, 'Hannah Keller', 'Archived')).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Conversations' }).getByRole('link', { name: 'Inbox' }).click();
  await expect(channel(page, 'Hannah Keller')).toBeVisible();
});

test('a guest signs in with code and e-mail, reads the host, answers; the host sees it live, as text', async ({ page, browser }) => {
  // The host: Oliver's conversation open, a new message for him.
  await signIn(page, ANNA, '/messages');
  await openConversation(page, 'Oliver Smith');
  const hostSays = `Hello Oliver, the pool is ready for you. (${Date.now()})`;
  await send(page, hostSays);
  // A script in a message must never run: any dialog fails the journey.
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });

  // The guest, in a browser of their own.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  guest.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await guest.goto('/guest/login');
  await expect(guest.getByRole('heading', { level: 1, name: 'Chat with your host' })).toBeVisible();
  await guest.getByLabel('Booking code').fill('hp-5yb9gn');
  await guest.getByLabel('E-mail address').fill('someone.else@guest.example');
  await guest.getByRole('button', { name: 'Sign in' }).click();
  await expect(guest.getByRole('alert')).toHaveText('The booking code and e-mail address do not match a stay. Please check both.');
  await expect(guest).toHaveURL(/\/guest\/login/);
  await guest.getByLabel('E-mail address').fill('oliver@guest.example');
  await guest.getByRole('button', { name: 'Sign in' }).click();
  await expect(guest).toHaveURL(/\/guest\/chat$/);
  await expect(guest.getByRole('heading', { level: 1, name: 'Chat with Anna Rossi' })).toBeVisible();
  await expect(thread(guest).getByText(hostSays, { exact: true })).toBeVisible();
  await expect(thread(guest)).toContainText('Is the pool heated in May?');

  // The guest answers with markup in the text; the host's open conversation shows it without a reload.
  const markup = '<img src=x onerror=alert(1)>';
  const guestSays = `Thanks! ${markup} (${Date.now()})`;
  await send(guest, guestSays);
  await expect(thread(page).getByText(guestSays, { exact: true })).toBeVisible();
  await expect(thread(page).locator('img')).toHaveCount(0);
  await expect(thread(guest).locator('img')).toHaveCount(0);
  await reviewShot(guest, shots('guest-chat'));
  await reviewShot(page, shots('inbox-live-reply'));

  // And the other way: the host's next message reaches the guest's open chat live.
  const hostAgain = `See you in May! (${Date.now()})`;
  await send(page, hostAgain);
  await expect(thread(guest).getByText(hostAgain, { exact: true })).toBeVisible();
  expect(dialogs).toEqual([]);
  await guestContext.close();
});

test('"Message guest" on a stay page opens its conversation, or starts one', async ({ page, browser }) => {
  // alpine@ (German): Sophie's booking has a conversation already.
  const alpineContext = await browser.newContext();
  const alpine = await alpineContext.newPage();
  await signIn(alpine, 'alpine@demo.host-portal.test', '/booking-details/HP-4TW8XR');
  await expect(alpine.getByRole('heading', { level: 1, name: 'Buchung von Sophie Martin' })).toBeVisible();
  await alpine.getByRole('link', { name: 'Gast schreiben' }).click();
  await expect(alpine).toHaveURL(/\/messages\/all\/[0-9a-f-]{36}$/);
  await expect(alpine.getByRole('heading', { level: 2, name: 'Sophie Martin' })).toBeVisible();
  await expect(alpine.getByRole('log')).toContainText('Is a late check-in possible?');
  await alpineContext.close();

  // anna@: Tom's inquiry had no conversation; the link starts it, empty, ready to write.
  await signIn(page, ANNA, '/inquiries/HP-H5QD9S');
  await expect(page.getByRole('heading', { level: 1, name: 'Inquiry from Tom Becker' })).toBeVisible();
  await page.getByRole('link', { name: 'Message guest' }).click();
  await expect(page).toHaveURL(/\/messages\/all\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Tom Becker' })).toBeVisible();
  await expect(thread(page)).toContainText('No messages yet. Write the first one.');
  await send(page, 'Hello Tom, the villa is taken on some of your nights; shall we look at other dates?');
  // The conversation's header leads back to the stay.
  await page.getByRole('link', { name: 'Open the inquiry' }).click();
  await expect(page).toHaveURL(/\/inquiries\/HP-H5QD9S$/);
  // Back to the link: the same conversation, not a second one.
  await page.getByRole('link', { name: 'Message guest' }).click();
  await expect(thread(page)).toContainText('shall we look at other dates?');
});

test('on a phone (390 px) the inbox shows the list or the conversation with a way back, and the guest chat fits', async ({ browser }) => {
  const fits = (p: Page) => p.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
  const hostContext = await browser.newContext(phone);
  const host = await hostContext.newPage();
  await signIn(host, ANNA, '/messages');
  await expect(channel(host, 'Lucia Ferri')).toBeVisible();
  expect(await fits(host)).toBe(true);
  await openConversation(host, 'Lucia Ferri');
  await expect(inboxList(host)).toBeHidden();
  await expect(thread(host)).toContainText('Tornate quando volete.');
  await expect(composer(host)).toBeVisible();
  expect(await fits(host)).toBe(true);
  await reviewShot(host, shots('inbox-conversation-mobile'));
  await host.getByRole('link', { name: 'All conversations' }).click();
  await expect(host).toHaveURL(/\/messages$/);
  await expect(channel(host, 'Lucia Ferri')).toBeVisible();
  await hostContext.close();

  const guestContext = await browser.newContext(phone);
  const guest = await guestContext.newPage();
  await guest.goto('/guest/login');
  await guest.getByLabel('Booking code').fill('HP-5YB9GN');
  await guest.getByLabel('E-mail address').fill('oliver@guest.example');
  await guest.getByRole('button', { name: 'Sign in' }).click();
  await expect(guest.getByRole('heading', { level: 1, name: 'Chat with Anna Rossi' })).toBeVisible();
  await expect(thread(guest)).toContainText('Is the pool heated in May?');
  await expect(composer(guest)).toBeVisible();
  expect(await fits(guest)).toBe(true);
  await reviewShot(guest, shots('guest-chat-mobile'));
  await guestContext.close();
});
