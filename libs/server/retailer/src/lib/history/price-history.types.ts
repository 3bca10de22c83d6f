import { ArgsType, Field, Float, Int, ObjectType } from 'type-graphql';
import { intBetween, type ArgsSchema } from '@bcg/server/core';
import * as z from 'zod/mini';

/** The review page's window, and the default of both APIs. */
export const DEFAULT_PRICE_HISTORY_DAYS = 90;
/** The longest window either API answers: a year of observations. */
export const MAX_PRICE_HISTORY_DAYS = 365;

@ObjectType({ description: 'A price we saw at the retailer.' })
export class PricePoint {
  @Field(() => Float, { description: "The price in the currency's main unit, e.g. 34.99." })
  amount!: number;

  @Field({ description: 'ISO 4217, e.g. USD.' })
  currency!: string;

  @Field(() => Date, { description: 'When the sync first saw this price.' })
  observedAt!: Date;
}

@ObjectType({ description: 'The prices we saw at Amazon in the last `days` days, from our own checks.' })
export class PriceHistory {
  @Field(() => Int, { description: 'The window, in days back from now.' })
  days!: number;

  @Field(() => [PricePoint], { description: 'Every price change we saw in the window, oldest first.' })
  points!: PricePoint[];

  @Field(() => PricePoint, { nullable: true, description: 'The lowest of the points (the earliest of equals); null without points.' })
  lowest!: PricePoint | null;

  @Field(() => PricePoint, {
    nullable: true,
    description: "The newest point while the collar's price is shown (fresh, and the collar can be bought); else null.",
  })
  current!: PricePoint | null;
}

@ArgsType()
export class PriceHistoryArgs {
  static readonly schema: ArgsSchema = z.object({ days: intBetween('days', 1, MAX_PRICE_HISTORY_DAYS) });

  @Field(() => Int, {
    defaultValue: DEFAULT_PRICE_HISTORY_DAYS,
    description: `How many days back, 1 to ${MAX_PRICE_HISTORY_DAYS}.`,
  })
  days: number = DEFAULT_PRICE_HISTORY_DAYS;
}
