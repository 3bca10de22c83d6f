import type { Repository } from 'typeorm';
import type { Faq } from './faq.entity';

export class FaqService {
  constructor(private readonly faqs: Repository<Faq>) {}

  /** FAQs in display order. */
  list(): Promise<Faq[]> {
    return this.faqs.find({ order: { position: 'ASC', id: 'ASC' } });
  }
}
