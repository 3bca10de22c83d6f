import { Query, Resolver } from 'type-graphql';
import { Faq } from './faq.entity';
import { FaqService } from './faq.service';

@Resolver(() => Faq)
export class FaqResolver {
  constructor(private readonly faqService: FaqService) {}

  @Query(() => [Faq], { description: 'FAQs in display order.' })
  faqs(): Promise<Faq[]> {
    return this.faqService.list();
  }
}
