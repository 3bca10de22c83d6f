import { HomeSection } from '@bcg/web/content/ui';
import { graphql, usePageQuery, operation, type RouteData } from '@bcg/web/graphql';
import { Container, ErrorPanel, SkeletonBlock } from '@bcg/web/shared';
import { useId, useState } from 'react';
import styled from 'styled-components';

const FaqSectionQuery = graphql(`
  query FaqSection {
    faqs {
      id
      question
      answer
    }
  }
`);

const List = styled.div`
  display: grid;
  gap: 10px;
  margin-top: 20px;
`;

const Item = styled.div`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

const Question = styled.h3`
  margin: 0;
  font-family: ${({ theme }) => theme.font.body};
  font-size: 1.05rem;
`;

const Toggle = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 16px 18px;
  border: 0;
  background: none;
  font: inherit;
  font-weight: 600;
  text-align: left;
  color: ${({ theme }) => theme.color.brand};
  cursor: pointer;
  span[aria-hidden] {
    transition: transform 150ms ease;
    font-size: 1.3rem;
  }
  &[aria-expanded='true'] span[aria-hidden] {
    transform: rotate(45deg);
  }
`;

const Answer = styled.div`
  padding: 0 18px 16px;
  p {
    margin: 0;
  }
`;

/**
 * One question (the WAI-ARIA disclosure pattern: a button with aria-expanded controlling its answer). The answer
 * stays in the server's HTML while closed (hidden), so search engines and find-in-page see every answer.
 */
function FaqItem({ question, answer }: { question: string; answer: string }) {
  const [open, setOpen] = useState(false);
  const answerId = useId();
  return (
    <Item>
      <Question>
        <Toggle type="button" aria-expanded={open} aria-controls={answerId} onClick={() => setOpen((value) => !value)}>
          {question}
          <span aria-hidden="true">+</span>
        </Toggle>
      </Question>
      <Answer id={answerId} hidden={!open}>
        <p>{answer}</p>
      </Answer>
    </Item>
  );
}

/** The home FAQ: each question opens and closes on its own; several can be open at once. */
export function FaqSection() {
  const { data, loading, error, refetch } = usePageQuery(FaqSectionQuery);
  return (
    <HomeSection id="faq" aria-labelledby="faq-heading">
      <Container>
        <h2 id="faq-heading">Bulldog Collar FAQ</h2>
        <p>Straight answers to the questions bulldog owners ask us most.</p>
        {error ? (
          <ErrorPanel title="We couldn't load the FAQ." message={error.message} onRetry={() => void refetch()} />
        ) : loading || !data ? (
          <div aria-busy="true">
            <span role="status" className="visually-hidden">
              Loading questions
            </span>
            <SkeletonBlock $height="16em" aria-hidden="true" />
          </div>
        ) : (
          <List>
            {data.faqs.map((faq) => (
              <FaqItem key={faq.id} question={faq.question} answer={faq.answer} />
            ))}
          </List>
        )}
      </Container>
    </HomeSection>
  );
}

/** The FAQ section's data. Its variables are the ones the component reads. */
export const faqSectionData: RouteData = () => [operation(FaqSectionQuery)];
