import 'reflect-metadata';
import { createTestDataSource } from '@bcg/server/core/testing';
import { ANALYTICS_ENTITIES } from './analytics-event.entity';
import { AnalyticsReportService } from './analytics-report.service';

// Newsletter clicks are a source of the report: the redirect counts them per link and UTC day, never per reader.
describe('the analytics report: newsletter clicks', () => {
  let db: Awaited<ReturnType<typeof createTestDataSource>>;
  const now = () => new Date('2026-11-20T12:00:00Z');

  beforeAll(async () => {
    db = await createTestDataSource(ANALYTICS_ENTITIES);
    const p = db.kind === 'postgres' ? (n: number) => `$${n}` : () => '?';
    const issue = async (slug: string, subject: string) =>
      db.dataSource.query(`INSERT INTO "newsletter" ("slug", "subject", "markdown", "status") VALUES (${p(1)}, ${p(2)}, 'Body', 'sent')`, [
        slug,
        subject,
      ]);
    await issue('winter-harness-notes', 'Winter harness notes');
    await issue('puppy-collar-sizes', 'Puppy collar sizes');
    const [winter, puppy] = (await db.dataSource.query(`SELECT "id" FROM "newsletter" ORDER BY "id"`)) as Array<{ id: number }>;
    const clicks: Array<[string, number, string, number]> = [
      ['w1', winter!.id, '2026-11-10', 4],
      ['w1', winter!.id, '2026-11-18', 3],
      ['w2', winter!.id, '2026-11-19', 2],
      ['p1', puppy!.id, '2026-11-19', 6],
      // Before the range: not counted.
      ['p1', puppy!.id, '2026-10-01', 50],
    ];
    for (const [linkId, newsletterId] of new Map(clicks.map(([linkId, newsletterId]) => [linkId, newsletterId]))) {
      await db.dataSource.query(
        `INSERT INTO "newsletter_link" ("id", "newsletterId", "position", "url") VALUES (${p(1)}, ${p(2)}, 1, 'https://example.com/')`,
        [linkId, newsletterId],
      );
    }
    for (const [linkId, newsletterId, day, count] of clicks) {
      await db.dataSource.query(
        `INSERT INTO "newsletter_click_day" ("linkId", "day", "newsletterId", "clicks") VALUES (${p(1)}, ${p(2)}, ${p(3)}, ${p(4)})`,
        [linkId, day, newsletterId, count],
      );
    }
  });
  afterAll(() => db.close());

  it('sums the clicks of the range per issue, most first, with their total', async () => {
    const report = await new AnalyticsReportService(db.dataSource, undefined, now).report({ from: '2026-11-01', to: '2026-11-20' });
    expect(report.newsletterClicks).toBe(15);
    expect(report.newsletters).toEqual([
      { subject: 'Winter harness notes', slug: 'winter-harness-notes', clicks: 9 },
      { subject: 'Puppy collar sizes', slug: 'puppy-collar-sizes', clicks: 6 },
    ]);
  });

  it('counts nothing outside the range', async () => {
    const report = await new AnalyticsReportService(db.dataSource, undefined, now).report({ from: '2026-11-19', to: '2026-11-19' });
    expect(report.newsletterClicks).toBe(8);
    const empty = await new AnalyticsReportService(db.dataSource, undefined, now).report({ from: '2026-09-01', to: '2026-09-30' });
    expect(empty).toMatchObject({ newsletterClicks: 0, newsletters: [] });
  });
});
