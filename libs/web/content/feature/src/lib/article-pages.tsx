import { Container, PageMeta, requestedPage, useRenderStatus } from '@bcg/web/shared';
import { Link } from 'react-router';
import styled from 'styled-components';

/** Posts per page of /blog and /guides: a phone's few screens of cards, and whole rows for two and three columns. */
const ARTICLES_PAGE_SIZE = 12;

/**
 * What a /blog or /guides URL asks for: the page (null when `page` is not a page number, which answers 404) and the
 * connection's variables for it. The page and its route data read the URL through this one function.
 */
export function articlesPageRequest(searchParams: URLSearchParams) {
  const page = requestedPage(searchParams.get('page'));
  return { page, first: ARTICLES_PAGE_SIZE, offset: ((page ?? 1) - 1) * ARTICLES_PAGE_SIZE };
}

/** The URL of a page of a list of posts (page 1 is the bare path: one URL per page). */
export function articlesPath(path: '/blog' | '/guides', page: number): string {
  return page > 1 ? `${path}?page=${page}` : path;
}

/** How many pages `totalCount` posts fill (at least one, which may be empty). */
export function articlesPageCount(totalCount: number): number {
  return Math.max(1, Math.ceil(totalCount / ARTICLES_PAGE_SIZE));
}

/** "Bulldog Collar Blog, Page 2 of 9" for every page but the first, which keeps its own title. */
export function pagedTitle(firstTitle: string, listName: string, page: number, pageCount: number): string {
  return page > 1 ? `${listName}, Page ${page} of ${pageCount}` : firstTitle;
}

const NotFound = styled.section`
  padding: 48px 0;
  text-align: center;
  h1 {
    margin: 0 0 8px;
    font-size: clamp(1.8rem, 5vw, 2.6rem);
  }
`;

/** `?page=` past the last page, or not a page number: a real 404 (neither indexed nor cached) and a way back. */
export function ArticlesPageNotFound({ path, listName }: { path: '/blog' | '/guides'; listName: string }) {
  useRenderStatus(404);
  return (
    <NotFound>
      <PageMeta title="Page not found" description={`This page of the ${listName.toLowerCase()} does not exist.`} noindex />
      <Container>
        <h1>This page of the {listName.toLowerCase()} does not exist</h1>
        <p>
          The list is shorter than that. <Link to={path}>See the first page</Link>.
        </p>
      </Container>
    </NotFound>
  );
}
