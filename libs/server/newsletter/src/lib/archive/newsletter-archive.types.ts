import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A sent newsletter issue as the public archive lists it.' })
export class NewsletterArchiveEntry {
  @Field({ description: 'Its page in the archive: /newsletter/{slug}.' })
  slug!: string;

  @Field({ description: 'The subject line it was sent with.' })
  subject!: string;

  @Field({ description: 'The line inboxes showed after the subject.' })
  preheader!: string;

  @Field(() => Date, { nullable: true, description: 'When the send finished.' })
  sentAt!: Date | null;

  @Field({ description: 'Whether search engines may index its page (the owner decides).' })
  indexable!: boolean;
}

@ObjectType({ description: 'A sent newsletter issue with its body as readers got it.' })
export class NewsletterArchiveIssue extends NewsletterArchiveEntry {
  @Field({ description: 'The body as sent (sanitised HTML, retailer links tagged and marked sponsored).' })
  html!: string;
}
