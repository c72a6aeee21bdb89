import * as v from 'valibot';

// GET /api/app/today: everything the Today page ('/') shows, in one answer (shared/domain/today.ts
// holds the rules). Each item carries the path of the page where the host acts on it.

const day = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));
const month = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}$/));

export const TodayStaySchema = v.object({
  code: v.string(),
  kind: v.picklist(['booking', 'request', 'inquiry']),
  status: v.string(),
  guestName: v.string(),
  unitId: v.string(),
  unitTitle: v.string(),
  checkIn: day,
  checkOut: day,
  nights: v.number(),
  guests: v.number(),
  /** A request's deadline for the host's answer (ISO instant); null for inquiries, which have none. */
  expirationTime: v.nullable(v.string()),
  /** The stay's detail page. */
  path: v.string(),
});
export type TodayStay = v.InferOutput<typeof TodayStaySchema>;

export const TodayMovementSchema = v.object({ ...TodayStaySchema.entries, day: v.picklist(['today', 'tomorrow']) });
export type TodayMovement = v.InferOutput<typeof TodayMovementSchema>;

const waiting = v.object({ count: v.number(), items: v.array(TodayStaySchema) });

export const TodayConversationSchema = v.object({
  channelId: v.string(),
  guestName: v.string(),
  snippet: v.string(),
  /** When the latest message came (ISO instant). */
  at: v.nullable(v.string()),
  path: v.string(),
});

export const TodayReviewSchema = v.object({
  reviewId: v.string(),
  guestName: v.string(),
  /** Overall stars, 1 to 5. */
  rating: v.number(),
  unitTitle: v.string(),
  snippet: v.string(),
  /** The unit's reviews tab, where the reply is written. */
  path: v.string(),
});

export const TodayFailingFeedSchema = v.object({
  feedId: v.string(),
  name: v.string(),
  unitId: v.string(),
  unitTitle: v.string(),
  lastError: v.string(),
  lastAttemptAt: v.nullable(v.string()),
  /** The unit's calendar sync page. */
  path: v.string(),
});

export const TodayMoneyMonthSchema = v.object({ month, stays: v.number(), gross: v.number(), net: v.number() });
export const TodayEarningsSchema = v.object({ currency: v.string(), thisMonth: TodayMoneyMonthSchema, lastMonth: TodayMoneyMonthSchema });

export const TodayOccupancyMonthSchema = v.object({
  month,
  bookedNights: v.number(),
  availableNights: v.number(),
  /** booked / available, 0..1 (four decimals); null without an available night. */
  rate: v.nullable(v.number()),
});

export const TodaySchema = v.object({
  /** The host's day (the zone of their properties; UTC without one) and the next. */
  today: day,
  tomorrow: day,
  /** Which sections the host's commercial model has (todaySections). */
  sections: v.object({ requests: v.boolean(), inquiries: v.boolean() }),
  /** Requests waiting for the host, soonest deadline first (empty when the model has none). */
  requests: waiting,
  /** Open inquiries, soonest check-in first (empty when the model has none). */
  inquiries: waiting,
  /** Check-ins today and tomorrow, each on its unit's property's day. */
  arrivals: v.array(TodayMovementSchema),
  departures: v.array(TodayMovementSchema),
  /** Check-in before today, check-out after it. */
  staying: v.array(TodayStaySchema),
  unread: v.object({ count: v.number(), latest: v.array(TodayConversationSchema) }),
  /** Reviews without a reply: how many, and the newest few. */
  reviews: v.object({ unanswered: v.number(), path: v.string(), latest: v.array(TodayReviewSchema) }),
  failingFeeds: v.array(TodayFailingFeedSchema),
  /** Per currency (alphabetical), by the month of each booking's check-in, as the earnings statistics. */
  earnings: v.array(TodayEarningsSchema),
  occupancy: v.object({ thisMonth: TodayOccupancyMonthSchema, lastMonth: TodayOccupancyMonthSchema }),
});
export type Today = v.InferOutput<typeof TodaySchema>;
