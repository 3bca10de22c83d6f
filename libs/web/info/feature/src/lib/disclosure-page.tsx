import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Callout, Lead, ProsePage } from './prose-page';

/** /disclosure: affiliate relationship, editorial independence, revenue, FTC statement and product submissions (form passed in by the route). */
export function DisclosurePage({ submissionForm }: { submissionForm?: ReactNode }) {
  return (
    <ProsePage
      title="Affiliate Disclosure"
      crumb="Affiliate Disclosure"
      path="/disclosure"
      description="How Bulldog Collar Guide earns money through Amazon affiliate links, why it never changes our ratings, and how products are submitted for review."
      keywords={['affiliate disclosure', 'amazon associate disclosure', 'ftc disclosure']}
    >
      <h1>Affiliate Disclosure</h1>
      <Lead>We want you to know exactly how this site is paid for, and why it does not change what we recommend.</Lead>
      <Callout>
        <p>
          <strong>As an Amazon Associate I earn from qualifying purchases.</strong>
        </p>
      </Callout>

      <h2>Affiliate links</h2>
      <p>
        Links to products on Amazon are affiliate links: they carry our Associates tag, and if you buy through them Amazon pays us a small
        commission. You pay exactly the same price. Retailer links are marked as sponsored in our pages’ code, and a disclosure line sits
        beside them.
      </p>

      <h2>Editorial independence</h2>
      <p>
        Rankings come from our testing and scoring method alone (see <Link to="/methodology">How We Test</Link>). No brand can pay for a
        review, a place in a list or a higher score, and we publish collars we do not recommend when owners need to know why. We buy most
        test collars ourselves; when a manufacturer sends a sample, we say so in the review.
      </p>

      <h2>How we earn</h2>
      <p>
        Our revenue comes from affiliate commissions, typically 1-4% of the purchase price depending on the product category. We do not sell
        sponsored posts, display banner advertising, or sell our readers’ data.
      </p>

      <h2>FTC statement</h2>
      <p>
        In accordance with the U.S. Federal Trade Commission’s Guides Concerning the Use of Endorsements and Testimonials in Advertising (16
        CFR Part 255), we disclose that we have a financial relationship with the retailer through these affiliate links. Our opinions are
        our own and are based on our testing and research.
      </p>

      <h2>Product submissions</h2>
      <p>
        Owners and brands can suggest a collar for review. We look at every suggestion, but a submission never guarantees a review, a
        positive verdict or a place in our rankings, and we never accept payment for coverage. Suggest a collar with the form below (its
        Amazon link or ASIN is enough), or through our <Link to="/contact">contact page</Link>.
      </p>
      {submissionForm}
    </ProsePage>
  );
}
