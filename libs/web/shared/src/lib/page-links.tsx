import { Link } from 'react-router';
import styled from 'styled-components';

/**
 * The page a `?page=` value asks for: a whole number from 1 written plainly ("2", not "02", "+2" or "2.0"), so
 * each page has one URL. Absent: page 1. Anything else: null (the page answers 404).
 */
export function requestedPage(value: string | null): number | null {
  if (value === null) return 1;
  return /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}

/** The numbered pages a navigation shows: the first, the last, and the current one with its neighbours. */
function shownPages(page: number, pageCount: number): Array<number | 'gap'> {
  const numbers = [...new Set([1, page - 1, page, page + 1, pageCount])].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  return numbers.flatMap((n, index) => (index > 0 && n - (numbers[index - 1] ?? n) > 1 ? ['gap' as const, n] : [n]));
}

const Nav = styled.nav`
  margin: 24px 0;
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

// 44px targets (WCAG 2.5.5): readers page through on phones.
const PageLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  padding: 0 12px;
  border: 2px solid ${({ theme }) => theme.color.brand};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.brand};
  font-weight: 600;
  text-decoration: none;

  &[aria-current='page'] {
    background: ${({ theme }) => theme.color.brand};
    color: #fff;
  }
`;

/**
 * Numbered page links with Previous and Next: plain `<a href>` elements rendered on the server, so crawlers and
 * readers without JavaScript follow them. `hrefFor` builds each page's URL (it keeps the list's other parameters).
 */
export function PageLinks({
  page,
  pageCount,
  hrefFor,
  label,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  label: string;
}) {
  if (pageCount <= 1) return null;
  return (
    <Nav aria-label={label}>
      <List>
        {page > 1 && (
          <li>
            <PageLink to={hrefFor(page - 1)} rel="prev">
              Previous
            </PageLink>
          </li>
        )}
        {shownPages(page, pageCount).map((shown, index) =>
          shown === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={shown}>
              <PageLink to={hrefFor(shown)} aria-current={shown === page ? 'page' : undefined} aria-label={`Page ${shown}`}>
                {shown}
              </PageLink>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <PageLink to={hrefFor(page + 1)} rel="next">
              Next
            </PageLink>
          </li>
        )}
      </List>
    </Nav>
  );
}
