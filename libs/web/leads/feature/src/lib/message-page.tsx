import { Container } from '@bcg/web/shared';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Panel = styled.section`
  max-width: 640px;
  margin: 0 auto;
  padding: 40px 0 24px;
  h1 {
    margin: 0 0 12px;
    font-size: clamp(1.7rem, 6vw, 2.3rem);
  }
  p {
    margin: 0 0 14px;
    line-height: 1.65;
  }
`;

/** The frame of the short pages an emailed link opens: a heading, a few lines, and what to do next. */
export function MessagePage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container>
      <Panel aria-labelledby="message-page-heading">
        <h1 id="message-page-heading">{title}</h1>
        {children}
      </Panel>
    </Container>
  );
}
