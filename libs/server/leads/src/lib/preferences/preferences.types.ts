import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A price alert of the address, as its reader manages it.' })
export class PreferencePriceAlert {
  @Field(() => Int, { description: 'The alert, for removePriceAlert.' })
  id!: number;

  @Field({ description: 'The collar watched.' })
  productName!: string;

  @Field({ description: 'The slug of its review page.' })
  productSlug!: string;

  @Field(() => Int, { description: 'The mark in cents: the email goes out when the price drops to it or under.' })
  belowCents!: number;

  @Field({ description: 'Currency of the mark, e.g. USD.' })
  currency!: string;

  @Field({
    description:
      "'pending' until the address confirms it, then 'active'; 'paused' while its collar is not listed (it neither fires nor counts).",
  })
  status!: string;

  @Field(() => Date, { nullable: true, description: 'When it last fired; null if never.' })
  lastFiredAt!: Date | null;
}

@ObjectType({ description: 'What an address gets from the site, as its preferences page shows it.' })
export class EmailPreferences {
  @Field({ description: 'The address of the link.' })
  email!: string;

  @Field({ description: 'Whether the address has a confirmed subscription (the newsletter can be switched on only then).' })
  subscribed!: boolean;

  @Field({ description: 'Whether the address gets the newsletter issues.' })
  newsletter!: boolean;

  @Field(() => [PreferencePriceAlert], { description: 'Its pending and active price alerts.' })
  priceAlerts!: PreferencePriceAlert[];
}

@InputType({ description: 'Changes on the preferences page; a field left out stays as it is.' })
export class EmailPreferencesInput {
  @Field(() => Boolean, { nullable: true, description: 'The newsletter on or off (on only for a confirmed subscription).' })
  newsletter?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'false ends every price alert of the address.' })
  priceAlerts?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'false unsubscribes the address and ends all its price alerts.' })
  everything?: boolean | null;
}
