import * as Accordion from '@radix-ui/react-accordion';
import { useQuery } from '@apollo/client/react';
import { HomeSection } from '@bcg/web/content/ui';
import { graphql } from '@bcg/web/graphql';
import { Container, ErrorPanel, SkeletonBlock } from '@bcg/web/shared';
import styled from 'styled-components';

export const FaqSectionQuery = graphql(`
  query FaqSection {
    faqs {
      id
      question
      answer
    }
  }
`);

const Root = styled(Accordion.Root)`
  display: grid;
  gap: 10px;
  margin-top: 20px;
`;

const Item = styled(Accordion.Item)`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

const Header = styled(Accordion.Header)`
  margin: 0;
  font-family: ${({ theme }) => theme.font.body};
  font-size: 1.05rem;
`;

const Trigger = styled(Accordion.Trigger)`
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
  span[aria-hidden] { transition: transform 150ms ease; font-size: 1.3rem; }
  &[data-state='open'] span[aria-hidden] { transform: rotate(45deg); }
`;

const Content = styled(Accordion.Content)`
  padding: 0 18px 16px;
  p { margin: 0; }
`;

/** The home FAQ: each question opens and closes on its own; several can be open at once. */
export function FaqSection() {
  const { data, loading, error, refetch } = useQuery(FaqSectionQuery);
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
          <Root type="multiple">
            {data.faqs.map((faq) => (
              <Item key={faq.id} value={String(faq.id)}>
                <Header>
                  <Trigger>
                    {faq.question}
                    <span aria-hidden="true">+</span>
                  </Trigger>
                </Header>
                <Content>
                  <p>{faq.answer}</p>
                </Content>
              </Item>
            ))}
          </Root>
        )}
      </Container>
    </HomeSection>
  );
}
