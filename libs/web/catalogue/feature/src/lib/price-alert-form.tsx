import { parsePriceMark, PRICE_ALERT_MESSAGES } from '@bcg/shared/validation/price-mark';
import { graphql, graphqlErrorFields, graphqlErrorMessage, useGraphQLMutation } from '@bcg/web/graphql';
import { primaryButtonStyles } from '@bcg/web/shared';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';

export const CreatePriceAlertMutation = graphql(`
  mutation CreatePriceAlert($input: PriceAlertInput!) {
    createPriceAlert(input: $input) {
      success
      message
      belowCents
    }
  }
`);

const Box = styled.section`
  display: grid;
  gap: 10px;
  margin-top: 24px;
  padding: 20px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  h3 {
    margin: 0;
    font-size: 1.15rem;
  }
  p {
    margin: 0;
  }
  form {
    display: grid;
    gap: 12px;
  }
  label {
    font-weight: 600;
  }
  input {
    width: 100%;
    min-height: 48px;
    padding: 10px 14px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    font: inherit;
  }
  input[aria-invalid='true'] {
    border-color: #b91c1c;
  }
  button {
    ${primaryButtonStyles}
  }
  button:disabled {
    cursor: progress;
  }
`;

const Field = styled.div`
  display: grid;
  gap: 4px;
`;

const Fine = styled.p`
  && {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.color.muted};
  }
`;

const Problem = styled.p`
  && {
    color: #b91c1c;
    font-weight: 600;
  }
`;

const Done = styled.p`
  && {
    padding: 12px;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: #ecfdf5;
    color: #065f46;
    font-weight: 600;
  }
`;

interface PriceAlertFormProps {
  productSlug: string;
  productName: string;
  /** The price readers are shown now ("$24.99"), or null when there is none: the reader must then type a price. */
  currentPrice: string | null;
}

/** The shown price in dollars, when it reads as one ("$1,024.99" too); otherwise the server alone compares the mark with it. */
const dollarsOf = (shown: string | null): number | null => {
  const dollars = shown === null ? null : parsePriceMark(shown.replace(/,/g, ''));
  return typeof dollars === 'number' ? dollars : null;
};

/**
 * "Tell me when it is cheaper": a reader's price alert for the collar of the review, under its current price or at a
 * lower price they type. Says what is stored and sent; the server's own message after, the fields kept on error.
 */
export function PriceAlertForm({ productSlug, productName, currentPrice }: PriceAlertFormProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [below, setBelow] = useState('');
  const [problems, setProblems] = useState<{ email?: string; below?: string; form?: string }>({});
  const [done, setDone] = useState<string | null>(null);
  const [create, { loading }] = useGraphQLMutation(CreatePriceAlertMutation);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const mark = parsePriceMark(below);
    // The address is checked by the server with the shared rule (its words come back by field): the schema (zod)
    // stays out of this page's first load.
    const current = dollarsOf(currentPrice);
    // The server's rule and words: an alert tells of a drop, so its mark is under the price shown now.
    const belowProblem =
      mark === null
        ? PRICE_ALERT_MESSAGES.below
        : mark === undefined && !currentPrice
          ? PRICE_ALERT_MESSAGES.noPrice
          : mark !== undefined && current !== null && currentPrice !== null && mark >= current
            ? PRICE_ALERT_MESSAGES.notUnder(currentPrice)
            : undefined;
    if (belowProblem) {
      setProblems({ below: belowProblem });
      return;
    }
    setProblems({});
    try {
      const { data } = await create({ variables: { input: { email: email.trim(), productSlug, ...(mark ? { below: mark } : {}) } } });
      setDone(data?.createPriceAlert.message ?? null);
      setEmail('');
      setBelow('');
    } catch (failure) {
      const fields = graphqlErrorFields(failure);
      if (fields['email'] || fields['below']) setProblems({ email: fields['email'], below: fields['below'] });
      else setProblems({ form: graphqlErrorMessage(failure) ?? 'The alert could not be set: check your connection and try again.' });
    }
  }

  return (
    <Box aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>Tell me when it is cheaper</h3>
      <p>
        {currentPrice
          ? `We email you once when the ${productName} drops under ${currentPrice} at Amazon, or to the lower price you type.`
          : `We email you once when the ${productName} drops to the price you type at Amazon, or under it.`}
      </p>
      {done ? (
        <Done role="status">{done}</Done>
      ) : (
        <form noValidate onSubmit={onSubmit}>
          <Field>
            <label htmlFor={`${id}-email`}>Email address</label>
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder="you@example.com"
              value={email}
              aria-invalid={problems.email ? 'true' : 'false'}
              aria-describedby={problems.email ? `${id}-email-problem` : undefined}
              onChange={(event) => setEmail(event.target.value)}
            />
            {problems.email && (
              <Problem id={`${id}-email-problem`} role="alert">
                {problems.email}
              </Problem>
            )}
          </Field>
          <Field>
            <label htmlFor={`${id}-below`}>{currentPrice ? 'Your price in dollars (optional)' : 'Your price in dollars'}</label>
            <input
              id={`${id}-below`}
              name="below"
              inputMode="decimal"
              placeholder={currentPrice ? `Under ${currentPrice}` : '24.99'}
              value={below}
              aria-invalid={problems.below ? 'true' : 'false'}
              aria-describedby={problems.below ? `${id}-below-problem` : undefined}
              onChange={(event) => setBelow(event.target.value)}
            />
            {problems.below && (
              <Problem id={`${id}-below-problem`} role="alert">
                {problems.below}
              </Problem>
            )}
          </Field>
          <Fine>
            We store your address, this collar, your price and when an alert was sent, and use them for this alert only. We first email a
            link to confirm the alert, and again for a new price: nothing starts or changes before. After an alert we wait 7 days before the
            next; every email links to a page where you remove it.
          </Fine>
          {problems.form && <Problem role="alert">{problems.form}</Problem>}
          <button type="submit" disabled={loading}>
            {loading ? 'Sending...' : 'Set price alert'}
          </button>
        </form>
      )}
    </Box>
  );
}
