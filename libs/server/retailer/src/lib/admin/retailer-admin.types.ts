import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { LINK_PROBLEMS, type LinkProblem } from '../retailer-sync-state.entity';

/** GraphQL enum of the link-health kinds ('unknown-asin' -> UNKNOWN_ASIN, ...). */
const LinkProblemEnum = Object.fromEntries(LINK_PROBLEMS.map((problem) => [problem.toUpperCase().replaceAll('-', '_'), problem])) as Record<
  'FAILED' | 'UNKNOWN_ASIN' | 'OUT_OF_STOCK' | 'TITLE_CHANGED',
  LinkProblem
>;

registerEnumType(LinkProblemEnum, {
  name: 'LinkProblem',
  description: 'Why a product’s retailer link needs the owner.',
  valuesConfig: {
    FAILED: { description: 'The last check at the retailer failed (refused, throttled, timed out or answered nonsense).' },
    UNKNOWN_ASIN: { description: 'The retailer no longer knows the ASIN, or no longer gives access to it.' },
    OUT_OF_STOCK: { description: 'The retailer says it is out of stock or unavailable.' },
    TITLE_CHANGED: { description: 'The retailer’s title for the ASIN changed: it may now be another product.' },
  },
});

/** The retailer sync as the owner sees it: whether it can run, how often, and how far it is. */
@ObjectType({ description: 'Administrator: the retailer sync’s settings and progress.' })
export class RetailerStatus {
  @Field({ description: 'Whether retailer credentials are set: false, the sync cannot run and `setupHint` says what to set.' })
  configured!: boolean;

  @Field(() => String, {
    nullable: true,
    description:
      'Null while the sync can run; without credentials the one sentence that says which settings to set; with them, why the sync waits (e.g. the account was refused).',
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
