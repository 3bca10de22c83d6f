import fs from 'node:fs';
import path from 'node:path';
import { inspect } from 'node:util';
import { DEFAULT_AFFILIATE_TAG, describeEnvironment, MIN_ADMIN_PASSWORD_LENGTH, readConfig } from './config';

describe('readConfig', () => {
  it('defaults to port 3000, the SQLite file under data/ and the public tag', () => {
    const config = readConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBe('data/bulldog-collar-guide.sqlite');
    expect(config.affiliateTag).toBe(DEFAULT_AFFILIATE_TAG);
    expect(config.siteUrl).toBe('http://localhost:3000');
  });

  it('reads PORT, DATABASE_URL, AFFILIATE_TAG and SITE_URL', () => {
    const config = readConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u:p@db/bcg',
      AFFILIATE_TAG: 'mysite-21',
      SITE_URL: 'https://example.org/',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://u:p@db/bcg',
      affiliateTag: 'mysite-21',
      siteUrl: 'https://example.org',
    });
  });

  it('rejects an unusable PORT or AFFILIATE_TAG, naming the variable', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => readConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => readConfig({ AFFILIATE_TAG: 'bad tag"><script>' })).toThrow(/AFFILIATE_TAG/);
  });

  it('reads CACHE_REVISION_CHECK_MS (default one second) and rejects what is not a whole number', () => {
    expect(readConfig({}).cacheRevisionCheckMs).toBe(1000);
    expect(readConfig({ CACHE_REVISION_CHECK_MS: '0' }).cacheRevisionCheckMs).toBe(0);
    expect(() => readConfig({ CACHE_REVISION_CHECK_MS: '-5' })).toThrow(/CACHE_REVISION_CHECK_MS/);
    expect(() => readConfig({ CACHE_REVISION_CHECK_MS: 'soon' })).toThrow(/CACHE_REVISION_CHECK_MS/);
  });

  it('defaults content generation to Perplexity sonar, 20 calls a day and 5 an hour per address, with no key', () => {
    expect(readConfig({}).contentGeneration).toEqual({
      apiKey: undefined,
      model: 'sonar',
      baseUrl: 'https://api.perplexity.ai',
      timeoutMs: 60_000,
      dailyLimit: 20,
      addressHourlyLimit: 5,
    });
  });

  it('reads the Perplexity variables and rejects unusable limits, naming the variable', () => {
    const config = readConfig({
      PERPLEXITY_API_KEY: ' pplx-abc ',
      PERPLEXITY_BASE_URL: 'http://127.0.0.1:9/',
      CONTENT_GENERATION_DAILY_LIMIT: '3',
    });
    expect(config.contentGeneration).toMatchObject({ apiKey: 'pplx-abc', baseUrl: 'http://127.0.0.1:9', dailyLimit: 3 });
    expect(() => readConfig({ CONTENT_GENERATION_DAILY_LIMIT: 'lots' })).toThrow(/CONTENT_GENERATION_DAILY_LIMIT/);
    expect(() => readConfig({ CONTENT_GENERATION_ADDRESS_HOURLY_LIMIT: '-1' })).toThrow(/CONTENT_GENERATION_ADDRESS_HOURLY_LIMIT/);
    expect(() => readConfig({ PERPLEXITY_BASE_URL: 'ftp://example.org' })).toThrow(/PERPLEXITY_BASE_URL/);
  });
});

describe('security settings', () => {
  it('trusts no proxy, allows no other origin and applies the documented limits by default', () => {
    const config = readConfig({});
    expect(config.trustProxy).toBe(false);
    expect(config.corsOrigins).toEqual([]);
    expect(config.rateLimits).toEqual({
      subscribe: { limit: 10, windowMs: 3_600_000 },
      priceAlert: { limit: 10, windowMs: 3_600_000 },
      preferencesLink: { limit: 5, windowMs: 3_600_000 },
      recipientEmail: { limit: 3, windowMs: 3_600_000 },
      submission: { limit: 5, windowMs: 3_600_000 },
      contact: { limit: 5, windowMs: 3_600_000 },
    });
  });

  it.each([
    ['false', false],
    ['true', true],
    ['1', 1],
    ['127.0.0.1, 10.0.0.0/8', ['127.0.0.1', '10.0.0.0/8']],
    ['loopback', ['loopback']],
  ])('reads TRUST_PROXY=%s', (raw, expected) => expect(readConfig({ TRUST_PROXY: raw }).trustProxy).toEqual(expected));

  it('reads CORS_ORIGINS and the rate limits', () => {
    const config = readConfig({
      CORS_ORIGINS: 'https://tools.example.com/, http://localhost:4200',
      SUBSCRIBE_RATE_LIMIT: '3/60',
      PRICE_ALERT_RATE_LIMIT: '4/60',
      RECIPIENT_EMAIL_RATE_LIMIT: '2/7200',
      SUBMISSION_RATE_LIMIT: '100/86400',
      CONTACT_RATE_LIMIT: '2/600',
    });
    expect(config.corsOrigins).toEqual(['https://tools.example.com', 'http://localhost:4200']);
    expect(config.rateLimits).toEqual({
      subscribe: { limit: 3, windowMs: 60_000 },
      // Sign-ups and price alerts are counted apart; unset, the defaults.
      priceAlert: { limit: 4, windowMs: 60_000 },
      preferencesLink: { limit: 5, windowMs: 3_600_000 },
      recipientEmail: { limit: 2, windowMs: 7_200_000 },
      submission: { limit: 100, windowMs: 86_400_000 },
      contact: { limit: 2, windowMs: 600_000 },
    });
  });

  it('refuses unusable values, naming the variable', () => {
    expect(() => readConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
    expect(() => readConfig({ CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS/);
    expect(() => readConfig({ CORS_ORIGINS: 'https://a.example/path' })).toThrow(/CORS_ORIGINS/);
    expect(() => readConfig({ SUBSCRIBE_RATE_LIMIT: '10' })).toThrow(/SUBSCRIBE_RATE_LIMIT/);
    expect(() => readConfig({ SUBMISSION_RATE_LIMIT: '0/60' })).toThrow(/SUBMISSION_RATE_LIMIT/);
    expect(() => readConfig({ CONTACT_RATE_LIMIT: '5/0' })).toThrow(/CONTACT_RATE_LIMIT/);
    expect(() => readConfig({ RECIPIENT_EMAIL_RATE_LIMIT: 'few' })).toThrow(/RECIPIENT_EMAIL_RATE_LIMIT/);
    expect(() => readConfig({ CONTACT_NOTIFY_EMAIL: 'owner at example.com' })).toThrow(
      'CONTACT_NOTIFY_EMAIL must be an email address, got "owner at example.com"',
    );
  });

  it('reads CONTACT_NOTIFY_EMAIL, unset by default', () => {
    expect(readConfig({}).contactNotifyEmail).toBeUndefined();
    expect(readConfig({ CONTACT_NOTIFY_EMAIL: ' owner@example.com ' }).contactNotifyEmail).toBe('owner@example.com');
  });
});

describe('administrator password', () => {
  it('refuses a person-chosen ADMIN_PASSWORD shorter than 12 characters, without echoing it', () => {
    expect(MIN_ADMIN_PASSWORD_LENGTH).toBe(12);
    const attempt = () => readConfig({ ADMIN_PASSWORD: 'hunter2-abc' });
    expect(attempt).toThrow('ADMIN_PASSWORD must be at least 12 characters long');
    expect(attempt).not.toThrow(/hunter2/);
  });

  it('accepts 12 characters and more as given (spaces included), and no password at all', () => {
    expect(readConfig({ ADMIN_PASSWORD: ' twelve chars' }).adminPassword).toBe(' twelve chars');
    expect(readConfig({ ADMIN_PASSWORD: '' }).adminPassword).toBeUndefined();
    expect(readConfig({}).adminPassword).toBeUndefined();
  });

  it('accepts only an argon2id ADMIN_PASSWORD_HASH', () => {
    const hash = '$argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';
    expect(readConfig({ ADMIN_PASSWORD_HASH: hash }).adminPasswordHash).toBe(hash);
    expect(() => readConfig({ ADMIN_PASSWORD_HASH: 'plaintext-password' })).toThrow(/ADMIN_PASSWORD_HASH must be an argon2id hash/);
    expect(() => readConfig({ ADMIN_PASSWORD_HASH: 'plaintext-password' })).not.toThrow(/plaintext-password/);
  });
});

describe('error messages', () => {
  it('name the variable, say what it must be and quote the bad value', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow('PORT must be a whole number between 0 and 65535, got "eighty"');
    expect(() => readConfig({ LOG_LEVEL: 'loud' })).toThrow(
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"',
    );
    expect(() => readConfig({ SITE_URL: 'example.org' })).toThrow(
      'SITE_URL must be an http(s) URL such as https://www.example.com, got "example.org"',
    );
  });

  it('list every unusable variable at once', () => {
    expect(() => readConfig({ PORT: '-1', TRUST_PROXY: 'yes please', SUBMISSION_RATE_LIMIT: '5' })).toThrow(
      [
        'PORT must be a whole number between 0 and 65535, got "-1"',
        'TRUST_PROXY must be false, true, a hop count, or a comma-separated list of proxy addresses, got "yes please"',
        'SUBMISSION_RATE_LIMIT must be "<count>/<seconds>" with both at least 1 (e.g. "10/3600"), got "5"',
      ].join('\n'),
    );
  });

  it('treat a blank value as unset', () => {
    expect(readConfig({ PORT: ' ', LOG_LEVEL: '', TRUST_PROXY: '', PERPLEXITY_API_KEY: '  ' })).toMatchObject({
      port: 3000,
      logLevel: 'info',
      trustProxy: false,
      contentGeneration: { apiKey: undefined },
    });
  });
});

describe('documentation', () => {
  it('describes every variable, and the README lists each one', () => {
    const readme = fs.readFileSync(path.join(__dirname, '../../../../../README.md'), 'utf8');
    const variables = describeEnvironment();
    expect(variables.length).toBeGreaterThan(15);
    for (const { name, description } of variables) {
      expect({ name, described: description.length > 0 }).toEqual({ name, described: true });
      expect({ name, inReadme: readme.includes(`| \`${name}\` |`) }).toEqual({ name, inReadme: true });
    }
  });
});

describe('METRICS_TOKEN', () => {
  it('is unset by default (loopback-only metrics) and read when long enough', () => {
    expect(readConfig({}).metricsToken).toBeUndefined();
    expect(readConfig({ METRICS_TOKEN: '  ' }).metricsToken).toBeUndefined();
    expect(readConfig({ METRICS_TOKEN: 'a'.repeat(24) }).metricsToken).toBe('a'.repeat(24));
  });

  it('refuses a token short enough to guess, naming the variable', () => {
    expect(() => readConfig({ METRICS_TOKEN: 'secret' })).toThrow(/METRICS_TOKEN/);
    expect(() => readConfig({ METRICS_TOKEN: 'a'.repeat(23) + ' ' })).toThrow(/METRICS_TOKEN/);
    expect(() => readConfig({ METRICS_TOKEN: 'secret-token-never-echoed'.slice(0, 20) })).not.toThrow(/secret-token/);
  });
});

describe('ALLOW_NEW_DATABASE', () => {
  it('is false unless set to true, and refuses anything else', () => {
    expect(readConfig({}).allowNewDatabase).toBe(false);
    expect(readConfig({ ALLOW_NEW_DATABASE: 'true' }).allowNewDatabase).toBe(true);
    expect(readConfig({ ALLOW_NEW_DATABASE: 'false' }).allowNewDatabase).toBe(false);
    expect(() => readConfig({ ALLOW_NEW_DATABASE: 'yes' })).toThrow('ALLOW_NEW_DATABASE must be true or false, got "yes"');
  });
});

describe('PRICE_MAX_AGE_HOURS and TWITTER_SITE', () => {
  it('default to 24 hours and no twitter:site', () => {
    expect(readConfig({})).toMatchObject({ priceMaxAgeHours: 24, twitterSite: undefined });
    expect(readConfig({ PRICE_MAX_AGE_HOURS: '6', TWITTER_SITE: '@bulldogcollars' })).toMatchObject({
      priceMaxAgeHours: 6,
      twitterSite: '@bulldogcollars',
    });
  });

  it('refuse an age that is no whole number of hours and a handle that is not one', () => {
    expect(() => readConfig({ PRICE_MAX_AGE_HOURS: '0' })).toThrow(/PRICE_MAX_AGE_HOURS/);
    expect(() => readConfig({ PRICE_MAX_AGE_HOURS: '1.5' })).toThrow(/PRICE_MAX_AGE_HOURS/);
    expect(() => readConfig({ TWITTER_SITE: 'https://x.com/bulldogcollars' })).toThrow(/TWITTER_SITE/);
  });
});

describe('SMTP_URL and MAIL_FROM', () => {
  it('default to no SMTP server and a From on the host of SITE_URL', () => {
    expect(readConfig({ SITE_URL: 'https://www.bulldogs.example' }).mail).toEqual({
      smtpUrl: undefined,
      from: 'Bulldog Collar Guide <guide@www.bulldogs.example>',
      maxAttempts: 8,
      retryBaseMs: 60_000,
      leaseMs: 120_000,
      pollMs: 10_000,
      newsletterRatePerMinute: 600,
    });
  });

  it('read an SMTP URL and a From with or without a name', () => {
    expect(readConfig({ SMTP_URL: 'smtps://u:p@smtp.example.com:465', MAIL_FROM: 'guide@example.com' }).mail).toMatchObject({
      smtpUrl: 'smtps://u:p@smtp.example.com:465',
      from: 'guide@example.com',
    });
    expect(readConfig({ MAIL_FROM: 'Bulldog Guide <guide@example.com>' }).mail.from).toBe('Bulldog Guide <guide@example.com>');
  });

  it('refuse another scheme without echoing the URL (it holds the password), and a From that is no address', () => {
    expect(() => readConfig({ SMTP_URL: 'http://u:secret-pass@smtp.example.com' })).toThrow(/^SMTP_URL must be an smtp:\/\//);
    expect(() => readConfig({ SMTP_URL: 'http://u:secret-pass@smtp.example.com' })).not.toThrow(/secret-pass/);
    expect(() => readConfig({ MAIL_FROM: 'Bulldog Guide' })).toThrow(/MAIL_FROM/);
    expect(() => readConfig({ MAIL_MAX_ATTEMPTS: '0' })).toThrow(/MAIL_MAX_ATTEMPTS/);
  });
});

describe('the retailer (Creators API) variables', () => {
  it('default to no credentials, the US store, the Creators API host, the version-implied token URL and an hourly sync', () => {
    expect(readConfig({}).retailer).toEqual({
      credentialId: undefined,
      credentialSecret: undefined,
      credentialVersion: undefined,
      marketplace: 'www.amazon.com',
      apiUrl: 'https://creatorsapi.amazon',
      tokenUrl: undefined,
      syncIntervalMinutes: 60,
      syncSpeed: 1,
      priceCeiling: 1000,
    });
  });

  it('read every variable, trimmed, and keep the secret behind reveal()', () => {
    const { retailer } = readConfig({
      AMAZON_CREDENTIAL_ID: ' amzn1.credential.abc ',
      AMAZON_CREDENTIAL_SECRET: ' s3cr3t-value ',
      AMAZON_CREDENTIAL_VERSION: '3.2',
      AMAZON_MARKETPLACE: 'www.amazon.co.uk',
      AMAZON_API_URL: 'http://127.0.0.1:3190/',
      AMAZON_TOKEN_URL: 'http://127.0.0.1:3190/auth/o2/token',
      RETAILER_SYNC_INTERVAL_MINUTES: '1440',
      RETAILER_SYNC_SPEED: '17',
      RETAILER_PRICE_CEILING: ' 250 ',
    });
    expect(retailer).toMatchObject({
      credentialId: 'amzn1.credential.abc',
      credentialVersion: '3.2',
      marketplace: 'www.amazon.co.uk',
      apiUrl: 'http://127.0.0.1:3190',
      tokenUrl: 'http://127.0.0.1:3190/auth/o2/token',
      syncIntervalMinutes: 1440,
      syncSpeed: 17,
      priceCeiling: 250,
    });
    expect(retailer.credentialSecret?.reveal()).toBe('s3cr3t-value');
  });

  it('never show the secret when the configuration is printed, logged or serialised', () => {
    const config = readConfig({ AMAZON_CREDENTIAL_SECRET: 's3cr3t-value' });
    expect(JSON.stringify(config)).not.toContain('s3cr3t-value');
    expect(inspect(config, { depth: null })).not.toContain('s3cr3t-value');
    expect(`${config.retailer.credentialSecret}`).toBe('[secret]');
  });

  it.each([
    ['RETAILER_SYNC_INTERVAL_MINUTES', '0', 'RETAILER_SYNC_INTERVAL_MINUTES must be a whole number between 1 and 1440, got "0"'],
    ['RETAILER_SYNC_INTERVAL_MINUTES', '1441', 'RETAILER_SYNC_INTERVAL_MINUTES must be a whole number between 1 and 1440, got "1441"'],
    ['RETAILER_SYNC_INTERVAL_MINUTES', 'hourly', 'RETAILER_SYNC_INTERVAL_MINUTES must be a whole number between 1 and 1440, got "hourly"'],
    [
      'AMAZON_CREDENTIAL_VERSION',
      '4.1',
      'AMAZON_CREDENTIAL_VERSION must be one of 2.1, 2.2, 2.3, 3.1, 3.2, 3.3 (the Version shown beside the credential in Associates Central), got "4.1"',
    ],
    [
      'AMAZON_MARKETPLACE',
      'amazon.com',
      'AMAZON_MARKETPLACE must be an Amazon store host such as www.amazon.com or www.amazon.co.uk, got "amazon.com"',
    ],
    ['AMAZON_API_URL', 'creatorsapi.amazon', 'AMAZON_API_URL must be an http(s) URL, got "creatorsapi.amazon"'],
    // A ceiling over the largest price a product may carry would let through prices no column is meant to hold.
    ['RETAILER_PRICE_CEILING', '0', 'RETAILER_PRICE_CEILING must be a whole number between 1 and 9999999, got "0"'],
    ['RETAILER_PRICE_CEILING', '10000000', 'RETAILER_PRICE_CEILING must be a whole number between 1 and 9999999, got "10000000"'],
    ['RETAILER_PRICE_CEILING', '99.5', 'RETAILER_PRICE_CEILING must be a whole number between 1 and 9999999, got "99.5"'],
    ['AMAZON_TOKEN_URL', 'ftp://auth.example', 'AMAZON_TOKEN_URL must be an http(s) URL, got "ftp://auth.example"'],
  ])('refuse %s=%s at start-up, naming it', (name, value, message) => {
    expect(() => readConfig({ [name]: value })).toThrow(message);
  });

  it('treat a blank secret as unset', () => {
    expect(readConfig({ AMAZON_CREDENTIAL_SECRET: '  ' }).retailer.credentialSecret).toBeUndefined();
  });
});
