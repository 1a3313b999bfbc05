import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/Db.ts';
import { contentVersion } from '../db/schema.ts';
import type { Logger } from '../Logger.ts';

/** The channel the triggers of migration 0011 notify with the new content version. */
export const CONTENT_VERSION_CHANNEL = 'shqcb_content';

/**
 * The content version a request may be answered at: every write committed before the request
 * arrived is at or below it (decision 0049). `null` while it is not known yet; callers then answer
 * from the database without caching.
 */
export interface ContentVersion {
  /** How this instance learns the version: `notify` (in-process PGlite) or `query` (PostgreSQL). */
  readonly kind: 'notify' | 'query';
  current(): number | null | Promise<number | null>;
  /** The same, read from the database while it is not known (for caches of other things, e.g. rendered pages). */
  read(): Promise<number>;
  /** Settles when `current()` no longer answers `null` (or following the version failed). */
  readonly ready: Promise<void>;
}

/** Reads the one row of `content_version`. */
export async function readContentVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: contentVersion.version }).from(contentVersion).where(eq(contentVersion.id, 1));
  if (!row) throw new Error('content_version has no row: migration 0011 did not run');
  return row.version;
}

/**
 * Picks how this process follows the content version of `db`:
 * - PGlite is opened by one process only, so every write goes through this very engine, and its
 *   notifications reach the listener before the writing call resolves: the version is known
 *   exactly, for free, at every request.
 * - PostgreSQL may have other instances writing: each request waits for a read of the row that
 *   started after it arrived. Requests that arrive together share one read (see {@link coalescedRead}).
 */
export function followContentVersion(db: Db, logger: Logger): ContentVersion {
  let follower = followers.get(db);
  if (!follower) {
    const client = (db as unknown as { $client?: unknown }).$client;
    if (client instanceof PGlite) follower = notifiedVersion(client, db, logger);
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

function notifiedVersion(pglite: PGlite, db: Db, logger: Logger): ContentVersion {
  let version: number | null = null;
  // Notifications and the first read may arrive in either order: the larger number wins.
  const seen = (value: number) => {
    if (Number.isSafeInteger(value) && (version === null || value > version)) version = value;
  };
  const ready = (async () => {
    await pglite.listen(CONTENT_VERSION_CHANNEL, (payload) => seen(Number(payload)));
    seen(await readContentVersion(db));
  })().catch((error: unknown) => {
    // Without the listener the version stays unknown and answers come from the database each time.
    if (!pglite.closed) logger.warn('content cache off: cannot follow the content version', { error: String(error) });
  });
  return { kind: 'notify', current: () => version, read: async () => version ?? readContentVersion(db), ready };
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
