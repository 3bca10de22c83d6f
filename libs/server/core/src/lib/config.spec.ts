import { DEFAULT_AFFILIATE_TAG, readConfig } from './config';

describe('readConfig', () => {
  it('defaults to port 3000, the SQLite file under data/ and the public tag', () => {
    const config = readConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBe('data/bulldog-collar-guide.sqlite');
    expect(config.affiliateTag).toBe(DEFAULT_AFFILIATE_TAG);
    expect(config.siteUrl).toBe('http://localhost:3000');
  });

  it('reads PORT, DATABASE_URL, AFFILIATE_TAG and SITE_URL', () => {
    const config = readConfig({ PORT: '8080', DATABASE_URL: 'postgres://u:p@db/bcg', AFFILIATE_TAG: 'mysite-21', SITE_URL: 'https://example.org/' });
    expect(config).toMatchObject({ port: 8080, databaseUrl: 'postgres://u:p@db/bcg', affiliateTag: 'mysite-21', siteUrl: 'https://example.org' });
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
});
