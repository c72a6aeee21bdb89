import type { Context } from 'hono';
import type { AppEnv } from '../http/context';
import { actorOf } from '../http/actor';
import { defineRoutes } from '../http/route-table';
import { channelDetails, listChannels, searchChannels } from '../services/messaging/channels';
import { hostMessages, openHostConversation, readHostConversation, sendHostMessage, setArchived } from '../services/messaging/host-conversations';
import {
  ChannelDetailsSchema,
  ChannelListQuerySchema,
  ChannelListSchema,
  ChannelSearchQuerySchema,
  ChannelSearchResultSchema,
  ChannelSummarySchema,
  ConversationCreatedSchema,
  ConversationCreateSchema,
  MessagePageQuerySchema,
  MessagePageSchema,
  MessagePostSchema,
  MessageSchema,
} from '../../shared/schemas/messaging';

// The host's inbox calls (AS §7 Messaging), mounted under /api/app (token
// required, host from the token). :id is the conversation's id (the channelId of
// /messages/{channelStatus}/{channelId}); another host's conversation answers 404 like a missing one.

const hostId = (c: Context<AppEnv>) => c.get('host').id;

export const messagingRoutes = defineRoutes('/api/app', 'messaging', (route) => {
  route.post(
    '/messaging/conversation',
    {
      summary: "The conversation of a booking, request or inquiry (by code), opened when it has none; a booking made from a request shares the request's; 409 while onboarding is in progress",
      auth: true,
      body: ConversationCreateSchema,
      response: ConversationCreatedSchema,
    },
    async (c, { body }, { database }) => c.json(await openHostConversation(database.db, actorOf(c), body)),
  );

  route.get(
    '/messaging/channels',
    {
      summary: "The host's conversations: inbox (not archived), all or archived; search by member name or booking code, type, recent (last day), paging; newest message first",
      auth: true,
      query: ChannelListQuerySchema,
      response: ChannelListSchema,
    },
    async (c, { query }, { database }) => c.json(await listChannels(database.db, hostId(c), query)),
  );
  // Registered before /channels/:id so "search" is never taken for an id.
  route.get(
    '/messaging/channels/search',
    {
      summary: 'Autocomplete: conversations whose guest name or booking code matches q (at least 2 characters), matches at the start first',
      auth: true,
      query: ChannelSearchQuerySchema,
      response: ChannelSearchResultSchema,
    },
    async (c, { query }, { database }) => c.json(await searchChannels(database.db, hostId(c), query.q)),
  );
  route.get('/messaging/channels/:id', { summary: "A conversation with its stay (another host's answers 404)", auth: true, response: ChannelDetailsSchema }, async (c, _, { database }) =>
    c.json(await channelDetails(database.db, hostId(c), c.req.param('id'))),
  );

  route.get(
    '/messaging/channels/:id/messages',
    { summary: 'A page of messages, oldest first, ending before `before` (a message id)', auth: true, query: MessagePageQuerySchema, response: MessagePageSchema },
    async (c, { query }, { database }) => c.json(await hostMessages(database.db, hostId(c), c.req.param('id'), query)),
  );
  route.post(
    '/messaging/channels/:id/messages',
    {
      summary: 'Send a message as the host (201 once stored; the same clientMessageId again answers the stored message with 200); 409 while onboarding is in progress',
      auth: true,
      success: [201, 200],
      body: MessagePostSchema,
      response: MessageSchema,
    },
    async (c, { body }, { database }) => {
      const { message, created } = await sendHostMessage(database.db, actorOf(c), c.req.param('id'), body);
      // 201 for a new message; a repeated clientMessageId answers the stored one with 200.
      return c.json(message, created ? 201 : 200);
    },
  );
  route.post('/messaging/channels/:id/read', { summary: 'The host has read the conversation (204)', auth: true, success: [204] }, async (c, _, { database }) => {
    await readHostConversation(database.db, hostId(c), c.req.param('id'));
    return c.body(null, 204);
  });
  route.post(
    '/messaging/channels/:id/archive',
    { summary: 'Archive a conversation (a new guest message brings it back to the inbox)', auth: true, response: ChannelSummarySchema },
    async (c, _, { database }) => c.json(await setArchived(database.db, actorOf(c), c.req.param('id'), true)),
  );
  route.post('/messaging/channels/:id/unarchive', { summary: 'Bring an archived conversation back to the inbox', auth: true, response: ChannelSummarySchema }, async (c, _, { database }) =>
    c.json(await setArchived(database.db, actorOf(c), c.req.param('id'), false)),
  );
});
