import path from 'node:path';

/** Everything the server reads from its environment, resolved once at start-up. */
export interface AppConfig {
  port: number;
  host: string;
  /** `postgres://...` for PostgreSQL; otherwise the SQLite file path (or `sqlite:` URL). */
  databaseUrl: string;
  /** ALLOW_NEW_DATABASE=true: create a new SQLite database where one was created before and is now missing (off by default). */
  allowNewDatabase: boolean;
  affiliateTag: string;
  /** Absolute origin used for canonical URLs, sitemap and feeds. */
  siteUrl: string;
  production: boolean;
  logLevel: string;
  /** ADMIN_PASSWORD, or ADMIN_PASSWORD_HASH (argon2id); with neither, a generated password's hash is stored. */
  adminPassword?: string;
  adminPasswordHash?: string;
  /** Fastify's `trustProxy`: which proxies may name the client in X-Forwarded-For (TRUST_PROXY, default none). */
  trustProxy: TrustProxy;
  /** Origins allowed to call the API from another site (CORS_ORIGINS, default none: same origin only). */
  corsOrigins: string[];
  /** Per-client limits of the public writes (SUBSCRIBE_RATE_LIMIT, SUBMISSION_RATE_LIMIT). */
  rateLimits: { subscribe: RateLimitSetting; submission: RateLimitSetting };
  /** How often (ms) a server looks for content changes made by other servers before trusting its cached responses. */
  cacheRevisionCheckMs: number;
  /** The LLM behind /content-test and article drafts; see {@link ContentGenerationConfig}. */
  contentGeneration: ContentGenerationConfig;
  /** METRICS_TOKEN: the bearer token a Prometheus scrape of /metrics must send; unset, only loopback clients may scrape. */
  metricsToken?: string;
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

/** false (trust no proxy), true (trust every hop), a hop count, or the proxies' addresses / CIDR ranges. */
export type TrustProxy = boolean | number | string[];

export interface RateLimitSetting {
  limit: number;
  windowMs: number;
}

/** Generous for people (a household behind one address), tight for a script filling the tables. */
export const DEFAULT_RATE_LIMITS = {
  subscribe: { limit: 10, windowMs: 60 * 60 * 1000 },
  submission: { limit: 5, windowMs: 60 * 60 * 1000 },
} as const satisfies Record<string, RateLimitSetting>;

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

/** "true" or "false"; unset or empty is false. */
function parseFlag(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = env[name]?.trim() ?? '';
  if (raw !== '' && raw !== 'true' && raw !== 'false') throw new Error(`${name} must be true or false, got "${raw}"`);
  return raw === 'true';
}

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 3000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${raw}"`);
  }
  return port;
}

/** TRUST_PROXY: unset or "false" trusts no proxy, so X-Forwarded-For is ignored and cannot forge a client address. */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const addresses = value.split(',').map((item) => item.trim()).filter(Boolean);
  if (addresses.some((item) => !/^[0-9A-Fa-f.:/]+$|^(loopback|linklocal|uniquelocal)$/.test(item))) {
    throw new Error(`TRUST_PROXY must be false, true, a hop count, or a comma-separated list of proxy addresses, got "${value}"`);
  }
  return addresses;
}

/** CORS_ORIGINS: comma-separated origins such as https://tools.example.com (scheme, host and port, no path). */
export function parseCorsOrigins(raw: string | undefined): string[] {
  const origins = (raw ?? '').split(',').map((item) => item.trim().replace(/\/+$/, '')).filter(Boolean);
  for (const origin of origins) {
    if (!/^https?:\/\/[^/\s*]+$/.test(origin)) throw new Error(`CORS_ORIGINS entries must be origins like https://tools.example.com, got "${origin}"`);
  }
  return origins;
}

/** "<count>/<seconds>", e.g. "10/3600": at most 10 per client each hour. */
export function parseRateLimit(name: string, raw: string | undefined, fallback: RateLimitSetting): RateLimitSetting {
  const value = raw?.trim();
  if (!value) return { ...fallback };
  const match = /^(\d+)\/(\d+)$/.exec(value);
  const limit = Number(match?.[1]);
  const seconds = Number(match?.[2]);
  if (!match || limit < 1 || seconds < 1) throw new Error(`${name} must be "<count>/<seconds>" with both at least 1 (e.g. "10/3600"), got "${value}"`);
  return { limit, windowMs: seconds * 1000 };
}

/** METRICS_TOKEN: /metrics is not rate limited, so a token must be too long to guess (e.g. `openssl rand -hex 24`). */
function parseMetricsToken(raw: string | undefined): string | undefined {
  const token = raw?.trim();
  if (!token) return undefined;
  if (token.length < 24 || /\s/.test(token)) throw new Error('METRICS_TOKEN must be at least 24 characters without spaces (e.g. the output of `openssl rand -hex 24`)');
  return token;
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
    allowNewDatabase: parseFlag(env, 'ALLOW_NEW_DATABASE'),
    affiliateTag,
    siteUrl,
    production: env['NODE_ENV'] === 'production',
    logLevel: env['LOG_LEVEL']?.trim() || 'info',
    adminPassword: env['ADMIN_PASSWORD'] || undefined,
    adminPasswordHash: env['ADMIN_PASSWORD_HASH']?.trim() || undefined,
    cacheRevisionCheckMs: parseCount(env, 'CACHE_REVISION_CHECK_MS', 1000, 0, 3_600_000),
    contentGeneration: readContentGeneration(env),
    metricsToken: parseMetricsToken(env['METRICS_TOKEN']),
    trustProxy: parseTrustProxy(env['TRUST_PROXY']),
    corsOrigins: parseCorsOrigins(env['CORS_ORIGINS']),
    rateLimits: {
      subscribe: parseRateLimit('SUBSCRIBE_RATE_LIMIT', env['SUBSCRIBE_RATE_LIMIT'], DEFAULT_RATE_LIMITS.subscribe),
      submission: parseRateLimit('SUBMISSION_RATE_LIMIT', env['SUBMISSION_RATE_LIMIT'], DEFAULT_RATE_LIMITS.submission),
    },
  };
}
