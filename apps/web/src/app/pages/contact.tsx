import { ContactPage } from '@bcg/web/info/feature';
import { ProductSubmissionForm } from '@bcg/web/submissions/feature';

/** /contact with the product-submission form (features stay separate; the app composes them). */
export function ContactWithSubmission() {
  return <ContactPage submissionForm={<ProductSubmissionForm />} />;
}
