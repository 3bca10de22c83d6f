import { Authorized, FieldResolver, Resolver, Root } from 'type-graphql';
import { Newsletter } from '../newsletter.entity';
import { NewsletterClicks, NewsletterLinkReport } from './newsletter-clicks';

/** The owner's click report of an issue: its links and how often each was followed. */
@Resolver(() => Newsletter)
export class NewsletterLinksResolver {
  constructor(private readonly clicks: NewsletterClicks) {}

  @Authorized()
  @FieldResolver(() => [NewsletterLinkReport], {
    description: 'Administrator: the links of the sent issue in reading order, with their clicks (empty before the send).',
  })
  links(@Root() issue: Newsletter): Promise<NewsletterLinkReport[]> {
    return this.clicks.report(issue.id);
  }
}
