import { POLICY_DATES } from '@bcg/shared/pages';
import { formatLongDate } from '@bcg/web/shared';
import { Link } from 'react-router';
import { Callout, CONTACT_EMAIL, Lead, ProsePage } from './prose-page';

/** /terms: effective January 15, 2025, with every part terms of use need here. */
export function TermsPage() {
  return (
    <ProsePage
      title="Terms of Service"
      crumb="Terms of Service"
      path="/terms"
      dateModified={POLICY_DATES.terms}
      description="The terms for using Bulldog Collar Guide: eligibility, permitted use, our reviews and affiliate links, disclaimers, pet safety and governing law."
      keywords={['terms of service', 'bulldog collar guide terms']}
    >
      <h1>Terms of Service</h1>
      <Lead>
        Effective date: <time dateTime={POLICY_DATES.terms}>{formatLongDate(POLICY_DATES.terms)}</time>
      </Lead>

      <h2>Who may use this site</h2>
      <p>You must be at least 13 years old to use this site. By using it you agree to these terms.</p>

      <h2>Permitted and prohibited use</h2>
      <p>You may read, share links to and print our content for personal, non-commercial use. You may not:</p>
      <ul>
        <li>scrape, copy or republish our content in bulk, by automated means or otherwise;</li>
        <li>send spam through our forms or use them to harass anyone;</li>
        <li>attempt unauthorised access to the site, its servers or its administration pages.</li>
      </ul>

      <h2>Intellectual property and fair use</h2>
      <p>
        Text, images and ratings on this site belong to Bulldog Collar Guide unless stated otherwise. Quoting short passages with a link
        back is welcome under fair use. Product names and trademarks belong to their owners.
      </p>

      <h2>Our reviews</h2>
      <p>
        Reviews are based on 30+ days of testing on our own dogs and on research, and reflect our honest opinion at the time of writing.
        Products and prices change, and every dog is different.
      </p>
      <Callout>
        <p>Our content is not veterinary advice. Consult a veterinarian about your dog’s health, breathing or skin.</p>
      </Callout>

      <h2>Third-party and affiliate links</h2>
      <p>
        We link to retailers and other sites we do not control, including affiliate links that earn us a commission (see our{' '}
        <Link to="/disclosure">affiliate disclosure</Link>). Purchases are between you and the retailer, under its terms.
      </p>

      <h2>Disclaimer and limitation of liability</h2>
      <p>
        The site is provided “as is” without warranties of any kind. To the fullest extent permitted by law, we are not liable for indirect
        or consequential loss arising from your use of the site or of products we review.
      </p>

      <h2>Pet safety</h2>
      <p>
        Always supervise your dog with a new collar, check the fit regularly, remove martingale and slip collars when your dog is
        unsupervised, and stop using any product that causes discomfort or injury.
      </p>

      <h2>Privacy</h2>
      <p>
        How we handle personal data is set out in our <Link to="/privacy">Privacy Policy</Link>.
      </p>

      <h2>Changes</h2>
      <p>We may update these terms. Changes take effect immediately when posted on this page.</p>

      <h2>Governing law and disputes</h2>
      <p>
        These terms are governed by the laws of the United States and the state in which we operate. Any dispute will be resolved by binding
        arbitration on an individual basis, except where the law does not allow it.
      </p>

      <h2>Contact</h2>
      <p>
        Questions about these terms: <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> or our <Link to="/contact">contact page</Link>.
      </p>
    </ProsePage>
  );
}
