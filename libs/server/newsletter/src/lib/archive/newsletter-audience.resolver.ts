import { Authorized, Int, Query, Resolver } from 'type-graphql';
import type { DataSource } from 'typeorm';
import { eligibleRecipients } from '../send/recipients';

/** How many readers a send would reach now, for the dashboard's "Send now" question. */
@Resolver()
export class NewsletterAudienceResolver {
  constructor(private readonly dataSource: DataSource) {}

  @Authorized()
  @Query(() => Int, {
    description: 'Administrator: how many confirmed subscribers would get an issue sent now (newsletter on, not suppressed).',
  })
  newsletterAudience(): Promise<number> {
    return eligibleRecipients(this.dataSource.manager).getCount();
  }
}
