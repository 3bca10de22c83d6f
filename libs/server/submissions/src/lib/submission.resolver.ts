import type { RequestContext } from '@bcg/server/core';
import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ProductSubmission } from './product-submission.entity';
import { ProductSubmissionInput, SubmitProductResult } from './submission.input';
import { SubmissionService } from './submission.service';

@Resolver(() => ProductSubmission)
export class SubmissionResolver {
  constructor(private readonly submissionService: SubmissionService) {}

  @Mutation(() => SubmitProductResult, { description: 'Suggest a collar for review; it waits for moderation as pending.' })
  submitProduct(@Arg('input') input: ProductSubmissionInput, @Ctx() { clientKey }: RequestContext): Promise<SubmitProductResult> {
    return this.submissionService.submit(input, clientKey);
  }

  @Authorized()
  @Query(() => [ProductSubmission], { description: 'Administrator: every submission, newest first.' })
  productSubmissions(): Promise<ProductSubmission[]> {
    return this.submissionService.list();
  }

  @Authorized()
  @Mutation(() => ProductSubmission, { description: 'Administrator: move a pending submission to approved or rejected.' })
  updateProductSubmissionStatus(@Arg('id', () => Int) id: number, @Arg('status') status: string): Promise<ProductSubmission> {
    return this.submissionService.updateStatus(id, status);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Administrator: delete a submission.' })
  async deleteProductSubmission(@Arg('id', () => Int) id: number): Promise<boolean> {
    await this.submissionService.delete(id);
    return true;
  }
}
