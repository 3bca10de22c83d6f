import type { ReactNode } from 'react';
import { ContactForm } from './contact-form';
import { CONTACT_EMAIL, Lead, ProsePage } from './prose-page';

const CONTACT_FAQ = [
  {
    question: 'Can you tell me which size to buy?',
    answer: 'Yes: send your bulldog’s breed, age, weight and neck measurement, and we will suggest a size and width.',
  },
  {
    question: 'Do you accept products for review?',
    answer: 'We consider suggestions from owners and brands, but a sample never guarantees coverage or a score.',
  },
  {
    question: 'How quickly do you reply?',
    answer: 'Usually within two working days. Sizing questions are answered first.',
  },
];

/** /contact: the message form (stored for the team), a short FAQ, the product suggestion form (passed in) and the address. */
export function ContactPage({ submissionForm }: { submissionForm?: ReactNode }) {
  return (
    <ProsePage
      title="Contact Us"
      crumb="Contact"
      path="/contact"
      description="Questions about bulldog collar sizing, a product you want us to test, or a correction? Contact the Bulldog Collar Guide team."
      keywords={['contact bulldog collar guide', 'bulldog collar sizing help']}
    >
      <h1>Contact Us</h1>
      <Lead>Sizing question, product suggestion or correction? We read every message.</Lead>
      <ContactForm fallbackAddress={CONTACT_EMAIL} />

      <h2>Frequently asked</h2>
      {CONTACT_FAQ.map((item) => (
        <div key={item.question}>
          <h3>{item.question}</h3>
          <p>{item.answer}</p>
        </div>
      ))}

      {submissionForm && (
        <>
          <h2>Suggest a collar for review</h2>
          <p>Know a collar that suits bulldogs? Send its Amazon link or ASIN and we will consider it for our 30-day tests.</p>
          {submissionForm}
        </>
      )}

      <h2>Email</h2>
      <p>
        Prefer e-mail? Write to <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
      </p>
    </ProsePage>
  );
}
