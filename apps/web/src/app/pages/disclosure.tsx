import { DisclosurePage } from '@bcg/web/info/feature';
import { ProductSubmissionForm } from '@bcg/web/submissions/feature';

/** /disclosure with the product-submission form (features stay separate; the app composes them). */
export function DisclosureWithSubmission() {
  return <DisclosurePage submissionForm={<ProductSubmissionForm />} />;
}
