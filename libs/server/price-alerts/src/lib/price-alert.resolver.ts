import type { RequestContext } from '@bcg/server/core';
import { descriptionOf, priceAlertSchema } from '@bcg/shared/validation';
import { Arg, Authorized, Ctx, Field, Float, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { PriceAlertService } from './price-alert.service';

const fields = priceAlertSchema.shape;

// Types and descriptions only: the service checks every alert with the shared schema, so GraphQL, REST and the form
// give the same messages.
@InputType({ description: 'A price-drop alert for one collar.' })
export class PriceAlertInput {
  @Field({ description: descriptionOf(fields.email) })
  email!: string;

  @Field({ description: descriptionOf(fields.productSlug) })
  productSlug!: string;

  @Field(() => Float, { nullable: true, description: descriptionOf(fields.below) })
  below?: number | null;
}

// A message, not the stored alert: the form is public, and the row would tell anyone whether the address was known.
@ObjectType({ description: 'The answer to a new price alert.' })
export class PriceAlertResult {
  @Field({ description: 'Always true: a refused alert is an error (BAD_USER_INPUT or TOO_MANY_REQUESTS).' })
  success!: boolean;

  @Field({ description: 'What happens next, to show the reader.' })
  message!: string;

  @Field(() => Int, { description: 'The mark in cents: once confirmed, the alert fires when the Amazon price drops to it or under.' })
  belowCents!: number;
}

@ObjectType({ description: "The owner's figures of one collar's price alerts." })
export class PriceAlertCount {
  @Field(() => Int, { description: 'The id of the collar.' })
  productId!: number;

  @Field({ description: 'The name of the collar.' })
  productName!: string;

  @Field({ description: 'The slug of its review page (/collars/{slug}).' })
  productSlug!: string;

  @Field(() => Int, { description: 'Alerts waiting for their address to be confirmed.' })
  pending!: number;

  @Field(() => Int, { description: 'Alerts watching the price.' })
  active!: number;

  @Field(() => Int, { description: 'Alert emails sent for this collar.' })
  fired!: number;
}

@Resolver()
export class PriceAlertResolver {
  constructor(private readonly priceAlerts: PriceAlertService) {}

  @Mutation(() => PriceAlertResult, {
    description:
      'Asks for one email when a collar drops to a price under its current Amazon price (left out: one cent under it). Nothing takes effect until the address confirms from the email sent to it (a confirmed alert keeps its mark meanwhile); the answer is the same whether the address is known.',
  })
  createPriceAlert(
    @Arg('input', { description: 'The alert.' }) input: PriceAlertInput,
    @Ctx() { clientKey }: RequestContext,
  ): Promise<PriceAlertResult> {
    return this.priceAlerts.create(input, clientKey);
  }

  @Authorized()
  @Query(() => [PriceAlertCount], {
    description: 'Administrator: per collar with alerts, how many are pending and active, and how many fired.',
  })
  priceAlertCounts(): Promise<PriceAlertCount[]> {
    return this.priceAlerts.countsPerProduct();
  }
}
