import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';
import { actorOf } from '../http/actor';
import { validate } from '../http/validate';
import { channelDetails, listChannels, searchChannels } from '../services/messaging/channels';
import { hostMessages, openHostConversation, readHostConversation, sendHostMessage, setArchived } from '../services/messaging/host-conversations';
import { ChannelListQuerySchema, ChannelSearchQuerySchema, ConversationCreateSchema, MessagePageQuerySchema, MessagePostSchema } from '../../shared/schemas/messaging';

// The host's inbox calls (AS §7 Messaging), mounted under /api/app (token
// required, host from the token). {id} is the conversation's id (the channelId of
// /messages/{channelStatus}/{channelId}); another host's conversation answers 404 like a missing one.
export function messagingRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const db = () => deps.database.db;
  const hostId = (c: { get: (k: 'host') => { id: string } }) => c.get('host').id;

  r.post('/messaging/conversation', validate('json', ConversationCreateSchema), async (c) => c.json(await openHostConversation(db(), actorOf(c), c.req.valid('json'))));

  r.get('/messaging/channels', validate('query', ChannelListQuerySchema), async (c) => c.json(await listChannels(db(), hostId(c), c.req.valid('query'))));
  // Registered before /channels/:id so "search" is never taken for an id.
  r.get('/messaging/channels/search', validate('query', ChannelSearchQuerySchema), async (c) => c.json(await searchChannels(db(), hostId(c), c.req.valid('query').q)));
  r.get('/messaging/channels/:id', async (c) => c.json(await channelDetails(db(), hostId(c), c.req.param('id'))));

  r.get('/messaging/channels/:id/messages', validate('query', MessagePageQuerySchema), async (c) => c.json(await hostMessages(db(), hostId(c), c.req.param('id'), c.req.valid('query'))));
  r.post('/messaging/channels/:id/messages', validate('json', MessagePostSchema), async (c) => {
    const { message, created } = await sendHostMessage(db(), actorOf(c), c.req.param('id'), c.req.valid('json'));
    // 201 for a new message; a repeated clientMessageId answers the stored one with 200.
    return c.json(message, created ? 201 : 200);
  });
  r.post('/messaging/channels/:id/read', async (c) => {
    await readHostConversation(db(), hostId(c), c.req.param('id'));
    return c.body(null, 204);
  });
  r.post('/messaging/channels/:id/archive', async (c) => c.json(await setArchived(db(), actorOf(c), c.req.param('id'), true)));
  r.post('/messaging/channels/:id/unarchive', async (c) => c.json(await setArchived(db(), actorOf(c), c.req.param('id'), false)));
  return r;
}
