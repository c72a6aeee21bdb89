import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { Message, MessagePage } from '../../shared/schemas/messaging';

// A conversation in the query cache: an infinite query whose first page is the newest. A message
// sent here or heard on the live stream joins it at once, by id, so one both sent and heard shows
// once. The host's inbox and the guest's chat both keep their threads this way.

export type ThreadPages = InfiniteData<MessagePage, string | null>;

/** The pages with `message` added to the newest one, unless it is there already. */
export function withMessage(data: ThreadPages | undefined, message: Message): ThreadPages | undefined {
  if (!data || data.pages.length === 0) return data;
  if (data.pages.some((p) => p.items.some((m) => m.id === message.id))) return data;
  const [newest, ...older] = data.pages;
  return { ...data, pages: [{ ...newest!, items: [...newest!.items, message] }, ...older] };
}

/**
 * Adds a stored message to the thread under `key`; true when it was new there. A fetch of that
 * thread already on its way (a reload after the live stream reconnected, say) may have read it
 * before this message was stored, and its answer would replace the cache and drop the message:
 * that fetch starts again, now that the message is stored.
 */
export function addToThread(client: QueryClient, key: QueryKey, message: Message): boolean {
  let added = false;
  client.setQueryData<ThreadPages>(key, (data) => {
    const next = withMessage(data, message);
    added = next !== data;
    return next;
  });
  if (client.isFetching({ queryKey: key, exact: true }) > 0) void client.invalidateQueries({ queryKey: key, exact: true });
  return added;
}
