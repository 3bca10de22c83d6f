import { Args, Authorized, Query, Resolver } from 'type-graphql';
import { AnalyticsRangeArgs, AnalyticsReport } from './analytics-report.types';
import { AnalyticsReportService } from './analytics-report.service';

@Resolver(() => AnalyticsReport)
export class AnalyticsResolver {
  constructor(private readonly reports: AnalyticsReportService) {}

  @Authorized()
  @Query(() => AnalyticsReport, {
    description:
      'Administrator: page views, daily visitors, retailer clicks and click-through rate over UTC days (default the last 30), with the top pages, referrers, campaigns, products and positions.',
  })
  analyticsReport(@Args() range: AnalyticsRangeArgs): Promise<AnalyticsReport> {
    return this.reports.report(range);
  }
}
