import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db/client';
import { serverKeys } from '../db/schema';

export interface ServerKeys {
  /** Private signing keys (JWK), newest first; the first one signs. */
  signing: JWK[];
  /** Keys for oidc-provider's signed cookies. */
  cookies: string[];
}

// Made once on first start and stored in the database, so every instance (and every restart)
// signs with the same keys and tokens stay valid.
export async function loadOrCreate<T>(db: Db, name: string, create: () => Promise<T>): Promise<T> {
  const [found] = await db.select().from(serverKeys).where(eq(serverKeys.name, name)).limit(1);
  if (found) return found.value as T;
  // Two instances starting together: the first insert wins and both read the winner.
  await db.insert(serverKeys).values({ name, value: await create() }).onConflictDoNothing();
  const [stored] = await db.select().from(serverKeys).where(eq(serverKeys.name, name)).limit(1);
  return stored!.value as T;
}

/** A random secret of 32 bytes (base64url) kept under `name`: made once, the same for every instance. */
export const loadServerSecret = (db: Db, name: string) => loadOrCreate(db, name, async () => randomBytes(32).toString('base64url'));

/**
 * The secret `name` of a database, read once per database and kept: `serverSecret(name)(db)`. A
 * failed read (database away) is not remembered, so the next call tries again.
 */
export function serverSecret(name: string): (db: Db) => Promise<string> {
  const secrets = new WeakMap<Db, Promise<string>>();
  return (db) => {
    let secret = secrets.get(db);
    if (!secret) {
      secret = loadServerSecret(db, name);
      secret.catch(() => secrets.delete(db));
      secrets.set(db, secret);
    }
    return secret;
  };
}

async function newSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' };
}

export async function loadServerKeys(db: Db): Promise<ServerKeys> {
  const [signing, cookies] = await Promise.all([
    loadOrCreate(db, 'signing-keys', async () => [await newSigningKey()]),
    loadOrCreate(db, 'cookie-keys', async () => [randomBytes(32).toString('base64url')]),
  ]);
  return { signing, cookies };
}

/** The public half of a private JWK. */
export function publicJwk({ kty, n, e, kid, alg, use, crv, x, y }: JWK): JWK {
  return Object.fromEntries(Object.entries({ kty, n, e, kid, alg, use, crv, x, y }).filter(([, v]) => v !== undefined));
}
