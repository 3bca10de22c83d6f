import { connectionOf, connectionTypes, IdArgs, pageRequestOf, type Connection, type RequestContext } from '@bcg/server/core';
import { Arg, Args, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ProductSubmission } from './product-submission.entity';
import { ProductSubmissionInput, SubmitProductResult } from './submission.input';
import { SubmissionService } from './submission.service';
import { SubmissionsConnectionArgs, UpdateSubmissionStatusArgs } from './submission.args';

const { ConnectionType: ProductSubmissionConnection } = connectionTypes(
  ProductSubmission,
  'ProductSubmission',
  'A page of the product submissions (Relay cursor connection), with how many match.',
);

@Resolver(() => ProductSubmission)
export class SubmissionResolver {
  constructor(private readonly submissionService: SubmissionService) {}

  // Returns a message, not the stored row: a filled honeypot gets the same answer with nothing stored, and a
  // visitor has no use for the moderation record.
  @Mutation(() => SubmitProductResult, { description: 'Suggest a collar for review; it waits for moderation as pending.' })
  submitProduct(
    @Arg('input', { description: 'The suggestion.' }) input: ProductSubmissionInput,
    @Ctx() { clientKey }: RequestContext,
  ): Promise<SubmitProductResult> {
    return this.submissionService.submit(input, clientKey);
  }

  @Authorized()
  @Query(() => ProductSubmissionConnection, {
    description: 'Administrator: a page of the submissions, searched and sorted on the server.',
  })
  async productSubmissionsConnection(
    @Args() { first, after, offset, q, sort }: SubmissionsConnectionArgs,
  ): Promise<Connection<ProductSubmission>> {
    return connectionOf(await this.submissionService.page({ ...pageRequestOf({ first, after, offset }), q, sort }));
  }

  @Authorized()
  @Mutation(() => ProductSubmission, {
    description:
      'Administrator: move a pending submission to approved or rejected; returns the submission as it now is. CONFLICT when it is no longer pending.',
  })
  updateProductSubmissionStatus(@Args() { id, status }: UpdateSubmissionStatusArgs): Promise<ProductSubmission> {
    return this.submissionService.updateStatus(id, status);
  }

  @Authorized()
  @Mutation(() => Int, {
    description: 'Administrator: delete a submission; returns the id of the deleted submission (to drop it from a cache).',
  })
  async deleteProductSubmission(@Args() { id }: IdArgs): Promise<number> {
    await this.submissionService.delete(id);
    return id;
  }
}
