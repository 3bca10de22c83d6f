import { Container, PageMeta, useRenderStatus } from '@bcg/web/shared';
import { Link } from 'react-router';
import styled from 'styled-components';

const Wrapper = styled.section`
  padding: 64px 0;
  text-align: center;
  ul {
    list-style: none;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 12px 24px;
    justify-content: center;
  }
  a {
    font-weight: 600;
  }
`;

/** Any unknown path: a real 404 (status and page) with the ways back into the site. */
export function NotFoundPage() {
  useRenderStatus(404);
  return (
    <Wrapper>
      <PageMeta
        title="Page Not Found"
        description="The page you were looking for does not exist. Find bulldog collar reviews, sizing help and comparisons here."
        noindex
      />
      <Container>
        <h1>Page Not Found</h1>
        <p>Sorry, we couldn't find that page. It may have moved, or the address may be mistyped.</p>
        <ul>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to="/collars">Best Collars</Link>
          </li>
          <li>
            <Link to="/compare">Compare Products</Link>
          </li>
        </ul>
      </Container>
    </Wrapper>
  );
}
