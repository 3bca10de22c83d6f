import { ConnectionArgs, connectionOf, connectionTypes, pageRequestOf, type Connection } from '@bcg/server/core';
import { Arg, ArgsType, Args, Field, Int, Query, Resolver } from 'type-graphql';
import { NewsletterArchiveService, type NewsletterArchiveItem } from './newsletter-archive.service';
import { NewsletterArchiveEntry, NewsletterArchiveIssue } from './newsletter-archive.types';

const { ConnectionType: NewsletterArchiveConnection } = connectionTypes(
  NewsletterArchiveEntry,
  'NewsletterArchiveEntry',
  'A page of the sent newsletter issues, the newest first (Relay cursor connection).',
);

@ArgsType()
class NewsletterArchiveArgs {
  static readonly schema = ConnectionArgs.schema;

  @Field(() => Int, { nullable: true, description: 'How many issues (1 to 100; 24 when left out).' })
  first?: number | null;

  @Field(() => String, { nullable: true, description: 'Start after this cursor (the endCursor of an earlier page).' })
  after?: string | null;
}

/** The public archive: no login, only issues whose send has finished. */
@Resolver()
export class NewsletterArchiveResolver {
  constructor(private readonly archive: NewsletterArchiveService) {}

  @Query(() => NewsletterArchiveConnection, { description: 'The sent newsletter issues, the newest first.' })
  async newsletterArchive(@Args() { first, after }: NewsletterArchiveArgs): Promise<Connection<NewsletterArchiveItem>> {
    return connectionOf(await this.archive.list(pageRequestOf({ first, after })));
  }

  @Query(() => NewsletterArchiveIssue, { nullable: true, description: 'One sent issue by its slug; null when no sent issue has it.' })
  newsletterArchiveIssue(@Arg('slug', { description: 'The slug of the issue: /newsletter/{slug}.' }) slug: string) {
    return this.archive.issue(slug);
  }
}
