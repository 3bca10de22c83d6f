import { Fragment } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { Crumb } from './structured-data';

const Nav = styled.nav`
  font-size: 0.9rem;
  margin: 0 0 12px;
  color: ${({ theme }) => theme.color.muted};
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    color: inherit;
  }
`;

/** A visible breadcrumb; pages pair it with breadcrumbSchema() in their metadata. */
export function Breadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <Nav aria-label="Breadcrumb">
      <ol>
        {crumbs.map((crumb, index) => (
          <Fragment key={crumb.path}>
            {index > 0 && <li aria-hidden="true">›</li>}
            <li>
              {index === crumbs.length - 1 ? <span aria-current="page">{crumb.label}</span> : <Link to={crumb.path}>{crumb.label}</Link>}
            </li>
          </Fragment>
        ))}
      </ol>
    </Nav>
  );
}
