/**
 * What every signed-in call reads, kept in memory by this process: the caller's context by token
 * hash (session, user, units, roles, permissions), the side menu per role set, each user's unread
 * count, unit chains, subtrees and names (the data scope of lists), and the contract lists' totals
 * per filter and their pages as answered, and what a contract's detail shows (until any contract,
 * what it shows, or a unit changes). PGlite answers one query at a time, so without this every call queued behind the
 * others for the same few rows.
 *
 * Invalidation: triggers on the underlying tables notify channel `auth_changes` at commit, whoever
 * writes (migrations 0013, 0014 and 0018): 's:<session>', 'u:<user>', 'r:<role>', 'm' (menus and their
 * grants), 'n' (units), 'b:<user>' (messages), 'c' (contracts and what their lists filter on), 'g:<key>'
 * (a sys_config setting). Each process listens (server/db/notifications.ts) and
 * drops what changed; with PostgreSQL the notifications of every process arrive, so a logout on one
 * instance holds on all. While the listening connection is down nothing is trusted from here: every
 * call reads the database, and the caches start empty once it listens again. A read begun before an
 * invalidation is not kept (a generation per kind), so a stale answer cannot outlive its change.
 *
 * Expiry is not cached away: the caller checks the session's expiry on every call, and its idle time
 * against the last use it knows (server/http/auth.ts), asking the database before it ends a session.
 */
import type { MenuNode } from '../../src/domain/system';
import type { Db } from '../db/client';
import { AUTH_CHANNEL, type DbListener, listenDb } from '../db/notifications';
import type { ListenerLog } from '../db/pg-listener';
import type { AuthContext } from './auth';

/** A session as the auth hook needs it: the context and when the session ends (ms since epoch). */
export interface SessionEntry {
  ctx: AuthContext;
  expiresAt: number;
  /**
   * When the session was last used as far as this process knows (ms since epoch): read with the
   * session, moved forward when this process writes last_seen_at (auth.ts). Another process's touch
   * does not notify, so this may be older than the row, never newer: an idle verdict is always
   * confirmed in the database.
   */
  lastSeenAt: number;
}

/** How many entries a map keeps before it drops its oldest (a bound on memory, not a policy). */
const MAX_ENTRIES = 50_000;
/** List pages are larger (about 10 kB each): at most this many, about 20 MB. */
const MAX_LIST_PAGES = 2000;

/** One cached map: a read is kept only when no invalidation of its kind came while it ran. */
class Memo<K, V> {
  readonly map = new Map<K, V>();
  generation = 0;
  constructor(
    private readonly cache: AuthCache,
    private readonly maxEntries = MAX_ENTRIES,
  ) {}

  /** The value of `key`, read by `load` when not at hand; a null answer is never kept. */
  async get<R extends V | null>(key: K, load: (key: K) => Promise<R>): Promise<R> {
    if (!this.cache.live()) return load(key);
    const hit = this.map.get(key);
    if (hit !== undefined) return hit as R;
    const started = this.generation;
    const value = await load(key);
    if (value !== null) this.keep(key, value, started);
    return value;
  }

  clear(): void {
    this.generation++;
    this.map.clear();
  }

  delete(key: K): void {
    this.generation++;
    this.map.delete(key);
  }

  /** Keeps `value` under `key` if nothing was dropped since generation `since` (read before the value was). */
  keep(key: K, value: V, since: number): void {
    if (since !== this.generation || !this.cache.live()) return;
    if (this.map.size >= this.maxEntries) this.map.delete(this.map.keys().next().value as K);
    this.map.set(key, value);
  }

  /** The value at hand for `key`, without reading (undefined when not cached or not live). */
  peek(key: K): V | undefined {
    return this.cache.live() ? this.map.get(key) : undefined;
  }

  /** Drops every entry the test picks. */
  deleteWhere(test: (value: V, key: K) => boolean): void {
    this.generation++;
    for (const [k, v] of this.map) if (test(v, k)) this.map.delete(k);
  }
}

export class AuthCache {
  /** Token hash -> the session; null answers (no such session) are not kept. */
  readonly sessions: Memo<string, SessionEntry>;
  /** Role set (ids) -> the side menu. */
  readonly menus: Memo<string, MenuNode[]>;
  /** User -> unread messages. */
  readonly unread: Memo<number, number>;
  /** Units: 'chain:<id>' -> the unit and its ancestors, 'sub:<ids>' -> the ids under them, 'names' -> every name. */
  readonly units: Memo<string, unknown>;
  /** A contract list's filter (its SQL and parameters) -> how many contracts it holds. */
  readonly listTotals: Memo<string, number>;
  /** A contract list's filter, order and page -> the page as answered (a bounded number of pages). */
  readonly listPages: Memo<string, unknown>;
  /** A contract and audience -> what its detail shows the same to all of them (contracts/detail.ts). */
  readonly contractDetails: Memo<string, unknown>;
  /** A list's filter, order, size and page -> where that page ends (contracts/list.ts: keyset paging). */
  readonly listBounds: Memo<string, { id: number; empty: boolean }>;
  /** A contract's id -> its row (contracts/detail.ts: a staff caller's scope is tested on it). */
  readonly contractRows: Memo<number, unknown>;
  /** A sys_config key (or '<key>:<variant>') -> its value as read (the security policy: server/security/password-policy.ts). */
  readonly settings: Memo<string, { value: unknown }>;
  private listener: DbListener | null = null;

  constructor() {
    this.sessions = new Memo(this);
    this.menus = new Memo(this);
    this.unread = new Memo(this);
    this.units = new Memo(this);
    this.listTotals = new Memo(this);
    this.listPages = new Memo(this, MAX_LIST_PAGES);
    this.contractDetails = new Memo(this, MAX_LIST_PAGES);
    this.contractRows = new Memo(this, MAX_LIST_PAGES);
    this.listBounds = new Memo(this);
    this.settings = new Memo(this);
  }

  /**
   * Starts listening on `db`; until the LISTEN is in place (and whenever it is down) nothing is cached.
   * Resolves once listening, or after `waitMs` (the server then starts uncached and catches up).
   */
  async listen(db: Db, log?: ListenerLog, waitMs = 5000): Promise<void> {
    const listener = listenDb(db, AUTH_CHANNEL, { notify: (p) => this.invalidate(p), reset: () => this.reset() }, log);
    this.listener = listener;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([listener.ready, new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
    clearTimeout(timer);
  }

  live(): boolean {
    return this.listener?.live() ?? false;
  }

  /** Applies one notification of the auth_changes channel. */
  invalidate(payload: string): void {
    const [kind, raw] = payload.split(':');
    const id = Number(raw);
    switch (kind) {
      case 's':
        this.sessions.deleteWhere((e) => e.ctx.sessionId === id);
        break;
      case 'u':
        this.sessions.deleteWhere((e) => e.ctx.userId === id);
        this.unread.delete(id);
        // Details name people (handlers, signers, reviewers).
        this.contractDetails.clear();
        break;
      case 'r':
        this.sessions.deleteWhere((e) => e.ctx.roles.some((r) => r.id === id));
        this.menus.clear();
        break;
      case 'm':
        this.menus.clear();
        break;
      case 'n':
        this.units.clear();
        this.listPages.clear();
        this.listBounds.clear();
        this.contractDetails.clear();
        break;
      case 'b':
        this.unread.delete(id);
        break;
      case 'g': {
        // A sys_config key (migration 0018): its name, not a number; kept as '<key>' or '<key>:<variant>'.
        const key = payload.slice(2);
        this.settings.deleteWhere((_, k) => k === key || k.startsWith(`${key}:`));
        break;
      }
      case 'c':
        this.listTotals.clear();
        this.listPages.clear();
        this.contractDetails.clear();
        this.contractRows.clear();
        this.listBounds.clear();
        break;
      default:
        // Something this version does not know: forget everything rather than keep a stale answer.
        this.reset();
    }
  }

  /** Forgets everything (notifications may have been missed). */
  reset(): void {
    for (const memo of [this.sessions, this.menus, this.unread, this.units, this.listTotals, this.listPages, this.contractDetails, this.contractRows, this.listBounds, this.settings]) memo.clear();
  }

  async close(): Promise<void> {
    const l = this.listener;
    this.listener = null;
    this.reset();
    await l?.close();
  }
}

/**
 * The cache of each opened database, for the shared reads that take a `db` (scope, unit chains). A
 * transaction handle is a different object and has none, so reads inside a transaction always go to
 * the database and see the transaction's own writes.
 */
const caches = new WeakMap<Db, AuthCache>();

export function registerAuthCache(db: Db, cache: AuthCache): void {
  caches.set(db, cache);
}

export function authCacheOf(db: Db): AuthCache | undefined {
  return caches.get(db);
}
