import { Arg, Mutation, Resolver } from 'type-graphql';
import { ProductSubmissionInput, SubmitProductResult } from './submission.input';
import { SubmissionService } from './submission.service';

@Resolver()
export class SubmissionResolver {
  constructor(private readonly submissionService: SubmissionService) {}

  @Mutation(() => SubmitProductResult, { description: 'Suggest a collar for review; it waits for moderation as pending.' })
  submitProduct(@Arg('input') input: ProductSubmissionInput): Promise<SubmitProductResult> {
    return this.submissionService.submit(input);
  }
}
