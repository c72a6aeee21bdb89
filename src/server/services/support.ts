import { and, asc, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { hosts, properties, supportMessages, units } from '../db/schema';
import { newId } from '../db/ids';
import { invalid, conflict, notFound } from '../domain-errors';
import { DEFAULT_LOCALE, toLocale, type Locale } from '../../shared/i18n/locales';
import type { HelpArea } from '../../shared/domain/help-areas';
import { pagination } from '../../shared/schemas/pagination';
import { TOPICS_OF_FORM, type ContactFormOutput, type ContactFormType, type ContactTopic, type KnowledgeArticle, type SupportMessage } from '../../shared/schemas/support';
import { articleBodyKey, articleSummaryKey, articleTitleKey, KNOWLEDGE_ARTICLES, topicNameKey } from '../config/knowledge-articles';
import { recordAudit } from './audit';
import { isUuid, type Actor } from './properties';
import { reviewHostName } from './staff-review/verifications';
import { messages } from './translations';

// Support and help (AS §2.9, AS §3 "Support message", AS §7): the contact form's topics
// and the help articles in the host's language, the messages hosts send, and the staff desk that
// works through them.

/** The language of a translated answer: the `hl` asked for, else the host's own locale. */
export const answerLocale = (hl: Locale | undefined, host: { locale: string }): Locale => hl ?? toLocale(host.locale) ?? DEFAULT_LOCALE;

export async function contactTopics(type: ContactFormType, locale: Locale): Promise<ContactTopic[]> {
  const t = await messages('server', locale);
  return TOPICS_OF_FORM[type].map((value) => ({ name: t[topicNameKey(value)] ?? value, value }));
}

/** Articles of the given areas (every area when none is given), in the order of the configuration. */
export async function knowledgeArticles(helpCenterUrl: string, categories: readonly HelpArea[] | undefined, locale: Locale): Promise<KnowledgeArticle[]> {
  const t = await messages('server', locale);
  const wanted = categories && categories.length > 0 ? new Set(categories) : null;
  return KNOWLEDGE_ARTICLES.filter((a) => wanted === null || wanted.has(a.category)).map((a) => ({
    id: a.id,
    category: a.category,
    title: t[articleTitleKey(a.id)] ?? a.id,
    summary: t[articleSummaryKey(a.id)] ?? '',
    body: t[articleBodyKey(a.id)] ?? '',
    url: `${helpCenterUrl.replace(/\/+$/, '')}/articles/${encodeURIComponent(a.id)}`,
  }));
}

/**
 * Stores a host's message with its audit row in one transaction. A unit must be one of the host's
 * own (not deleted): another host's unit is refused exactly like an unknown one.
 */
export async function sendSupportMessage(db: Db, actor: Actor, input: ContactFormOutput): Promise<{ id: string; createdAt: string }> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    if (input.propertyUnitId !== undefined) {
      const [own] = await tx
        .select({ id: units.id })
        .from(units)
        .where(and(eq(units.id, input.propertyUnitId), eq(units.hostId, actor.host.id), isNull(units.deletedAt)))
        .limit(1);
      if (!own) throw invalid([{ name: 'propertyUnitId', reason: 'is not one of your units' }]);
    }
    const id = newId();
    const [row] = await tx
      .insert(supportMessages)
      .values({
        id,
        hostId: actor.host.id,
        staffId: actor.staff?.id ?? null,
        topic: input.topic,
        body: input.body,
        pageId: input.pageId ?? null,
        propertyUnitId: input.propertyUnitId ?? null,
      })
      .returning({ createdAt: supportMessages.createdAt });
    await recordAudit(tx, {
      host: actor.host,
      staff: actor.staff,
      action: 'support.message.send',
      target: id,
      detail: { topic: input.topic, pageId: input.pageId ?? null, propertyUnitId: input.propertyUnitId ?? null },
    });
    return { id, createdAt: row.createdAt.toISOString() };
  });
}

const messageColumns = {
  message: supportMessages,
  // A single-unit property's unit often has no title of its own: the property's names it then.
  unitTitle: sql<string | null>`coalesce(${units.title}, ${properties.title})`,
  host: { id: hosts.id, email: hosts.email, type: hosts.type, firstName: hosts.firstName, lastName: hosts.lastName, companyName: hosts.companyName },
};

type MessageRow = { message: typeof supportMessages.$inferSelect; unitTitle: string | null; host: Parameters<typeof reviewHostName>[0] & { id: string } };

const toWire = ({ message, unitTitle, host }: MessageRow): SupportMessage => ({
  id: message.id,
  topic: message.topic as SupportMessage['topic'],
  body: message.body,
  pageId: message.pageId,
  propertyUnitId: message.propertyUnitId,
  unitTitle,
  hostId: host.id,
  hostName: reviewHostName(host),
  hostEmail: host.email,
  sentByStaff: message.staffId !== null,
  createdAt: message.createdAt.toISOString(),
  handledAt: message.handledAt?.toISOString() ?? null,
  handledBy: message.handledBy,
});

/**
 * The staff desk's list: open messages first, oldest first (a queue), then handled ones, the most
 * recently handled first. support_messages_open_idx (handled_at, created_at) serves the order.
 */
export async function listSupportMessages(db: Db, page: number, limit: number): Promise<{ items: SupportMessage[]; pagination: ReturnType<typeof pagination> }> {
  const [{ total }] = await db.select({ total: count() }).from(supportMessages);
  const rows = await db
    .select(messageColumns)
    .from(supportMessages)
    .innerJoin(hosts, eq(hosts.id, supportMessages.hostId))
    .leftJoin(units, eq(units.id, supportMessages.propertyUnitId))
    .leftJoin(properties, eq(properties.id, units.propertyId))
    .orderBy(sql`${supportMessages.handledAt} is not null`, desc(supportMessages.handledAt), asc(supportMessages.createdAt), asc(supportMessages.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return { items: rows.map(toWire), pagination: pagination(page, limit, total) };
}

/** Marks a message handled by the staff member; a message already handled is 409 (someone was first). */
export async function markSupportMessageHandled(db: Db, staff: { id: string }, id: string): Promise<SupportMessage> {
  if (!isUuid(id)) throw notFound('support message');
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const updated = await tx
      .update(supportMessages)
      .set({ handledAt: sql`now()`, handledBy: staff.id })
      .where(and(eq(supportMessages.id, id), isNull(supportMessages.handledAt)))
      .returning({ id: supportMessages.id, hostId: supportMessages.hostId });
    if (updated.length === 0) {
      const [exists] = await tx.select({ id: supportMessages.id }).from(supportMessages).where(and(eq(supportMessages.id, id), isNotNull(supportMessages.handledAt))).limit(1);
      if (exists) throw conflict('This support message was already marked handled.');
      throw notFound('support message');
    }
    await recordAudit(tx, { host: { id: updated[0].hostId }, staff, action: 'staff.support-message.handled', target: id });
    const [row] = await tx
      .select(messageColumns)
      .from(supportMessages)
      .innerJoin(hosts, eq(hosts.id, supportMessages.hostId))
      .leftJoin(units, eq(units.id, supportMessages.propertyUnitId))
      .leftJoin(properties, eq(properties.id, units.propertyId))
      .where(eq(supportMessages.id, id));
    return toWire(row as MessageRow);
  });
}
