import path from 'node:path';

/** Everything the server reads from its environment, resolved once at start-up. */
export interface AppConfig {
  port: number;
  host: string;
  /** `postgres://...` for PostgreSQL; otherwise the SQLite file path (or `sqlite:` URL). */
  databaseUrl: string;
  affiliateTag: string;
  /** Absolute origin used for canonical URLs, sitemap and feeds. */
  siteUrl: string;
  production: boolean;
  logLevel: string;
  /** ADMIN_PASSWORD, or ADMIN_PASSWORD_HASH (argon2id); with neither, a generated password's hash is stored. */
  adminPassword?: string;
  adminPasswordHash?: string;
  /** How often (ms) a server looks for content changes made by other servers before trusting its cached responses. */
  cacheRevisionCheckMs: number;
}

/** Amazon Associates tags are public (they appear in every link), so a default is not a secret. */
export const DEFAULT_AFFILIATE_TAG = 'bulldogcollarguide-20';
export const DEFAULT_SQLITE_PATH = path.join('data', 'bulldog-collar-guide.sqlite');

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 3000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${raw}"`);
  }
  return port;
}

function parseNonNegativeInteger(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${name} must be a whole number of 0 or more, got "${raw}"`);
  return value;
}

/** Reads and validates the configuration; throws with the variable's name when a value is unusable. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = parsePort(env['PORT']);
  const affiliateTag = env['AFFILIATE_TAG']?.trim() || DEFAULT_AFFILIATE_TAG;
  if (!/^[A-Za-z0-9-]{1,128}$/.test(affiliateTag)) {
    throw new Error('AFFILIATE_TAG may contain only letters, digits and hyphens (for example "mysite-20")');
  }
  const siteUrl = (env['SITE_URL']?.trim() || `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    port,
    host: env['HOST']?.trim() || '0.0.0.0',
    databaseUrl: env['DATABASE_URL']?.trim() || DEFAULT_SQLITE_PATH,
    affiliateTag,
    siteUrl,
    production: env['NODE_ENV'] === 'production',
    logLevel: env['LOG_LEVEL']?.trim() || 'info',
    adminPassword: env['ADMIN_PASSWORD'] || undefined,
    adminPasswordHash: env['ADMIN_PASSWORD_HASH']?.trim() || undefined,
    cacheRevisionCheckMs: parseNonNegativeInteger('CACHE_REVISION_CHECK_MS', env['CACHE_REVISION_CHECK_MS'], 1000),
  };
}
