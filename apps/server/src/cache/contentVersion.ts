import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import type { Sql } from 'postgres';
import type { Db } from '../db/Db.ts';
import { contentVersion } from '../db/schema.ts';
import type { Logger } from '../Logger.ts';

/** The channel the triggers of migration 0011 notify with the new content version. */
export const CONTENT_VERSION_CHANNEL = 'shqcb_content';

/**
 * The content version this instance answers at (decision 0049): writes committed anywhere move it,
 * and the cache of shared answers keeps nothing read at an older one. `null` while it is not known;
 * callers then answer from the database without caching.
 */
export interface ContentVersion {
  /**
   * How this instance learns the version: `in-process` (PGlite: its own notifications, exact),
   * `listen` (PostgreSQL: LISTEN, plus a read at every (re)connection and every `checkEveryMs`),
   * `query` (any other driver: a read per burst of requests).
   */
  readonly kind: 'in-process' | 'listen' | 'query';
  current(): number | null | Promise<number | null>;
  /** The same, read from the database while it is not known (for caches of other things, e.g. rendered pages). */
  read(): Promise<number>;
  /** Settles when `current()` no longer answers `null` (or following the version failed). */
  readonly ready: Promise<void>;
}

export interface FollowOptions {
  /**
   * PostgreSQL: how often the version is also read, in case a notification was lost (the listening
   * connection dropped and came back); default 1 s.
   */
  checkEveryMs?: number;
}

/** Reads the one row of `content_version`. */
export async function readContentVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: contentVersion.version }).from(contentVersion).where(eq(contentVersion.id, 1));
  if (!row) throw new Error('content_version has no row: migration 0011 did not run');
  return row.version;
}

/**
 * How this process follows the content version of `db`; one follower per database handle, shared
 * by every app on it:
 * - PGlite is opened by one process only, so every write goes through this very engine, and its
 *   notifications reach the listener before the writing call resolves: the version is known
 *   exactly, for free, at every request.
 * - PostgreSQL may have other instances writing: the triggers' NOTIFY reaches every listening
 *   instance when the write commits (within milliseconds); a read at each (re)connection of the
 *   listener and every `checkEveryMs` catches what a dropped connection missed. A request costs
 *   no round trip.
 */
export function followContentVersion(db: Db, logger: Logger, options: FollowOptions = {}): ContentVersion {
  let follower = followers.get(db);
  if (!follower) {
    const client = (db as unknown as { $client?: unknown }).$client;
    if (client instanceof PGlite) follower = inProcessVersion(client, db, logger);
    else if (isPostgresJs(client)) follower = listenedVersion(client, db, logger, options.checkEveryMs ?? 1000);
    else {
      const read = coalescedRead(() => readContentVersion(db));
      follower = { kind: 'query', current: read, read, ready: Promise.resolve() };
    }
    followers.set(db, follower);
  }
  return follower;
}

/** One follower per database handle: apps of one process on one engine share it. */
const followers = new WeakMap<Db, ContentVersion>();

function isPostgresJs(client: unknown): client is Sql {
  return typeof client === 'function' && typeof (client as Partial<Sql>).listen === 'function' && typeof (client as Partial<Sql>).unsafe === 'function';
}

/** The version as notifications and reads tell it; they may arrive in any order, the larger number wins. */
function versionCell() {
  let version: number | null = null;
  return {
    get: () => version,
    seen(value: number) {
      if (Number.isSafeInteger(value) && (version === null || value > version)) version = value;
    },
  };
}

function inProcessVersion(pglite: PGlite, db: Db, logger: Logger): ContentVersion {
  const cell = versionCell();
  const ready = (async () => {
    await pglite.listen(CONTENT_VERSION_CHANNEL, (payload) => cell.seen(Number(payload)));
    cell.seen(await readContentVersion(db));
  })().catch((error: unknown) => {
    // Without the listener the version stays unknown and answers come from the database each time.
    if (!pglite.closed) logger.warn('content cache off: cannot follow the content version', { error: String(error) });
  });
  return { kind: 'in-process', current: cell.get, read: async () => cell.get() ?? readContentVersion(db), ready };
}

function listenedVersion(client: Sql, db: Db, logger: Logger, checkEveryMs: number): ContentVersion {
  const cell = versionCell();
  let failing = false;
  const check = async () => {
    try {
      cell.seen(await readContentVersion(db));
      failing = false;
    } catch (error) {
      // Once per outage; until a read succeeds again, what is cached stays no longer than its time.
      if (!failing) logger.warn('content version: cannot read it', { error: String(error) });
      failing = true;
      throw error;
    }
  };
  // postgres.js listens on a connection of its own, reconnects it and listens again by itself; each
  // time, the version is read again, since notifications sent meanwhile are lost.
  const ready = (async () => {
    try {
      await client.listen(CONTENT_VERSION_CHANNEL, (payload) => cell.seen(Number(payload)), () => void check().catch(() => {}));
    } catch (error) {
      logger.warn(`content version: cannot LISTEN, reading it every ${checkEveryMs} ms instead`, { error: String(error) });
    }
    await check().catch(() => {});
  })();
  const timer = setInterval(() => {
    check().catch((error: unknown) => {
      // Drizzle wraps the driver's error in its own.
      const { code, cause } = error as { code?: unknown; cause?: { code?: unknown } };
      // The pool was closed (shutdown, end of a test): nothing left to follow.
      if ([code, cause?.code].some((value) => value === 'CONNECTION_ENDED' || value === 'CONNECTION_DESTROYED')) clearInterval(timer);
    });
  }, checkEveryMs);
  timer.unref();
  return { kind: 'listen', current: cell.get, read: async () => cell.get() ?? readContentVersion(db), ready };
}

/**
 * A read that callers share without ever getting a value older than their call: a caller that
 * arrives while a read is running waits for it to end, then shares the next one with every other
 * caller that arrived meanwhile. So one query serves a burst of requests, and each request still
 * sees every write committed before it arrived.
 */
export function coalescedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let queued: Promise<T> | null = null;
  const launch = (): Promise<T> => {
    const started: Promise<T> = read().finally(() => {
      if (running === started) running = null;
    });
    running = started;
    return started;
  };
  return () => {
    if (running === null) return launch();
    const ahead = running;
    queued ??= ahead
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        queued = null;
        return launch();
      });
    return queued;
  };
}
