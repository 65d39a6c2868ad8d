/** Server configuration, read once from the environment. Every variable is documented in README.md. */
import path from 'node:path';
import { SECURITY_PROFILES, type SecurityProfile } from '../src/domain/security-policy';
import type { S3Settings } from './storage/s3';

export interface ServerConfig {
  host: string;
  port: number;
  /** PGlite data directory (embedded mode), or 'memory://' for a throwaway database. */
  dataDir: string;
  /** When set, a real PostgreSQL server is used through node-postgres instead of PGlite. */
  databaseUrl: string | undefined;
  seedDemo: boolean;
  adminPassword: string | undefined;
  /** Where uploaded files are stored (local-disk storage). */
  filesDir: string;
  /** An S3-compatible object store for the files instead of filesDir (FILES_S3_BUCKET and the rest). */
  s3: S3Settings | undefined;
  uploadLimitBytes: number;
  /** The longest a session lasts (SESSION_TTL_MS, default 7 days): the security policy's sessionHours may shorten it. */
  sessionTtlMs: number;
  /**
   * SECURITY_PROFILE: the password and session policy's defaults, 'default' (the spec's values) or
   * 'mlps3' (等保 2.0 level 3); the security administrator's stored values override them.
   */
  securityProfile: SecurityProfile;
  /**
   * The security audit log: records older than AUDIT_RETENTION_DAYS (default and minimum 180: 等保
   * level 3 keeps at least six months) are moved to files under AUDIT_ARCHIVE_DIR (default
   * <DATA_DIR>/audit-archive), never deleted without being written there first.
   */
  auditRetentionDays: number;
  auditArchiveDir: string;
  logLevel: string;
  /** Directory of the built front end. */
  distDir: string;
  /** Workplace-messaging identity provider (zzdLogin): token-exchange endpoint and credentials. */
  zzd: { tokenUrl: string | undefined; appKey: string | undefined; appSecret: string | undefined };
  /** The origin share links (QR codes) point to, e.g. https://contracts.example.gov.cn; else the request's own. */
  publicBaseUrl: string | undefined;
  /** Run the in-process scheduled jobs (the daily risk sweep); JOBS=0 turns them off in this process. */
  jobs: boolean;
  /** Server processes on this machine (WORKERS, default 1); more than one needs PostgreSQL. */
  workers: number;
  /**
   * Which proxies to believe about the client's address, protocol and host (X-Forwarded-*): off by
   * default; a hop count, or a comma-separated list of addresses/CIDRs (Fastify's trustProxy).
   */
  trustProxy: boolean | number | string;
  /** Origins that may show the public display (/embed/) in a frame; none by default. */
  embedOrigins: string[];
  /**
   * CHECK_ANSWERS=1: every success answer of a route that declares its response is checked against
   * that schema (server/http/answers.ts); a mismatch is a server error. The tests turn it on.
   */
  checkAnswers: boolean;
}

const SEVEN_DAYS_MS = 604_800_000;

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

function int(value: string | undefined, fallback: number): number {
  const n = value ? Number.parseInt(value, 10) : Number.NaN;
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

/** SECURITY_PROFILE: unset or '' -> default; a name that is not a profile stops the server (never a silent default). */
export function parseSecurityProfile(value: string | undefined): SecurityProfile {
  const v = (value ?? '').trim().toLowerCase();
  if (!v) return 'default';
  if ((SECURITY_PROFILES as readonly string[]).includes(v)) return v as SecurityProfile;
  throw new Error(`SECURITY_PROFILE must be one of ${SECURITY_PROFILES.join(', ')} (got ${JSON.stringify(value)})`);
}

/**
 * TRUST_PROXY: unset, '' , 0, false -> off; a whole number -> that many hops; 'true' -> every proxy
 * (only when nothing but the proxy can reach the server); otherwise a list of addresses/CIDRs.
 */
export function parseTrustProxy(value: string | undefined): boolean | number | string {
  const v = (value ?? '').trim();
  if (!v || ['0', 'false', 'no', 'off'].includes(v.toLowerCase())) return false;
  if (v.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .join(',');
}

/** EMBED_ORIGINS: space- or comma-separated http(s) origins; anything else is ignored. */
export function parseOrigins(value: string | undefined): string[] {
  return (value ?? '')
    .split(/[\s,]+/)
    .map((s) => s.trim().replace(/\/+$/, ''))
    .filter((s) => /^https?:\/\/[a-z0-9.-]+(:\d+)?$/i.test(s));
}

/** 等保 level 3: audit records are kept at least six months. */
export const AUDIT_MIN_RETENTION_DAYS = 180;

export function loadConfig(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): ServerConfig {
  const databaseUrl = env.DATABASE_URL || undefined;
  const dataDir = env.DATA_DIR === 'memory://' ? 'memory://' : path.resolve(root, env.DATA_DIR || 'data');
  const filesDir =
    env.FILES_DIR || (dataDir === 'memory://' ? path.resolve(root, '.tmp/files') : path.join(dataDir, 'files'));
  return {
    host: env.HOST || '127.0.0.1',
    port: env.PORT === '0' ? 0 : int(env.PORT, 8080),
    dataDir,
    databaseUrl,
    // Demo data: on by default with the embedded database; with DATABASE_URL only when SEED_DEMO=1.
    seedDemo: databaseUrl ? env.SEED_DEMO === '1' : flag(env.SEED_DEMO, true),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    filesDir: path.resolve(root, filesDir),
    s3: env.FILES_S3_BUCKET
      ? {
          bucket: env.FILES_S3_BUCKET,
          endpoint: env.FILES_S3_ENDPOINT || undefined,
          region: env.FILES_S3_REGION || 'us-east-1',
          accessKeyId: env.FILES_S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: env.FILES_S3_SECRET_ACCESS_KEY || undefined,
          prefix: env.FILES_S3_PREFIX ?? '',
          forcePathStyle: flag(env.FILES_S3_PATH_STYLE, true),
        }
      : undefined,
    uploadLimitBytes: int(env.UPLOAD_LIMIT_MB, 50) * 1024 * 1024,
    sessionTtlMs: int(env.SESSION_TTL_MS, SEVEN_DAYS_MS),
    securityProfile: parseSecurityProfile(env.SECURITY_PROFILE),
    auditRetentionDays: Math.max(AUDIT_MIN_RETENTION_DAYS, int(env.AUDIT_RETENTION_DAYS, AUDIT_MIN_RETENTION_DAYS)),
    auditArchiveDir: path.resolve(root, env.AUDIT_ARCHIVE_DIR || (dataDir === 'memory://' ? '.tmp/audit-archive' : path.join(dataDir, 'audit-archive'))),
    logLevel: env.LOG_LEVEL || 'info',
    distDir: path.resolve(root, env.DIST_DIR || 'dist'),
    zzd: { tokenUrl: env.ZZD_TOKEN_URL, appKey: env.ZZD_APP_KEY, appSecret: env.ZZD_APP_SECRET },
    publicBaseUrl: env.PUBLIC_BASE_URL ? env.PUBLIC_BASE_URL.replace(/\/+$/, '') : undefined,
    jobs: flag(env.JOBS, true),
    workers: int(env.WORKERS, 1),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    embedOrigins: parseOrigins(env.EMBED_ORIGINS),
    checkAnswers: flag(env.CHECK_ANSWERS, false),
  };
}
