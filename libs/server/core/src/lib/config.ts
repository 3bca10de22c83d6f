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
  /** The LLM behind /content-test and article drafts; see {@link ContentGenerationConfig}. */
  contentGeneration: ContentGenerationConfig;
}

/** Perplexity (OpenAI-compatible chat completions) and the spending caps that protect its budget. */
export interface ContentGenerationConfig {
  /** PERPLEXITY_API_KEY; unset means generation answers "not configured" without calling out. Never logged. */
  apiKey?: string;
  model: string;
  /** Origin (and optional path prefix) before `/chat/completions`, without a trailing slash. */
  baseUrl: string;
  /** Upstream calls are abandoned after this long. */
  timeoutMs: number;
  /** Upstream calls (connection tests and generations together) allowed per UTC day, for the whole site. */
  dailyLimit: number;
  /** Upstream calls one client address may cause per hour. */
  addressHourlyLimit: number;
}

/** Amazon Associates tags are public (they appear in every link), so a default is not a secret. */
export const DEFAULT_AFFILIATE_TAG = 'bulldogcollarguide-20';
export const DEFAULT_SQLITE_PATH = path.join('data', 'bulldog-collar-guide.sqlite');

export const DEFAULT_PERPLEXITY_MODEL = 'sonar';
export const DEFAULT_PERPLEXITY_BASE_URL = 'https://api.perplexity.ai';

/** A whole number in [min, max]; unset or empty gives the default; anything else stops the start with the variable's name. */
function parseCount(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}

function readContentGeneration(env: NodeJS.ProcessEnv): ContentGenerationConfig {
  const baseUrl = (env['PERPLEXITY_BASE_URL']?.trim() || DEFAULT_PERPLEXITY_BASE_URL).replace(/\/+$/, '');
  if (!/^https?:\/\/[^\s]+$/.test(baseUrl)) throw new Error(`PERPLEXITY_BASE_URL must be an http(s) URL, got "${baseUrl}"`);
  return {
    apiKey: env['PERPLEXITY_API_KEY']?.trim() || undefined,
    model: env['PERPLEXITY_MODEL']?.trim() || DEFAULT_PERPLEXITY_MODEL,
    baseUrl,
    timeoutMs: parseCount(env, 'PERPLEXITY_TIMEOUT_MS', 60_000, 100, 600_000),
    dailyLimit: parseCount(env, 'CONTENT_GENERATION_DAILY_LIMIT', 20, 0, 1_000_000),
    addressHourlyLimit: parseCount(env, 'CONTENT_GENERATION_ADDRESS_HOURLY_LIMIT', 5, 0, 1_000_000),
  };
}

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 3000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${raw}"`);
  }
  return port;
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
    cacheRevisionCheckMs: parseCount(env, 'CACHE_REVISION_CHECK_MS', 1000, 0, 3_600_000),
    contentGeneration: readContentGeneration(env),
  };
}
