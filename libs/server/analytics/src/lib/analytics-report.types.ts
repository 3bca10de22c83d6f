import { ArgsType, Field, Float, Int, ObjectType } from 'type-graphql';

@ArgsType()
export class AnalyticsRangeArgs {
  @Field(() => String, { nullable: true, description: 'First UTC day (YYYY-MM-DD); default: 29 days before `to`.' })
  from?: string | null;

  @Field(() => String, { nullable: true, description: 'Last UTC day (YYYY-MM-DD), included; default: today.' })
  to?: string | null;
}

@ObjectType({ description: 'Counts of a day or of the whole range.' })
export class AnalyticsTotals {
  @Field(() => Int, { description: 'Unique visitors of each day, added up (a visitor hash changes every UTC day, by design).' })
  visitors!: number;

  @Field(() => Int, { description: 'Pages shown.' })
  pageviews!: number;

  @Field(() => Int, { description: 'Retailer links followed.' })
  clicks!: number;

  @Field(() => Float, { description: 'Click-through rate: clicks / page views (0 without page views).' })
  ctr!: number;

  @Field(() => Int, { description: 'Fit finder answers shown (once per distinct answer a reader settled on, JavaScript on).' })
  recommendations!: number;
}

@ObjectType({ description: 'The counts of one UTC day.' })
export class AnalyticsDay extends AnalyticsTotals {
  @Field({ description: 'The UTC day, YYYY-MM-DD.' })
  day!: string;
}

@ObjectType({ description: 'A page of the site.' })
class AnalyticsPageRow {
  @Field({ description: 'Its path (no query string).' })
  path!: string;

  @Field(() => Int, { description: 'Pages shown.' })
  pageviews!: number;

  @Field(() => Int, { description: 'Unique visitors of each day, added up.' })
  visitors!: number;

  @Field(() => Int, { description: 'Retailer links followed from it.' })
  clicks!: number;
}

@ObjectType({ description: 'A site that sent visitors (its host only).' })
class AnalyticsReferrerRow {
  @Field({ description: 'Its host name, without www.' })
  host!: string;

  @Field(() => Int, { description: 'Pages shown.' })
  pageviews!: number;
}

@ObjectType({ description: 'A campaign, from the utm_source, utm_medium and utm_campaign of the landing page.' })
class AnalyticsCampaignRow {
  @Field({ description: 'The utm_source ("" when absent).' })
  source!: string;

  @Field({ description: 'The utm_medium ("" when absent).' })
  medium!: string;

  @Field({ description: 'The utm_campaign ("" when absent).' })
  campaign!: string;

  @Field(() => Int, { description: 'Pages shown.' })
  pageviews!: number;
}

@ObjectType({ description: 'Clicks on the retailer links of one product.' })
class AnalyticsProductRow {
  @Field({ description: 'The Amazon ASIN of the link.' })
  product!: string;

  @Field(() => String, { nullable: true, description: 'The collar with that ASIN, when it is still in the catalogue.' })
  name!: string | null;

  @Field(() => Int, { description: 'Retailer links followed.' })
  clicks!: number;
}

@ObjectType({ description: 'Clicks on retailer links in one place of the pages.' })
class AnalyticsPositionRow {
  @Field({ description: 'One of card, compare, buy-bar, article, review, fit-finder.' })
  position!: string;

  @Field(() => Int, { description: 'Retailer links followed.' })
  clicks!: number;
}

@ObjectType({ description: 'Fit finder answers of one kind of dog (the dog’s numbers are never recorded).' })
class AnalyticsRecommendationRow {
  @Field({ description: 'The breed: english, french or american.' })
  breed!: string;

  @Field({ description: 'The age band: 8-12-weeks, 3-6-months, 6-12-months or adult.' })
  age!: string;

  @Field({ description: 'Whether the neck was measured (false: estimated from breed, age and weight).' })
  measured!: boolean;

  @Field(() => Int, { description: 'Answers shown.' })
  recommendations!: number;
}

@ObjectType({ description: 'Links followed from one newsletter issue (counted per link and day, never per reader).' })
class AnalyticsNewsletterRow {
  @Field({ description: 'The issue’s subject.' })
  subject!: string;

  @Field({ description: 'The issue’s archive address: /newsletter/{slug}.' })
  slug!: string;

  @Field(() => Int, { description: 'Links of the issue followed in the range.' })
  clicks!: number;
}

@ObjectType({ description: 'First-party, cookieless traffic and retailer clicks over a range of UTC days.' })
export class AnalyticsReport {
  @Field({ description: 'First day, YYYY-MM-DD.' })
  from!: string;

  @Field({ description: 'Last day, YYYY-MM-DD (included).' })
  to!: string;

  @Field(() => AnalyticsTotals, { description: 'The whole range.' })
  totals!: AnalyticsTotals;

  @Field(() => [AnalyticsDay], { description: 'Every day of the range, oldest first (zeros included).' })
  days!: AnalyticsDay[];

  @Field(() => [AnalyticsPageRow], { description: 'Pages by page views, most first (at most 100).' })
  pages!: AnalyticsPageRow[];

  @Field(() => [AnalyticsReferrerRow], { description: 'Referring sites, most first (at most 100).' })
  referrers!: AnalyticsReferrerRow[];

  @Field(() => [AnalyticsCampaignRow], { description: 'Campaigns, most first (at most 100).' })
  campaigns!: AnalyticsCampaignRow[];

  @Field(() => [AnalyticsProductRow], { description: 'Products by retailer clicks, most first.' })
  products!: AnalyticsProductRow[];

  @Field(() => [AnalyticsPositionRow], { description: 'Retailer clicks by position on the page, most first.' })
  positions!: AnalyticsPositionRow[];

  @Field(() => [AnalyticsRecommendationRow], {
    description: 'Fit recommendations by breed, age band and measured or not, most first; their retailer clicks are position fit-finder.',
  })
  recommendations!: AnalyticsRecommendationRow[];

  @Field(() => Int, { description: 'Links followed from newsletter emails in the range (all issues): the newsletter as a source.' })
  newsletterClicks!: number;

  @Field(() => [AnalyticsNewsletterRow], { description: 'Newsletter issues by links followed in the range, most first (at most 100).' })
  newsletters!: AnalyticsNewsletterRow[];
}
