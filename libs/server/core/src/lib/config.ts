import path from 'node:path';
import { inspect } from 'node:util';
import { AFFILIATE_TAG_PATTERN } from '@bcg/shared/affiliate-links';
import { PRICE_MAX_CENTS, validateEmail } from '@bcg/shared/validation';
import { z } from 'zod';

/** Everything the server reads from its environment, resolved once at start-up. */
export interface AppConfig {
  port: number;
  host: string;
  /** `postgres://...` for PostgreSQL; otherwise the SQLite file path (or `sqlite:` URL). */
  databaseUrl: string;
  /** ALLOW_NEW_DATABASE: create a new SQLite database even where one was created before and is now missing. */
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
  /**
   * Limits of the public writes: per client (SUBSCRIBE_RATE_LIMIT, PRICE_ALERT_RATE_LIMIT, PREFERENCES_LINK_RATE_LIMIT,
   * SUBMISSION_RATE_LIMIT, CONTACT_RATE_LIMIT) and per recipient of the emails they cause (RECIPIENT_EMAIL_RATE_LIMIT).
   */
  rateLimits: {
    subscribe: RateLimitSetting;
    priceAlert: RateLimitSetting;
    preferencesLink: RateLimitSetting;
    recipientEmail: RateLimitSetting;
    submission: RateLimitSetting;
    contact: RateLimitSetting;
  };
  /** How often (ms) a server looks for content changes made by other servers before trusting its cached responses. */
  cacheRevisionCheckMs: number;
  /** The LLM behind /content-test and article drafts; see {@link ContentGenerationConfig}. */
  contentGeneration: ContentGenerationConfig;
  /** METRICS_TOKEN: bearer token /metrics requires; unset, /metrics answers loopback clients only. */
  metricsToken?: string;
  /** PRICE_MAX_AGE_HOURS: a retailer price checked longer ago than this is not shown (the retailer's rule). */
  priceMaxAgeHours: number;
  /** CONTACT_NOTIFY_EMAIL: where a new contact message is announced by email; unset, it is only stored (admin Messages tab). */
  contactNotifyEmail?: string;
  /** TWITTER_SITE: the site's X (Twitter) account, e.g. "@bulldogcollars", for twitter:site; unset, no tag. */
  twitterSite?: string;
  /** The outbox's sender; see {@link MailConfig}. */
  mail: MailConfig;
  /** UPLOAD_DIR: where uploaded images and their renditions are kept (served under /uploads/, included in `npm run backup`). */
  uploadDir: string;
  /** WEB_DIST_DIR: where the built web app (client/ and server/) is read from; unset, the one built beside the server. */
  webDistDir?: string;
  /** First-party analytics; see {@link AnalyticsConfig}. */
  analytics: AnalyticsConfig;
  /** Admission of server renders (cache misses); see {@link RenderConfig}. */
  render: RenderConfig;
  /** The retailer's product API and the sync that keeps prices and availability true; see {@link RetailerConfig}. */
  retailer: RetailerConfig;
}

/** Credential versions of Amazon's Creators API: 2.x and 3.x, each for North America (.1), Europe (.2) and the Far East (.3). */
export const AMAZON_CREDENTIAL_VERSIONS = ['2.1', '2.2', '2.3', '3.1', '3.2', '3.3'] as const;
export type AmazonCredentialVersion = (typeof AMAZON_CREDENTIAL_VERSIONS)[number];

/**
 * A value that must not leak: `reveal()` gives it to the one caller that sends it; printing, logging or serialising the
 * configuration shows a marker instead.
 */
export class SecretValue {
  readonly #value: string;
  constructor(value: string) {
    this.#value = value;
  }
  reveal(): string {
    return this.#value;
  }
  toString(): string {
    return '[secret]';
  }
  toJSON(): string {
    return '[secret]';
  }
  [inspect.custom](): string {
    return '[secret]';
  }
}

/** The retailer's product API (Amazon's Creators API) and how often the sync checks every product. */
export interface RetailerConfig {
  /** AMAZON_CREDENTIAL_ID, AMAZON_CREDENTIAL_SECRET, AMAZON_CREDENTIAL_VERSION: all three, or the sync stays off. */
  credentialId?: string;
  credentialSecret?: SecretValue;
  credentialVersion?: AmazonCredentialVersion;
  /** AMAZON_MARKETPLACE, e.g. www.amazon.com: the store whose prices (and currency) are shown. */
  marketplace: string;
  /** AMAZON_API_URL: origin of the product API, without a trailing slash. */
  apiUrl: string;
  /** AMAZON_TOKEN_URL: the OAuth token endpoint; unset, the one the credential version implies. */
  tokenUrl?: string;
  /** RETAILER_SYNC_INTERVAL_MINUTES: each product is checked at least this often. */
  syncIntervalMinutes: number;
  /** RETAILER_SYNC_SPEED: the sync's pacing and write interval run this many times faster (the bench, against the fake). */
  syncSpeed: number;
  /** RETAILER_PRICE_CEILING: a retailer price over this many units of the marketplace's currency is refused and reported. */
  priceCeiling: number;
}

/** How many server renders run and wait at once, and how much of the main thread they may take from other answers. */
export interface RenderConfig {
  /** RENDER_CONCURRENCY: renders running at once. */
  concurrency: number;
  /** RENDER_QUEUE_LIMIT: renders waiting for their turn; the next miss is answered 503 with Retry-After. */
  queueLimit: number;
  /** RENDER_QUEUE_PER_CLIENT: renders one client address may hold (running or waiting); its next miss is answered 503. */
  perClientLimit: number;
  /** RENDER_TIME_SHARE_PERCENT as a fraction: the main thread's time renders may take while other answers wait. */
  timeShare: number;
}

/** How long raw analytics events are kept and how many one address may send. */
export interface AnalyticsConfig {
  /** ANALYTICS_RAW_DAYS: raw events are deleted this many days after their day; the daily roll-up stays. */
  rawDays: number;
  /** ANALYTICS_RATE_LIMIT: POST /api/events requests per client address. */
  rateLimit: RateLimitSetting;
}

/** How queued emails leave (SMTP_URL, MAIL_FROM) and how failures are retried. */
export interface MailConfig {
  /** SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465; unset, nothing leaves the machine (emails stay queued). Never logged. */
  smtpUrl?: string;
  /** MAIL_FROM: the From of every email, e.g. `Bulldog Collar Guide <guide@example.com>`. */
  from: string;
  /** MAIL_POSTAL_ADDRESS: the postal address every newsletter carries (the law requires one); unset, no issue is sent. */
  postalAddress?: string;
  /** MAIL_EVENTS_SECRET: the bearer secret of the mail provider's bounce and complaint notices; unset, the route is off. */
  eventsSecret?: SecretValue;
  /** A failed email is tried this many times in all, then left 'failed' with its last error. */
  maxAttempts: number;
  /** The wait after the first failure; each further failure doubles it (capped at 6 hours). */
  retryBaseMs: number;
  /** How long a claimed email is reserved for its sender: past it (the process died), another attempt takes it. */
  leaseMs: number;
  /** How often the sender looks for due emails besides being woken by a new one (retries, other processes' emails). */
  pollMs: number;
  /** NEWSLETTER_SEND_RATE_PER_MINUTE: copies of a newsletter issue handed to the SMTP server per minute, at most. */
  newsletterRatePerMinute: number;
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

/**
 * A password a person chose (ADMIN_PASSWORD, `npm run admin:password`) has at least this many characters; the
 * login lock-out slows guessing, a long password is what makes it hopeless.
 */
export const MIN_ADMIN_PASSWORD_LENGTH = 12;

/** Generous for people (a household behind one address), tight for a script filling the tables. */
const DEFAULT_RATE_LIMITS = {
  subscribe: { limit: 10, windowMs: 60 * 60 * 1000 },
  priceAlert: { limit: 10, windowMs: 60 * 60 * 1000 },
  preferencesLink: { limit: 5, windowMs: 60 * 60 * 1000 },
  // Emails the public forms cause to one address (price-alert confirmations, fresh preferences links), whoever asks.
  recipientEmail: { limit: 3, windowMs: 60 * 60 * 1000 },
  submission: { limit: 5, windowMs: 60 * 60 * 1000 },
  contact: { limit: 5, windowMs: 60 * 60 * 1000 },
  // A reader sends one request per page and per retailer click: 120 a minute is far above any person.
  events: { limit: 120, windowMs: 60 * 1000 },
} as const satisfies Record<string, RateLimitSetting>;

/** Amazon Associates tags are public (they appear in every link), so a default is not a secret. */
export const DEFAULT_AFFILIATE_TAG = 'bulldogcollarguide-20';
const DEFAULT_SQLITE_PATH = path.join('data', 'bulldog-collar-guide.sqlite');
const DEFAULT_UPLOAD_DIR = path.join('data', 'uploads');

// --- How one variable is read. Unset and blank mean the same (`FOO=` in an env file asks for the default). ---

const blankAsUnset = (value: unknown) => (typeof value === 'string' ? value.trim() || undefined : value);

/** Trimmed text; unset or blank gives the default. */
const text = (fallback: string) => z.preprocess(blankAsUnset, z.string().default(fallback));

/** Trimmed text, or undefined when unset or blank. */
const optionalText = () => z.preprocess(blankAsUnset, z.string().optional());

/** A whole number in [min, max]; unset or blank gives the default. */
function wholeNumber(fallback: number, min: number, max: number) {
  const error = `must be a whole number between ${min} and ${max}`;
  return z.preprocess(blankAsUnset, z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error }).default(fallback));
}

/** A comma-separated list, each item trimmed, empty items dropped. */
const commaList = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item));

/** "<count>/<seconds>", e.g. "10/3600": at most 10 per client each hour. */
function rateLimit(fallback: RateLimitSetting) {
  const error = 'must be "<count>/<seconds>" with both at least 1 (e.g. "10/3600")';
  return z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^[1-9]\d*\/[1-9]\d*$/, { error })
      .transform((value): RateLimitSetting => {
        const [limit, seconds] = value.split('/').map(Number) as [number, number];
        return { limit, windowMs: seconds * 1000 };
      })
      .default({ ...fallback }),
  );
}

const httpUrl = /^https?:\/\/[^\s]+$/;
const withoutTrailingSlashes = (value: string) => value.replace(/\/+$/, '');
const trustProxyError = 'must be false, true, a hop count, or a comma-separated list of proxy addresses';

/** Values that must never be echoed in an error message or a log line. */
const secret = { secret: true } as const;

/**
 * Every environment variable the server reads: its name, default, validation and meaning (the README's table).
 * Adding a variable is one entry here and the field of {@link AppConfig} it fills in {@link readConfig}.
 */
const ENVIRONMENT = z.object({
  PORT: wholeNumber(3000, 0, 65535).describe('HTTP port (0: any free port)'),
  HOST: text('0.0.0.0').describe('interface to listen on'),
  DATABASE_URL: text(DEFAULT_SQLITE_PATH)
    .describe('a SQLite file (bare path or `sqlite:path`), or `postgres://user:pass@host:5432/db` for PostgreSQL')
    .meta(secret),
  ALLOW_NEW_DATABASE: z
    .preprocess(blankAsUnset, z.enum(['false', 'true'], { error: 'must be true or false' }).default('false'))
    .transform((value) => value === 'true')
    .describe('`true`: create and seed a new SQLite database where one was created before and is now missing (one start, on purpose)'),
  AFFILIATE_TAG: text(DEFAULT_AFFILIATE_TAG)
    .pipe(z.string().regex(AFFILIATE_TAG_PATTERN, { error: 'may contain only letters, digits and hyphens (for example "mysite-20")' }))
    .describe('Amazon Associates tag added to every retailer link (public by nature: it appears in every link)'),
  SITE_URL: optionalText()
    .pipe(
      z
        .string()
        .regex(httpUrl, { error: 'must be an http(s) URL such as https://www.example.com' })
        .transform(withoutTrailingSlashes)
        .optional(),
    )
    .describe('absolute origin used in canonical URLs, the sitemap and feeds (default http://localhost:$PORT)'),
  NODE_ENV: optionalText().describe('`production` turns GraphQL introspection and "Did you mean" suggestions off'),
  LOG_LEVEL: text('info')
    .pipe(
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be one of fatal, error, warn, info, debug, trace, silent',
      }),
    )
    .describe('pino log level of the server'),
  // Not trimmed: spaces may be part of a passphrase.
  ADMIN_PASSWORD: z
    .preprocess(
      (value) => value || undefined,
      z
        .string()
        .min(MIN_ADMIN_PASSWORD_LENGTH, {
          error: `must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters long (or set ADMIN_PASSWORD_HASH instead)`,
        })
        .optional(),
    )
    .describe('the administrator password (at least 12 characters)')
    .meta(secret),
  ADMIN_PASSWORD_HASH: optionalText()
    .pipe(z.string().startsWith('$argon2id$', { error: 'must be an argon2id hash (it starts with $argon2id$)' }).optional())
    .describe('the argon2id hash of the administrator password; with neither this nor ADMIN_PASSWORD, the first start generates one')
    .meta(secret),
  CACHE_REVISION_CHECK_MS: wholeNumber(1000, 0, 3_600_000).describe('how soon (ms) a server sees public content changed by another server'),
  RENDER_CONCURRENCY: wholeNumber(1, 1, 64).describe('server renders (cache misses) running at once'),
  RENDER_QUEUE_LIMIT: wholeNumber(32, 0, 10_000).describe(
    'server renders waiting for their turn; one more is answered 503 with Retry-After',
  ),
  RENDER_QUEUE_PER_CLIENT: wholeNumber(8, 1, 10_000).describe(
    'server renders one client address may hold at once, running or waiting; one more from it is answered 503 with Retry-After',
  ),
  RENDER_TIME_SHARE_PERCENT: wholeNumber(35, 1, 100).describe('share of the main thread renders may take while other answers wait'),
  PERPLEXITY_API_KEY: optionalText()
    .describe('key of the Perplexity API used by /content-test and generated drafts; unset, nothing is called')
    .meta(secret),
  PERPLEXITY_MODEL: text('sonar').describe('Perplexity model'),
  PERPLEXITY_BASE_URL: text('https://api.perplexity.ai')
    .transform(withoutTrailingSlashes)
    .pipe(z.string().regex(httpUrl, { error: 'must be an http(s) URL' }))
    .describe('API origin (`/chat/completions` is appended)'),
  PERPLEXITY_TIMEOUT_MS: wholeNumber(60_000, 100, 600_000).describe('an upstream call is abandoned after this many milliseconds'),
  CONTENT_GENERATION_DAILY_LIMIT: wholeNumber(20, 0, 1_000_000).describe(
    'upstream calls the whole site may make per UTC day (0 turns them off)',
  ),
  CONTENT_GENERATION_ADDRESS_HOURLY_LIMIT: wholeNumber(5, 0, 1_000_000).describe('upstream calls one client address may cause per hour'),
  // Unset or "false" trusts no proxy, so X-Forwarded-For is ignored and cannot forge a client address.
  TRUST_PROXY: z
    .preprocess(
      blankAsUnset,
      z
        .union(
          [
            z.enum(['false', 'true']).transform((value) => value === 'true'),
            z.string().regex(/^\d+$/).transform(Number),
            commaList(z.string().regex(/^[0-9A-Fa-f.:/]+$|^(loopback|linklocal|uniquelocal)$/, { error: trustProxyError })),
          ],
          { error: trustProxyError },
        )
        .default(false),
    )
    .describe('which proxies may name the client in X-Forwarded-For: false, true, a hop count, or proxy addresses / CIDR ranges'),
  CORS_ORIGINS: z
    .preprocess(
      blankAsUnset,
      commaList(
        z
          .string()
          .transform(withoutTrailingSlashes)
          .pipe(z.string().regex(/^https?:\/\/[^/\s*]+$/, { error: 'entries must be origins like https://tools.example.com' })),
      ).default([]),
    )
    .describe('comma-separated origins allowed to call the API from a browser on another site'),
  METRICS_TOKEN: optionalText()
    .pipe(
      z
        .string()
        .regex(/^\S{24,}$/, { error: 'must be at least 24 characters without spaces (e.g. the output of `openssl rand -hex 24`)' })
        .optional(),
    )
    .describe('bearer token that /metrics requires; unset, /metrics answers loopback clients only')
    .meta(secret),
  PRICE_MAX_AGE_HOURS: wholeNumber(24, 1, 24 * 365).describe(
    'hours a retailer price stays displayable after it was checked (Amazon allows 24); older prices read "Check price on Amazon"',
  ),
  TWITTER_SITE: optionalText()
    .pipe(
      z
        .string()
        .regex(/^@\w{1,15}$/, { error: 'must be an X (Twitter) handle such as @bulldogcollars' })
        .optional(),
    )
    .describe("the site's X (Twitter) handle for the twitter:site tag (e.g. `@bulldogcollars`); unset, no tag"),
  SMTP_URL: optionalText()
    .pipe(
      z
        .string()
        .regex(/^smtps?:\/\/[^\s]+$/, { error: 'must be an smtp:// or smtps:// URL such as smtps://user:password@smtp.example.com:465' })
        .optional(),
    )
    .describe(
      'the SMTP server that delivers queued emails (`smtp://` or `smtps://`, credentials in the URL); unset, nothing is sent and emails stay in the outbox',
    )
    .meta(secret),
  MAIL_FROM: optionalText()
    .pipe(
      z
        .string()
        .regex(/^(?:[^<>\r\n"]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/, {
          error: 'must be an address, or a name and an address such as "Bulldog Collar Guide <guide@example.com>"',
        })
        .optional(),
    )
    .describe('the From of every email (default `Bulldog Collar Guide <guide@` the host of SITE_URL `>`)'),
  MAIL_POSTAL_ADDRESS: optionalText()
    .pipe(
      z
        .string()
        .max(200, { error: 'must be at most 200 characters' })
        .regex(/^[^\r\n<>]+$/, { error: 'must be one line of plain text, e.g. "100 Main St, Springfield, IL 62701, USA"' })
        .optional(),
    )
    .describe(
      'the postal address printed in every newsletter email (the law requires one in commercial email); unset, the dashboard says so and no issue is sent',
    ),
  MAIL_EVENTS_SECRET: optionalText()
    .pipe(
      z
        .string()
        .min(24, { error: 'must be at least 24 characters (a random string the mail provider sends as its bearer token)' })
        .optional(),
    )
    .describe(
      'the bearer token the mail provider sends with bounce and complaint notices to `POST /api/mail/events`; unset, that route answers 404',
    )
    .meta(secret),
  MAIL_MAX_ATTEMPTS: wholeNumber(8, 1, 100).describe('delivery attempts of one email before it is marked failed'),
  MAIL_RETRY_BASE_MS: wholeNumber(60_000, 10, 3_600_000).describe(
    'wait after a failed delivery; doubled after each further failure (at most 6 hours)',
  ),
  MAIL_LEASE_MS: wholeNumber(120_000, 100, 3_600_000).describe(
    'how long an email being sent is reserved for its process; after a crash it is sent again (same Message-ID) once this has passed',
  ),
  MAIL_POLL_MS: wholeNumber(10_000, 50, 3_600_000).describe('how often the sender looks for due emails (a new email wakes it at once)'),
  NEWSLETTER_SEND_RATE_PER_MINUTE: wholeNumber(600, 1, 1_000_000).describe(
    "copies of a newsletter issue sent per minute at most (the mail provider's limit); transactional email never waits behind a send",
  ),
  SUBSCRIBE_RATE_LIMIT: rateLimit(DEFAULT_RATE_LIMITS.subscribe).describe('sign-ups per client address: <count>/<seconds>'),
  PRICE_ALERT_RATE_LIMIT: rateLimit(DEFAULT_RATE_LIMITS.priceAlert).describe(
    'price alerts asked (REST and GraphQL together) per client address: <count>/<seconds>',
  ),
  PREFERENCES_LINK_RATE_LIMIT: rateLimit(DEFAULT_RATE_LIMITS.preferencesLink).describe(
    'fresh preferences links asked (REST and GraphQL together) per client address: <count>/<seconds>',
  ),
  RECIPIENT_EMAIL_RATE_LIMIT: rateLimit(DEFAULT_RATE_LIMITS.recipientEmail).describe(
    'price-alert confirmations and fresh preferences links emailed to one address, whoever asks: <count>/<seconds>',
  ),
  SUBMISSION_RATE_LIMIT: rateLimit(DEFAULT_RATE_LIMITS.submission).describe('product submissions per client address: <count>/<seconds>'),
  CONTACT_RATE_LIMIT: rateLimit(DEFAULT_RATE_LIMITS.contact).describe('contact messages per client address: <count>/<seconds>'),
  ANALYTICS_RAW_DAYS: wholeNumber(30, 1, 3650).describe(
    'days raw analytics events are kept before they are deleted (the daily totals of the dashboard stay)',
  ),
  ANALYTICS_RATE_LIMIT: rateLimit(DEFAULT_RATE_LIMITS.events).describe(
    'analytics requests (POST /api/events) per client address: <count>/<seconds>',
  ),
  CONTACT_NOTIFY_EMAIL: optionalText()
    .pipe(
      z
        .string()
        .refine((value) => validateEmail(value) === null, { error: 'must be an email address' })
        .optional(),
    )
    .describe('address told of each new contact message by email (Reply-To: the sender); unset, messages are only stored'),
  UPLOAD_DIR: text(DEFAULT_UPLOAD_DIR).describe(
    'directory of uploaded product images and their renditions (served under /uploads/ with immutable caching; `npm run backup` copies it)',
  ),
  WEB_DIST_DIR: optionalText().describe(
    'where the built web app is read from (client/ and server/); unset, dist/apps/web beside the built server',
  ),
  AMAZON_CREDENTIAL_ID: optionalText()
    .pipe(z.string().regex(/^\S+$/, { error: 'must be the Credential ID of Associates Central (no spaces)' }).optional())
    .describe(
      'Credential ID of the Creators API (Associates Central, Tools, Creators API); with the secret and version, the retailer sync runs',
    ),
  AMAZON_CREDENTIAL_SECRET: optionalText()
    .describe('Credential Secret of the Creators API (shown once when the credential is made)')
    .meta(secret),
  AMAZON_CREDENTIAL_VERSION: optionalText()
    .pipe(
      z
        .enum(AMAZON_CREDENTIAL_VERSIONS, {
          error: `must be one of ${AMAZON_CREDENTIAL_VERSIONS.join(', ')} (the Version shown beside the credential in Associates Central)`,
        })
        .optional(),
    )
    .describe("the credential's Version: 2.1/3.1 North America, 2.2/3.2 Europe, 2.3/3.3 Far East"),
  AMAZON_MARKETPLACE: text('www.amazon.com')
    .pipe(
      z.string().regex(/^www\.amazon\.[a-z]{2,3}(\.[a-z]{2})?$/, {
        error: 'must be an Amazon store host such as www.amazon.com or www.amazon.co.uk',
      }),
    )
    .describe('the Amazon store whose prices, currency and availability are shown'),
  AMAZON_API_URL: text('https://creatorsapi.amazon')
    .transform(withoutTrailingSlashes)
    .pipe(z.string().regex(httpUrl, { error: 'must be an http(s) URL' }))
    .describe('origin of the Creators API (`/catalog/v1/getItems` is appended); the demo and tests point it at the local fake'),
  AMAZON_TOKEN_URL: optionalText()
    .pipe(z.string().regex(httpUrl, { error: 'must be an http(s) URL' }).optional())
    .describe('the OAuth token endpoint; unset, the one the credential version implies'),
  RETAILER_SYNC_INTERVAL_MINUTES: wholeNumber(60, 1, 1440).describe(
    'minutes between two checks of the same product at the retailer (at most 1440, so a shown price is never older than a day)',
  ),
  RETAILER_SYNC_SPEED: wholeNumber(1, 1, 1000).describe(
    "for the bench against the fake only: the sync's request pacing and its once-a-minute writes run this many times faster",
  ),
  // At most the largest price a product may carry, which the price columns hold.
  RETAILER_PRICE_CEILING: wholeNumber(1000, 1, Math.floor(PRICE_MAX_CENTS / 100)).describe(
    "the highest collar price believed, in whole units of the marketplace's currency: a retailer price over it is refused and reported per product",
  ),
});

/** The environment variables {@link readConfig} reads, with their meaning (for documentation and tests). */
export function describeEnvironment(): { name: string; description: string }[] {
  return Object.entries(ENVIRONMENT.shape).map(([name, schema]) => ({ name, description: schema.description ?? '' }));
}

/** One line per unusable variable: its name, what it must be, and the value it had (never for secrets). */
function describeIssues(error: z.ZodError, env: NodeJS.ProcessEnv): string {
  const lines = new Map<string, string>();
  for (const issue of error.issues) {
    const name = String(issue.path[0]);
    if (lines.has(name)) continue;
    const isSecret = z.globalRegistry.get(ENVIRONMENT.shape[name as keyof typeof ENVIRONMENT.shape])?.['secret'] === true;
    lines.set(name, `${name} ${issue.message}${isSecret ? '' : `, got "${env[name]?.trim()}"`}`);
  }
  return [...lines.values()].join('\n');
}

/** Reads and validates the configuration; throws with the variable's name when a value is unusable. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ENVIRONMENT.safeParse(env);
  if (!parsed.success) throw new Error(describeIssues(parsed.error, env));
  const vars = parsed.data;
  const siteUrl = vars.SITE_URL ?? `http://localhost:${vars.PORT}`;
  return {
    port: vars.PORT,
    host: vars.HOST,
    databaseUrl: vars.DATABASE_URL,
    allowNewDatabase: vars.ALLOW_NEW_DATABASE,
    affiliateTag: vars.AFFILIATE_TAG,
    siteUrl,
    production: vars.NODE_ENV === 'production',
    logLevel: vars.LOG_LEVEL,
    adminPassword: vars.ADMIN_PASSWORD,
    adminPasswordHash: vars.ADMIN_PASSWORD_HASH,
    cacheRevisionCheckMs: vars.CACHE_REVISION_CHECK_MS,
    contentGeneration: {
      apiKey: vars.PERPLEXITY_API_KEY,
      model: vars.PERPLEXITY_MODEL,
      baseUrl: vars.PERPLEXITY_BASE_URL,
      timeoutMs: vars.PERPLEXITY_TIMEOUT_MS,
      dailyLimit: vars.CONTENT_GENERATION_DAILY_LIMIT,
      addressHourlyLimit: vars.CONTENT_GENERATION_ADDRESS_HOURLY_LIMIT,
    },
    trustProxy: vars.TRUST_PROXY,
    corsOrigins: vars.CORS_ORIGINS,
    metricsToken: vars.METRICS_TOKEN,
    rateLimits: {
      subscribe: vars.SUBSCRIBE_RATE_LIMIT,
      priceAlert: vars.PRICE_ALERT_RATE_LIMIT,
      preferencesLink: vars.PREFERENCES_LINK_RATE_LIMIT,
      recipientEmail: vars.RECIPIENT_EMAIL_RATE_LIMIT,
      submission: vars.SUBMISSION_RATE_LIMIT,
      contact: vars.CONTACT_RATE_LIMIT,
    },
    priceMaxAgeHours: vars.PRICE_MAX_AGE_HOURS,
    twitterSite: vars.TWITTER_SITE,
    contactNotifyEmail: vars.CONTACT_NOTIFY_EMAIL,
    mail: {
      smtpUrl: vars.SMTP_URL,
      from: vars.MAIL_FROM ?? `Bulldog Collar Guide <guide@${new URL(siteUrl).hostname}>`,
      postalAddress: vars.MAIL_POSTAL_ADDRESS,
      eventsSecret: vars.MAIL_EVENTS_SECRET === undefined ? undefined : new SecretValue(vars.MAIL_EVENTS_SECRET),
      maxAttempts: vars.MAIL_MAX_ATTEMPTS,
      retryBaseMs: vars.MAIL_RETRY_BASE_MS,
      leaseMs: vars.MAIL_LEASE_MS,
      pollMs: vars.MAIL_POLL_MS,
      newsletterRatePerMinute: vars.NEWSLETTER_SEND_RATE_PER_MINUTE,
    },
    uploadDir: path.resolve(vars.UPLOAD_DIR),
    webDistDir: vars.WEB_DIST_DIR === undefined ? undefined : path.resolve(vars.WEB_DIST_DIR),
    analytics: { rawDays: vars.ANALYTICS_RAW_DAYS, rateLimit: vars.ANALYTICS_RATE_LIMIT },
    render: {
      concurrency: vars.RENDER_CONCURRENCY,
      queueLimit: vars.RENDER_QUEUE_LIMIT,
      perClientLimit: vars.RENDER_QUEUE_PER_CLIENT,
      timeShare: vars.RENDER_TIME_SHARE_PERCENT / 100,
    },
    retailer: {
      credentialId: vars.AMAZON_CREDENTIAL_ID,
      credentialSecret: vars.AMAZON_CREDENTIAL_SECRET === undefined ? undefined : new SecretValue(vars.AMAZON_CREDENTIAL_SECRET),
      credentialVersion: vars.AMAZON_CREDENTIAL_VERSION,
      marketplace: vars.AMAZON_MARKETPLACE,
      apiUrl: vars.AMAZON_API_URL,
      tokenUrl: vars.AMAZON_TOKEN_URL,
      syncIntervalMinutes: vars.RETAILER_SYNC_INTERVAL_MINUTES,
      syncSpeed: vars.RETAILER_SYNC_SPEED,
      priceCeiling: vars.RETAILER_PRICE_CEILING,
    },
  };
}
