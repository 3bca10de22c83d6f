import { BREED_FIGURES, type Breed } from '@bcg/shared/sizing';
import { SIZING_GUIDE_SIGNUP_SUCCESS, SIZING_GUIDE_SIGNUP_TEXT } from '@bcg/shared/validation/signup-text';
import type { FieldErrors, SubscriberFields } from '@bcg/shared/validation/subscriber';
import { graphql, useGraphQLMutation, type Breed as GraphQLBreed } from '@bcg/web/graphql';
import { Container, useToast } from '@bcg/web/shared';
import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';

/** The sizing-guide sign-up always sends this lead magnet. */
const SIZING_GUIDE_LEAD_MAGNET = 'bulldog-sizing-guide';

export const SubscribeEmailMutation = graphql(`
  mutation SubscribeEmail($input: SubscribeInput!) {
    subscribe(input: $input) {
      success
      message
    }
  }
`);

/** The toast texts; success first asks for the confirmation double opt-in needs. */
const SIGNUP_TOASTS = {
  success: { title: 'Success!', description: SIZING_GUIDE_SIGNUP_SUCCESS },
  failed: { title: 'Error', description: 'Failed to subscribe. Please try again.' },
  badEmail: { title: 'Error', description: 'Please enter a valid email address.' },
} as const;

/** The breeds the guide has a chart for, in the order the site names them; "Not sure" sends none. */
const BREED_CHOICES = Object.keys(BREED_FIGURES) as Breed[];
const toGraphQLBreed = (breed: Breed) => breed.toUpperCase() as GraphQLBreed;

const Section = styled.section`
  padding: 40px 0;
`;

const Card = styled.div`
  display: grid;
  gap: 16px;
  padding: 24px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.brand};
  color: #fff;
  h2 {
    margin: 0;
    color: #fff;
    font-size: clamp(1.4rem, 4vw, 1.8rem);
  }
  p {
    margin: 0;
    color: #dbe2f0;
  }
  @media (min-width: 900px) {
    grid-template-columns: 1.1fr 1fr;
    align-items: center;
    padding: 32px;
  }
`;

const Form = styled.form`
  display: grid;
  gap: 8px;
  label {
    font-weight: 600;
  }
`;

const BreedField = styled.div`
  display: grid;
  gap: 4px;
  margin-bottom: 4px;
  select {
    width: 100%;
    max-width: 320px;
    min-height: 48px;
    padding: 10px 14px;
    border-radius: ${({ theme }) => theme.radius.sm};
    border: 2px solid transparent;
    background: #fff;
    color: #1f2937;
    font: inherit;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  input {
    flex: 1 1 220px;
    min-height: 48px;
    padding: 10px 14px;
    border-radius: ${({ theme }) => theme.radius.sm};
    border: 2px solid transparent;
    font: inherit;
  }
  input[aria-invalid='true'] {
    border-color: #fca5a5;
  }
  button {
    min-height: 48px;
    padding: 10px 18px;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.cta};
    color: ${({ theme }) => theme.color.ctaText};
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
  button:disabled,
  button[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const ErrorText = styled.p`
  && {
    color: #fecaca;
    font-weight: 600;
  }
`;

const Fine = styled.p`
  && {
    font-size: 0.85rem;
  }
`;

type SignupRules = typeof import('@bcg/shared/validation/subscriber');

// The shared sign-up rules (zod/mini) are a chunk of their own, left out of the home page's first load: fetched as
// this module runs, they have arrived long before a reader has typed an address. Until then a check waits for them.
let rules: SignupRules | undefined;
let rulesLoading: Promise<SignupRules | undefined> | undefined;
function loadRules(): Promise<SignupRules | undefined> {
  rulesLoading ??= import('@bcg/shared/validation/subscriber').then(
    (loaded) => (rules = loaded),
    // A failed fetch is tried again at the next check; meanwhile the server, which checks the same rules, decides.
    () => (rulesLoading = undefined),
  );
  return rulesLoading;
}
void loadRules();

/** The problems of `fields` under the shared sign-up rules; none when they could not be fetched. */
const problemsOf = (loaded: SignupRules | undefined, fields: SubscriberFields): FieldErrors =>
  loaded ? loaded.fieldErrors(loaded.subscriberSchema, fields) : {};

/** The free sizing-guide sign-up: the sign-up rules on blur and submit, 'Sending...' while busy, toasts after. */
export function SizingGuideSignup() {
  const id = useId();
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [breed, setBreed] = useState<Breed | ''>('');
  const [error, setError] = useState<string | null>(null);
  const [subscribe, { loading }] = useGraphQLMutation(SubscribeEmailMutation);
  // Where the form was used, for the consent record of the sign-up.
  const { pathname } = useLocation();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    // The server's own rules (the shared sign-up schema), checked on what is about to be sent.
    const fields = { email, leadMagnet: SIZING_GUIDE_LEAD_MAGNET, signupPage: pathname };
    const [problem] = Object.values(problemsOf(rules ?? (await loadRules()), fields));
    if (problem) {
      setError(problem);
      return;
    }
    try {
      await subscribe({
        variables: {
          input: {
            email: email.trim(),
            leadMagnet: SIZING_GUIDE_LEAD_MAGNET,
            signupPage: pathname,
            ...(breed ? { breed: toGraphQLBreed(breed) } : {}),
          },
        },
      });
      setEmail('');
      setBreed('');
      toast({ ...SIGNUP_TOASTS.success, tone: 'success' });
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : '';
      toast({ ...(/email/i.test(message) ? SIGNUP_TOASTS.badEmail : SIGNUP_TOASTS.failed), tone: 'error' });
    }
  }

  return (
    <Section id="sizing-guide-signup" aria-labelledby={`${id}-heading`}>
      <Container>
        <Card>
          <div>
            <h2 id={`${id}-heading`}>{SIZING_GUIDE_SIGNUP_TEXT.heading}</h2>
            <p>{SIZING_GUIDE_SIGNUP_TEXT.intro}</p>
          </div>
          <Form noValidate onSubmit={onSubmit}>
            <BreedField>
              <label htmlFor={`${id}-breed`}>Your bulldog (optional)</label>
              <select
                id={`${id}-breed`}
                name="breed"
                value={breed}
                onChange={(event) => setBreed(event.target.value as Breed | '')}
                aria-describedby={`${id}-breed-help`}
              >
                <option value="">Not sure</option>
                {BREED_CHOICES.map((choice) => (
                  <option key={choice} value={choice}>
                    {BREED_FIGURES[choice].name}
                  </option>
                ))}
              </select>
              <Fine id={`${id}-breed-help`}>The guide&apos;s size chart is then drawn for your dog.</Fine>
            </BreedField>
            <label htmlFor={`${id}-email`}>Email address</label>
            <Row>
              <input
                id={`${id}-email`}
                name="email"
                type="email"
                autoComplete="email"
                inputMode="email"
                placeholder="you@example.com"
                value={email}
                aria-invalid={error ? 'true' : 'false'}
                aria-describedby={error ? `${id}-error` : `${id}-fine`}
                onChange={(event) => {
                  setEmail(event.target.value);
                  if (error) setError(null);
                }}
                onBlur={() => {
                  const showProblem = (loaded: SignupRules | undefined) => setError(problemsOf(loaded, { email })['email'] ?? null);
                  if (rules) showProblem(rules);
                  else void loadRules().then(showProblem);
                }}
              />
              {/*
                While an error shows the button is aria-disabled, not disabled: Tab from the field (whose blur shows
                the error) must land on it, where a disabled button would drop the keyboard focus to the page.
                A press meanwhile only checks the field again (onSubmit), so nothing is sent.
              */}
              <button type="submit" disabled={loading} aria-disabled={error !== null ? 'true' : undefined}>
                {loading ? 'Sending...' : SIZING_GUIDE_SIGNUP_TEXT.button}
              </button>
            </Row>
            {error ? (
              <ErrorText id={`${id}-error`} role="alert">
                {error}
              </ErrorText>
            ) : (
              <Fine id={`${id}-fine`}>{SIZING_GUIDE_SIGNUP_TEXT.consent}</Fine>
            )}
          </Form>
        </Card>
      </Container>
    </Section>
  );
}
