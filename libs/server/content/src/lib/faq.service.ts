import { checkedInput, NotFoundError, ValidationError, type PageRequest } from '@bcg/server/core';
import { faqSchema, type FaqFields } from '@bcg/shared/validation';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { CONTENT_ERRORS } from './content.errors';
import { Faq, MAX_FAQS } from './faq.entity';

export class FaqService {
  constructor(
    private readonly faqs: Repository<Faq>,
    private readonly dataSource: DataSource,
  ) {}

  /** FAQs in display order (at most MAX_FAQS). */
  list(): Promise<Faq[]> {
    return this.faqs.find({ order: { position: 'ASC', id: 'ASC' } });
  }

  /** One page of the FAQs in display order, read from the database. */
  page({ offset, limit }: PageRequest): Promise<Faq[]> {
    return this.faqs.find({ order: { position: 'ASC', id: 'ASC' }, skip: offset, take: limit });
  }

  /** Adds a question at the end of the list; ValidationError names each bad field. */
  async create(fields: FaqFields): Promise<Faq> {
    const checked = checkFaq(fields);
    return this.dataSource.transaction((manager) => this.insert(manager, checked));
  }

  /** {@link create} inside the caller's transaction (the catalogue import runs every row in one). */
  createIn(manager: EntityManager, fields: FaqFields): Promise<Faq> {
    return this.insert(manager, checkFaq(fields));
  }

  /** {@link update} inside the caller's transaction. */
  async updateIn(manager: EntityManager, id: number, fields: Partial<FaqFields>): Promise<Faq> {
    const repository = manager.getRepository(Faq);
    const faq = await repository.findOneBy({ id });
    if (!faq) throw new NotFoundError(CONTENT_ERRORS.faqNotFound);
    Object.assign(faq, checkFaq({ question: fields.question ?? faq.question, answer: fields.answer ?? faq.answer }));
    return repository.save(faq);
  }

  private async insert(manager: EntityManager, checked: FaqFields): Promise<Faq> {
    const repository = manager.getRepository(Faq);
    if ((await repository.count()) >= MAX_FAQS) throw new ValidationError(CONTENT_ERRORS.faqListFull);
    const last = await repository.findOne({ where: {}, order: { position: 'DESC' } });
    return repository.save(repository.create({ ...checked, position: (last?.position ?? 0) + 1 }));
  }

  /** Changes the question, the answer or both (fields left out stay); NotFoundError for an unknown id. */
  async update(id: number, fields: Partial<FaqFields>): Promise<Faq> {
    const faq = await this.get(id);
    Object.assign(faq, checkFaq({ question: fields.question ?? faq.question, answer: fields.answer ?? faq.answer }));
    return this.faqs.save(faq);
  }

  /** Deletes a question; NotFoundError for an unknown id. */
  async delete(id: number): Promise<void> {
    await this.faqs.remove(await this.get(id));
  }

  /** Sets the display order: `ids` must name every question exactly once, first first (so at most MAX_FAQS ids). */
  async reorder(ids: readonly number[]): Promise<Faq[]> {
    await this.dataSource.transaction((manager) => this.reorderIn(manager, ids));
    return this.list();
  }

  /** {@link reorder} inside the caller's transaction (the catalogue import sets the file's order). */
  async reorderIn(manager: EntityManager, ids: readonly number[]): Promise<void> {
    if (ids.length > MAX_FAQS) throw new ValidationError(CONTENT_ERRORS.faqOrderTooLong, { ids: CONTENT_ERRORS.faqOrderTooLong });
    const repository = manager.getRepository(Faq);
    const all = await repository.find({ select: { id: true, position: true } });
    const known = new Map(all.map((faq) => [faq.id, faq.position]));
    if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((id) => !known.has(id))) {
      throw new ValidationError(CONTENT_ERRORS.faqOrderIncomplete, { ids: CONTENT_ERRORS.faqOrderIncomplete });
    }
    for (const [index, id] of ids.entries()) {
      if (known.get(id) !== index + 1) await repository.update({ id }, { position: index + 1 });
    }
  }

  private async get(id: number): Promise<Faq> {
    const faq = await this.faqs.findOneBy({ id });
    if (!faq) throw new NotFoundError(CONTENT_ERRORS.faqNotFound);
    return faq;
  }
}

/** The shared FAQ rules, the admin form's own: trimmed fields, or a ValidationError naming each bad field. */
function checkFaq(fields: FaqFields): FaqFields {
  return checkedInput(faqSchema, fields);
}
