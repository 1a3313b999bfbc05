import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzipSync } from 'node:zlib';
import type { Clock } from '../Clock.ts';
import { success } from '../http/envelope.ts';
import type { ContentVersion } from './contentVersion.ts';

/**
 * How long a cached answer may keep showing view counts (and the 30-day window of the most viewed)
 * as they were: those change with every read of an article, without a new content version. For as
 * long again, a request still gets the older answer while one read in the background renews it.
 */
export const SHARED_ANSWER_FRESH_MS = 10_000;
/** At most this many answers are kept (one per call and input); the oldest go first. */
export const SHARED_ANSWER_MAX_ENTRIES = 1000;

const brotli = promisify(brotliCompress);

/** A success answer as the server sends it, packed once for every reader. */
export interface SharedAnswer {
  /** The envelope `{ code: 200, msg: 'success', data }` as JSON bytes. */
  readonly body: Buffer;
  /** The body brotli-compressed (quality 11), or `null` when that is not smaller. */
  readonly br: Buffer | null;
  /** The body gzip-compressed (level 9), or `null` when that is not smaller. */
  readonly gzip: Buffer | null;
  /** Digest of `body` (SHA-256, base64url, 162 bits): the strong ETag's value, shared by all instances. */
  readonly tag: string;
}

interface Entry extends SharedAnswer {
  /** The content version the answer was read at (or after). */
  readonly version: number;
  /** Clock time when the read started; when the answer is due for renewal; when it must not be served any more. */
  readonly filledAt: number;
  readonly staleAt: number;
  readonly expiresAt: number;
}

export interface SharedAnswersOptions {
  version: ContentVersion;
  clock: Clock;
  /**
   * The first publish time after `at` of anything the answers may show (`null` when none is
   * scheduled): an answer read at `at` must not outlive it, since an item appears then without a write.
   */
  nextPublishAfter(at: Date): Promise<Date | null>;
  freshMs?: number;
  maxEntries?: number;
  /** A renewal in the background failed (the next request past the grace reads again). */
  onRenewalError?: (error: unknown) => void;
}

/** The in-memory cache of the answers that are the same for every reader (decision 0049). */
export interface SharedAnswers {
  /**
   * The answer of `key` (a call and its parsed input): from the cache when it was read at the
   * current content version, is fresh and no publish time has passed since; else `load()` is run
   * once for all requests waiting on the same key and version. A refusal `load` throws is not cached.
   */
  answer(key: string, load: () => Promise<unknown>): Promise<SharedAnswer>;
  /**
   * A value that depends on the content alone (no clock, no reader), e.g. an article's sanitised
   * text: kept while the content version stays, read again by `load` after any write.
   */
  content<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Answers in the cache (tests, diagnostics). */
  readonly size: number;
}

/**
 * Packs an envelope's data: JSON bytes, digest, and the compressed forms. An answer packed to be
 * kept gets brotli quality 11 and gzip level 9 (the smallest, whatever they cost, once); one packed
 * for a single request, while the version is unknown, only gzip level 6, as answers made per request.
 */
export async function packAnswer(data: unknown, use: 'kept' | 'once' = 'kept'): Promise<SharedAnswer> {
  const body = Buffer.from(JSON.stringify(success(data)));
  const tag = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  const gzip = gzipSync(body, { level: use === 'kept' ? 9 : 6 });
  const br =
    use === 'kept'
      ? await brotli(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        })
      : null;
  return { body, tag, gzip: gzip.length < body.length ? gzip : null, br: br && br.length < body.length ? br : null };
}

/**
 * Creates the cache of one app instance. Entries are keyed by call and input and tagged with the
 * content version they were read at; a request uses one only if that version is at least the one
 * {@link ContentVersion.current} gives it, so a write committed anywhere is seen on every instance
 * as soon as the instance knows its version (at once on PGlite, within the notification's
 * milliseconds on PostgreSQL). Until the version is known, every request reads the database.
 */
export function createSharedAnswers(options: SharedAnswersOptions): SharedAnswers {
  const { version, clock, nextPublishAfter } = options;
  const freshMs = options.freshMs ?? SHARED_ANSWER_FRESH_MS;
  const maxEntries = options.maxEntries ?? SHARED_ANSWER_MAX_ENTRIES;
  const entries = new Map<string, Entry>();
  const values = new Map<string, { version: number; value: unknown }>();
  const fills = new Map<string, { version: number; done: Promise<Entry> }>();
  let latest = Number.NEGATIVE_INFINITY;
  // The next publish time as last read: valid for reads at or after `asOf` and before `next`, at `version`.
  let schedule: { version: number; asOf: number; next: number } | null = null;

  const nextChange = async (at: number, atVersion: number): Promise<number> => {
    if (schedule && schedule.version === atVersion && schedule.asOf <= at && at < schedule.next) return schedule.next;
    const next = (await nextPublishAfter(new Date(at)))?.getTime() ?? Number.POSITIVE_INFINITY;
    if (atVersion >= (schedule?.version ?? Number.NEGATIVE_INFINITY)) schedule = { version: atVersion, asOf: at, next };
    return next;
  };

  const fill = async (key: string, atVersion: number, load: () => Promise<unknown>): Promise<Entry> => {
    const filledAt = clock.now().getTime();
    const data = await load();
    const next = await nextChange(filledAt, atVersion);
    const entry: Entry = { ...(await packAnswer(data)), version: atVersion, filledAt, staleAt: filledAt + freshMs, expiresAt: Math.min(filledAt + 2 * freshMs, next) };
    // A newer version seen meanwhile has cleared the cache; an answer of an older one is not kept.
    if (atVersion === latest) {
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, entry);
    }
    return entry;
  };

  /** A fill that requests of the same key and version share while it runs. */
  const start = (key: string, atVersion: number, load: () => Promise<unknown>): Promise<Entry> => {
    const done = fill(key, atVersion, load).finally(() => {
      if (fills.get(key)?.done === done) fills.delete(key);
    });
    fills.set(key, { version: atVersion, done });
    return done;
  };

  /** A newer version makes everything kept before it useless. */
  const seen = (current: number) => {
    if (current <= latest) return;
    latest = current;
    entries.clear();
    values.clear();
  };

  return {
    get size() {
      return entries.size;
    },
    async content<T>(key: string, load: () => Promise<T>): Promise<T> {
      const known = version.current();
      const current = typeof known === 'number' || known === null ? known : await known;
      if (current === null) return load();
      seen(current);
      const kept = values.get(key);
      if (kept && kept.version >= current) return kept.value as T;
      const value = await load();
      if (current === latest) {
        if (values.size >= maxEntries) values.delete(values.keys().next().value as string);
        values.set(key, { version: current, value });
      }
      return value;
    },
    async answer(key, load) {
      const known = version.current();
      const current = typeof known === 'number' || known === null ? known : await known;
      if (current === null) return packAnswer(await load(), 'once');
      seen(current);
      const now = clock.now().getTime();
      const cached = entries.get(key);
      if (cached && cached.version >= current && cached.filledAt <= now && now < cached.expiresAt) {
        // Only view counts are older than freshMs here: renew them without making anyone wait.
        if (now >= cached.staleAt && !fills.has(key)) start(key, current, load).catch((error: unknown) => options.onRenewalError?.(error));
        return cached;
      }
      const running = fills.get(key);
      if (running && running.version >= current) {
        // Read at that version or later; unless a publish time passed while it ran, it will do.
        const shared = await running.done;
        if (now < shared.expiresAt) return shared;
        return fill(key, current, load);
      }
      return start(key, current, load);
    },
  };
}
