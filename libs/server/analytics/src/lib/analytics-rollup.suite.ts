import 'reflect-metadata';
import { createTestDataSource } from '@bcg/server/core/testing';
import { ANALYTICS_ENTITIES, AnalyticsEvent } from './analytics-event.entity';
import { AnalyticsIngestService } from './analytics-ingest.service';
import { AnalyticsMaintenance } from './analytics-maintenance';
import { AnalyticsReportService } from './analytics-report.service';
import { EventBatcher } from './event-batcher';
import { VisitorHasher } from './visitor-hasher';

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36';
const POSITIONS = ['card', 'compare', 'buy-bar', 'article', 'review'] as const;

describe('analytics roll-up, report and pruning', () => {
  let db: Awaited<ReturnType<typeof createTestDataSource>>;
  let clock: Date;
  const now = () => clock;

  beforeEach(async () => {
    db = await createTestDataSource(ANALYTICS_ENTITIES);
  });
  afterEach(() => db.close());

  /** Three days of traffic from a handful of readers, built with a deterministic pattern. */
  async function recordTraffic(ingest: AnalyticsIngestService): Promise<void> {
    let id = 0;
    for (const [d, day] of ['2026-03-01', '2026-03-02', '2026-03-03'].entries()) {
      for (let reader = 0; reader < 7 + d; reader += 1) {
        clock = new Date(`${day}T${String(8 + reader).padStart(2, '0')}:00:00Z`);
        const address = `198.51.100.${reader}`;
        const userAgent = reader % 3 === 0 ? PHONE : DESKTOP;
        const path = ['/', '/collars', '/blog/neck-size', `/collars/collar-${reader % 2}`][reader % 4] ?? '/';
        const events = [
          {
            id: `pv-${(id += 1)}-xxxxxx`,
            type: 'pageview' as const,
            path,
            referrer: reader % 2 ? 'https://www.google.com/search?q=bulldog' : undefined,
            utmSource: reader === 4 ? 'newsletter' : undefined,
            utmCampaign: reader === 4 ? 'spring' : undefined,
          },
          ...Array.from({ length: reader % 3 }, (_, click) => ({
            id: `ck-${(id += 1)}-xxxxxx`,
            type: 'click' as const,
            path,
            product: click ? 'B0TESTAAA1' : 'B0TESTBBB2',
            position: POSITIONS[(reader + click) % POSITIONS.length] ?? 'card',
          })),
          // Every other reader gets a fit finder answer.
          ...(reader % 2
            ? [
                {
                  id: `fit-${(id += 1)}-xxxxxx`,
                  type: 'fit' as const,
                  path: '/fit-finder',
                  breed: 'french' as const,
                  age: 'adult' as const,
                  measured: reader % 4 === 1,
                },
              ]
            : []),
        ];
        await ingest.record({ address, userAgent, optedOut: false, siteHost: 'bulldog.example', body: { events } });
      }
    }
  }

  /** What the report must say, counted straight from the raw rows. */
  async function rawTruth() {
    const events = await db.dataSource.getRepository(AnalyticsEvent).find();
    const perDay = new Map<string, { pageviews: number; clicks: number; recommendations: number; visitors: Set<string> }>();
    for (const event of events) {
      const day = perDay.get(event.day) ?? { pageviews: 0, clicks: 0, recommendations: 0, visitors: new Set() };
      if (event.type === 'pageview') day.pageviews += 1;
      else if (event.type === 'fit') day.recommendations += 1;
      else day.clicks += 1;
      day.visitors.add(event.visitor);
      perDay.set(event.day, day);
    }
    const count = (pick: (event: AnalyticsEvent) => string | null, type: string) => {
      const counts = new Map<string, number>();
      for (const event of events) {
        const key = event.type === type ? pick(event) : null;
        if (key !== null) counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      return counts;
    };
    return {
      days: [...perDay].map(([day, { pageviews, clicks, recommendations, visitors }]) => ({
        day,
        pageviews,
        clicks,
        recommendations,
        visitors: visitors.size,
      })),
      fits: count((event) => event.fit, 'fit'),
      pages: count((event) => event.path, 'pageview'),
      products: count((event) => event.product, 'click'),
      positions: count((event) => event.position, 'click'),
      referrers: count((event) => event.referrerHost, 'pageview'),
    };
  }

  it('reports the same totals from the live counts and from the roll-up, equal to the raw counts; pruning keeps them', async () => {
    const hasher = new VisitorHasher(db.dataSource, now);
    // Batches of at most 4 events: a day's readers are spread over several batches, so its unique visitors are
    // counted across them (distinct hashes, never a sum of the batches' own counts).
    const batcher = new EventBatcher(db.dataSource, { maxEvents: 4 });
    await recordTraffic(new AnalyticsIngestService(hasher, batcher, now));
    await batcher.flush();
    const truth = await rawTruth();
    expect(truth.days).toHaveLength(3);

    clock = new Date('2026-03-03T18:00:00Z');
    const reports = new AnalyticsReportService(db.dataSource, async (asins) => new Map(asins.map((asin) => [asin, `Collar ${asin}`])), now);
    const range = { from: '2026-03-01', to: '2026-03-03' };
    const live = await reports.report(range);

    for (const { day, pageviews, clicks, recommendations, visitors } of truth.days) {
      expect(live.days.find((row) => row.day === day)).toMatchObject({
        pageviews,
        clicks,
        recommendations,
        visitors,
        ctr: clicks / pageviews,
      });
    }
    expect(
      Object.fromEntries(
        live.recommendations.map((row) => [`${row.breed} ${row.age} ${row.measured ? 'measured' : 'estimated'}`, row.recommendations]),
      ),
    ).toEqual(Object.fromEntries(truth.fits));
    expect(live.totals.recommendations).toBeGreaterThan(0);
    expect(Object.fromEntries(live.pages.map((row) => [row.path, row.pageviews]))).toEqual(Object.fromEntries(truth.pages));
    expect(Object.fromEntries(live.products.map((row) => [row.product, row.clicks]))).toEqual(Object.fromEntries(truth.products));
    expect(Object.fromEntries(live.positions.map((row) => [row.position, row.clicks]))).toEqual(Object.fromEntries(truth.positions));
    expect(Object.fromEntries(live.referrers.map((row) => [row.host, row.pageviews]))).toEqual(Object.fromEntries(truth.referrers));
    expect(live.referrers.map((row) => row.host)).toEqual(['google.com']);
    expect(live.campaigns).toEqual([{ source: 'newsletter', medium: '', campaign: 'spring', pageviews: 3 }]);
    expect(live.products[0]?.name).toMatch(/^Collar B0TEST/);
    expect(live.totals.pageviews).toBe(truth.days.reduce((sum, day) => sum + day.pageviews, 0));

    // The next morning: the three finished days roll up; the report reads them from the roll-up and says the same.
    clock = new Date('2026-03-04T06:00:00Z');
    const maintenance = new AnalyticsMaintenance(db.dataSource, hasher, { rawDays: 2, now });
    await expect(maintenance.rollUp()).resolves.toEqual(['2026-03-01', '2026-03-02', '2026-03-03']);
    await expect(maintenance.rollUp()).resolves.toEqual([]);
    expect(await reports.report(range)).toEqual(live);

    // Pruning (2 days of raw events) deletes the first day's raw rows only; the report is unchanged.
    await maintenance.prune();
    const remaining = await db.dataSource.getRepository(AnalyticsEvent).find();
    expect(new Set(remaining.map((event) => event.day))).toEqual(new Set(['2026-03-02', '2026-03-03']));
    expect(await reports.report(range)).toEqual(live);
  });

  it('defaults to the last 30 days, with every day present, and refuses a reversed or too long range', async () => {
    clock = new Date('2026-03-31T10:00:00Z');
    const reports = new AnalyticsReportService(db.dataSource, undefined, now);
    const report = await reports.report();
    expect([report.from, report.to, report.days.length]).toEqual(['2026-03-02', '2026-03-31', 30]);
    expect(report.totals).toEqual({ visitors: 0, pageviews: 0, clicks: 0, ctr: 0, recommendations: 0 });
    await expect(reports.report({ from: '2026-03-05', to: '2026-03-01' })).rejects.toThrow('from must not be after to');
    await expect(reports.report({ from: '2024-01-01', to: '2026-03-01' })).rejects.toThrow('at most 366 days');
    await expect(reports.report({ from: '2026-02-30', to: '2026-03-01' })).rejects.toThrow('YYYY-MM-DD');
  });

  it('counts nothing for opted-out visitors and automated browsers, and a replayed event once', async () => {
    clock = new Date('2026-03-01T10:00:00Z');
    const batcher = new EventBatcher(db.dataSource);
    const ingest = new AnalyticsIngestService(new VisitorHasher(db.dataSource, now), batcher, now);
    const body = { events: [{ id: 'replayed-event-1', type: 'pageview' as const, path: '/' }] };
    const base = { address: '198.51.100.1', siteHost: 'bulldog.example', body };
    await expect(ingest.record({ ...base, userAgent: DESKTOP, optedOut: true })).resolves.toBe(0);
    const headless = DESKTOP.replace('Chrome/', 'HeadlessChrome/');
    await expect(ingest.record({ ...base, userAgent: headless, optedOut: false })).resolves.toBe(0);
    await expect(ingest.record({ ...base, userAgent: 'Googlebot/2.1 (+http://www.google.com/bot.html)', optedOut: false })).resolves.toBe(
      0,
    );
    await expect(ingest.record({ ...base, userAgent: undefined, optedOut: false })).resolves.toBe(0);
    await batcher.flush();
    expect(await db.dataSource.getRepository(AnalyticsEvent).count()).toBe(0);
    // The same event in one batch, in a second request of that batch, twice in one request, and in a later batch.
    await ingest.record({ ...base, userAgent: DESKTOP, optedOut: false });
    await ingest.record({ ...base, userAgent: DESKTOP, optedOut: false });
    await ingest.record({ ...base, body: { events: [body.events[0], body.events[0]] } as never, userAgent: PHONE, optedOut: false });
    await batcher.flush();
    await ingest.record({ ...base, userAgent: DESKTOP, optedOut: false });
    await batcher.flush();
    const report = await new AnalyticsReportService(db.dataSource, undefined, now).report({ from: '2026-03-01', to: '2026-03-01' });
    expect(report.totals).toEqual({ visitors: 1, pageviews: 1, clicks: 0, ctr: 0, recommendations: 0 });
    const rows = await db.dataSource.getRepository(AnalyticsEvent).find();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ device: 'desktop', path: '/', referrerHost: null });
    expect(JSON.stringify(rows)).not.toContain('198.51.100');
  });

  it('counts an open day whose raw events were written without counts (an upgrade, the bench generator) from them, once', async () => {
    clock = new Date('2026-03-03T12:00:00Z');
    const hasher = new VisitorHasher(db.dataSource, now);
    const batcher = new EventBatcher(db.dataSource, { maxEvents: 5 });
    await recordTraffic(new AnalyticsIngestService(hasher, batcher, now));
    await batcher.flush();
    const range = { from: '2026-03-01', to: '2026-03-03' };
    const reports = new AnalyticsReportService(db.dataSource, undefined, now);
    const live = await reports.report(range);
    // Forget the counts of the open day (2026-03-03), as if its events had been written by an older version.
    await db.dataSource.query(`DELETE FROM "analytics_daily_count" WHERE "day" = '2026-03-03'`);
    await db.dataSource.query(`DELETE FROM "analytics_day_visitor" WHERE "day" = '2026-03-03'`);
    // Read as a server started on this database reads it (no figures kept from before).
    expect((await new AnalyticsReportService(db.dataSource, undefined, now).report(range)).totals).not.toEqual(live.totals);
    const maintenance = new AnalyticsMaintenance(db.dataSource, hasher, { rawDays: 30, now });
    await expect(maintenance.countOpenDays()).resolves.toEqual(['2026-03-03']);
    await expect(maintenance.countOpenDays()).resolves.toEqual([]);
    expect(await reports.report(range)).toEqual(live);
    // Later events of that day go on counting from there: a returning reader is not a new visitor.
    await new AnalyticsIngestService(hasher, batcher, now).record({
      address: '198.51.100.1',
      userAgent: DESKTOP,
      optedOut: false,
      siteHost: 'bulldog.example',
      body: { events: [{ id: 'late-pageview-1', type: 'pageview', path: '/' }] },
    });
    await batcher.flush();
    const after = await reports.report(range);
    expect(after.totals).toMatchObject({ visitors: live.totals.visitors, pageviews: live.totals.pageviews + 1 });
    // Unchanged counts are not read again: a report then asks only for the counts' revision.
    const query = jest.spyOn(db.dataSource, 'query');
    expect(await reports.report(range)).toEqual(after);
    expect(query.mock.calls.map(([sql]) => String(sql)).filter((sql) => sql.includes('analytics_daily_count'))).toEqual([]);
    query.mockRestore();
  });
});
