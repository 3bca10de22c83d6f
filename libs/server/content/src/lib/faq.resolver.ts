import { IdArgs, type ArgsSchema } from '@bcg/server/core';
import { descriptionOf, faqSchema } from '@bcg/shared/validation';
import { Args, ArgsType, Authorized, Field, InputType, Int, Mutation, Query, Resolver } from 'type-graphql';
import * as z from 'zod/mini';
import { CONTENT_ERRORS } from './content.errors';
import { Faq, MAX_FAQS } from './faq.entity';
import { FaqService } from './faq.service';

// Types and descriptions only: the service checks every save with the shared FAQ schema, the admin form's own.
@InputType({ description: 'A question and its answer (plain text), both required on create; on update, a field left out stays as it is.' })
class FaqInput {
  @Field(() => String, { nullable: true, description: descriptionOf(faqSchema.shape.question) })
  question?: string;

  @Field(() => String, { nullable: true, description: descriptionOf(faqSchema.shape.answer) })
  answer?: string;
}

@ArgsType()
class CreateFaqArgs {
  @Field(() => FaqInput, { description: 'The new question and its answer.' })
  input!: FaqInput;
}

@ArgsType()
class UpdateFaqArgs extends IdArgs {
  @Field(() => FaqInput, { description: 'The fields to change.' })
  input!: FaqInput;
}

@ArgsType()
class FaqOrderArgs {
  static readonly schema: ArgsSchema = z.object({
    ids: z.array(z.int()).check(z.maxLength(MAX_FAQS, { error: CONTENT_ERRORS.faqOrderTooLong })),
  });

  @Field(() => [Int], { description: `Every question id once, in the new order (at most ${MAX_FAQS}).` })
  ids!: number[];
}

@Resolver(() => Faq)
export class FaqResolver {
  constructor(private readonly faqService: FaqService) {}

  @Query(() => [Faq], { description: 'FAQs in display order.' })
  faqs(): Promise<Faq[]> {
    return this.faqService.list();
  }

  @Authorized()
  @Mutation(() => Faq, { description: 'Administrator: adds a question at the end (BAD_USER_INPUT names each bad field).' })
  createFaq(@Args() { input }: CreateFaqArgs): Promise<Faq> {
    return this.faqService.create({ question: input.question ?? '', answer: input.answer ?? '' });
  }

  @Authorized()
  @Mutation(() => Faq, { description: 'Administrator: changes the question, the answer or both.' })
  updateFaq(@Args() { id, input }: UpdateFaqArgs): Promise<Faq> {
    return this.faqService.update(id, { question: input.question ?? undefined, answer: input.answer ?? undefined });
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Administrator: deletes a question. Always true.' })
  async deleteFaq(@Args() { id }: IdArgs): Promise<boolean> {
    await this.faqService.delete(id);
    return true;
  }

  @Authorized()
  @Mutation(() => [Faq], { description: 'Administrator: sets the order of the questions.' })
  reorderFaqs(@Args() { ids }: FaqOrderArgs): Promise<Faq[]> {
    return this.faqService.reorder(ids);
  }
}
