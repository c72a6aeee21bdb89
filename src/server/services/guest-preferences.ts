import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { Db } from '../db/client';
import { hosts } from '../db/schema';
import { recordAudit } from './audit';
import type { Actor, HostRow } from '../domain-types';
import { emptyGuestProfileAnswers, GUEST_PROFILE_QUESTIONS, isGuestProfileComplete, type GuestProfileAnswers } from '../../shared/domain/guest-profile/questions';
import { GuestProfileAnswersSchema, type GuestPreferences, type GuestPreferencesPatch } from '../../shared/schemas/guest-preferences';

// The host's ideal guest (AS §2.8, AS §7 GET/PATCH /api/app/user/guest-preferences),
// kept in hosts.guest_preferences as { answers, updatedAt } (null until the first answer).
// A PATCH replaces the answers it names and keeps the others, so the flow can save step by step.

interface Stored {
  answers: GuestProfileAnswers;
  updatedAt: string | null;
}

/** What the column holds, read defensively: anything not in today's contract counts as unanswered. */
function readStored(raw: unknown): Stored {
  const value = (raw ?? {}) as { answers?: unknown; updatedAt?: unknown };
  const answers = emptyGuestProfileAnswers();
  for (const q of GUEST_PROFILE_QUESTIONS) {
    const one = v.safeParse(GuestProfileAnswersSchema.entries[q], (value.answers as Record<string, unknown> | undefined)?.[q] ?? null);
    if (one.success) (answers as Record<string, unknown>)[q] = one.output;
  }
  return { answers, updatedAt: typeof value.updatedAt === 'string' ? value.updatedAt : null };
}

const view = ({ answers, updatedAt }: Stored): GuestPreferences => ({ answers, completed: isGuestProfileComplete(answers), updatedAt });

export function getGuestPreferences(host: HostRow): GuestPreferences {
  return view(readStored(host.guestPreferences));
}

export async function patchGuestPreferences(db: Db, actor: Actor, patch: GuestPreferencesPatch): Promise<GuestPreferences> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    // Read under a row lock: two tabs saving different steps at once both keep their answer.
    const [row] = await tx.select({ guestPreferences: hosts.guestPreferences }).from(hosts).where(eq(hosts.id, actor.host.id)).for('update');
    const before = readStored(row?.guestPreferences);
    const now = new Date();
    const next: Stored = { answers: { ...before.answers, ...patch }, updatedAt: now.toISOString() };
    await tx.update(hosts).set({ guestPreferences: next as unknown as Record<string, unknown>, updatedAt: now }).where(eq(hosts.id, actor.host.id));
    await recordAudit(tx, { ...actor, action: 'user.guest-preferences.patch', target: actor.host.id, detail: { changed: Object.keys(patch), answers: patch } });
    return view(next);
  });
}
