import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { LINK_PROBLEMS, type LinkProblem } from '../retailer-sync-state.entity';

/** A link-health kind's GraphQL name: 'unknown-asin' -> UNKNOWN_ASIN. */
const enumName = (problem: LinkProblem) => problem.toUpperCase().replaceAll('-', '_');

/** GraphQL enum of the link-health kinds ('unknown-asin' -> UNKNOWN_ASIN, ...). */
const LinkProblemEnum = Object.fromEntries(LINK_PROBLEMS.map((problem) => [enumName(problem), problem])) as Record<string, LinkProblem>;

/** What each kind means, for the schema (a new kind does not compile until it is described here). */
const PROBLEM_DESCRIPTIONS: Record<LinkProblem, string> = {
  failed: 'The last check at the retailer failed (refused, throttled, timed out or answered nonsense).',
  'unknown-asin': 'The retailer no longer knows the ASIN, or no longer gives access to it.',
  'out-of-stock': 'The retailer says it is out of stock or unavailable.',
  'title-changed': 'The retailer’s title for the ASIN changed: it may now be another product.',
  'price-doubtful':
    'The retailer’s price was over RETAILER_PRICE_CEILING or not an amount (not stored), or its display text disagreed with its amount.',
  'refused-url':
    'The retailer’s answer carried an image or product page address that is not https on the retailer’s own hosts: it was dropped, the rest of the answer stored.',
};

registerEnumType(LinkProblemEnum, {
  name: 'LinkProblem',
  description: 'Why a product’s retailer link needs the owner.',
  valuesConfig: Object.fromEntries(LINK_PROBLEMS.map((problem) => [enumName(problem), { description: PROBLEM_DESCRIPTIONS[problem] }])),
});

/** Why and until when the retailer sync waits. */
@ObjectType({ description: 'Administrator: why and until when the retailer sync waits instead of checking products.' })
export class RetailerPause {
  @Field(() => Date, { description: 'When the sync goes on by itself.' })
  until!: Date;

  @Field({ description: 'Why it waits, in the owner’s words (what the retailer said, and what the sync does about it).' })
  reason!: string;

  @Field({
    description:
      'True when “Refresh all now” ends the pause (the retailer refused the account or the credentials: the owner may have fixed that); false when the retailer asked for the wait (throttling, failures): every refresh is refused until `until`.',
  })
  endsOnRefresh!: boolean;
}

/** The retailer sync as the owner sees it: whether it can run, how often, and how far it is. */
@ObjectType({ description: 'Administrator: the retailer sync’s settings and progress.' })
export class RetailerStatus {
  @Field({ description: 'Whether retailer credentials are set: false, the sync cannot run and `setupHint` says what to set.' })
  configured!: boolean;

  @Field(() => String, {
    nullable: true,
    description:
      'Null while the sync can run; without credentials the one sentence that says which settings to set; with them, why the sync waits (e.g. the account was refused, or Amazon asked it to slow down).',
  })
  setupHint!: string | null;

  @Field(() => Int, { description: 'Minutes between two checks of the same product (RETAILER_SYNC_INTERVAL_MINUTES).' })
  intervalMinutes!: number;

  @Field(() => Date, { nullable: true, description: 'When the latest cycle began; null before the first.' })
  lastCycleStartedAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the latest finished cycle ended; null before the first.' })
  lastCycleFinishedAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the next product is due; null when none has an ASIN or the sync cannot run.' })
  nextSyncAt!: Date | null;

  @Field(() => Int, { description: 'Products with an ASIN whose check is due now.' })
  productsDue!: number;

  @Field(() => Int, { description: 'Products in the link-health report.' })
  linkProblems!: number;

  @Field(() => RetailerPause, {
    nullable: true,
    description: 'Null while the sync may run; otherwise why and until when it waits (`setupHint` then carries the same reason).',
  })
  pause!: RetailerPause | null;
}

/** One row of the link-health report: a product whose retailer link needs the owner, and what the retailer said. */
@ObjectType({ description: 'Administrator: a product whose retailer link needs attention, and since when.' })
export class LinkHealthEntry {
  @Field(() => Int, { description: 'The product’s id (its editor: /admin/dashboard?tab=products&edit={id}).' })
  productId!: number;

  @Field({ description: 'The product’s name, as the owner wrote it.' })
  productName!: string;

  @Field({ description: 'The review page slug.' })
  productSlug!: string;

  @Field({ description: 'The ASIN checked at the retailer.' })
  amazonAsin!: string;

  @Field({ description: 'True when the product is archived (hidden from the site).' })
  archived!: boolean;

  @Field({
    description:
      'False while readers are told it cannot be bought at Amazon now (out of stock or unavailable, or a link broken for 7 days).',
  })
  buyable!: boolean;

  @Field(() => LinkProblemEnum, { description: 'What is wrong.' })
  problem!: LinkProblem;

  @Field(() => Date, { description: 'When this problem was first seen (unchanged while it repeats).' })
  since!: Date;

  @Field(() => String, { nullable: true, description: 'The retailer’s code, e.g. ItemNotAccessible; null when it gave none.' })
  code!: string | null;

  @Field(() => String, { nullable: true, description: 'The retailer’s message, or the sync’s own when the retailer gave none.' })
  message!: string | null;

  @Field(() => String, { nullable: true, description: 'The retailer’s title for the ASIN at the last successful check.' })
  retailerTitle!: string | null;

  @Field(() => Date, { nullable: true, description: 'When the retailer last answered for this product; null if it never did.' })
  lastSuccessAt!: Date | null;
}

/** What the retailer says of one product, beside the owner's own fields (read only). */
@ObjectType({
  description:
    'Administrator: what the retailer shows for a product’s ASIN (its title and image), to compare with the owner’s text and photo; availability is the product’s `availability`.',
})
export class RetailerListing {
  @Field(() => String, { nullable: true, description: 'The retailer’s title; null until a check succeeded.' })
  title!: string | null;

  @Field(() => String, { nullable: true, description: 'The retailer’s main image (its own address); null until a check succeeded.' })
  imageUrl!: string | null;

  @Field(() => LinkHealthEntry, { nullable: true, description: 'The link’s current problem; null while it is healthy.' })
  problem!: LinkHealthEntry | null;
}
