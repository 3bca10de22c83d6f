import { Breadcrumb, breadcrumbSchema, Container, PageMeta } from '@bcg/web/shared';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Prose = styled.article`
  max-width: 780px;
  margin: 0 auto;
  padding: 32px 0 16px;
  h1 {
    margin: 0 0 12px;
    font-size: clamp(1.8rem, 5vw, 2.5rem);
  }
  h2 {
    margin: 36px 0 10px;
    font-size: 1.45rem;
  }
  h3 {
    margin: 24px 0 8px;
    font-size: 1.15rem;
  }
  p,
  ul,
  ol {
    margin: 0 0 14px;
    line-height: 1.7;
  }
  li {
    margin-bottom: 6px;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    margin: 12px 0 20px;
    font-size: 0.95rem;
  }
  th,
  td {
    padding: 8px 10px;
    border: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    vertical-align: top;
  }
  th {
    background: ${({ theme }) => theme.color.brandSoft};
  }
`;

export const Lead = styled.p`
  font-size: 1.15rem;
  color: ${({ theme }) => theme.color.muted};
`;

export const Callout = styled.div`
  margin: 20px 0;
  padding: 16px 20px;
  border-left: 5px solid ${({ theme }) => theme.color.accent};
  background: ${({ theme }) => theme.color.accentSoft};
  border-radius: ${({ theme }) => theme.radius.sm};
  p:last-child {
    margin-bottom: 0;
  }
`;

export const TileGrid = styled.div`
  display: grid;
  gap: 16px;
  margin: 16px 0 24px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
  > div {
    padding: 16px;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    border: 1px solid ${({ theme }) => theme.color.border};
  }
  h3 {
    margin-top: 0;
  }
  p:last-child {
    margin-bottom: 0;
  }
`;

export interface ProsePageProps {
  title: string;
  /** The label of this page in the breadcrumb. */
  crumb: string;
  description: string;
  path: string;
  keywords: readonly string[];
  /** The date (YYYY-MM-DD) the page's text states it was last changed, given in its metadata; absent when it states none. */
  dateModified?: string;
  children: ReactNode;
}

/** The frame of an information page: metadata, breadcrumb (with its JSON-LD) and readable prose. */
export function ProsePage({ title, crumb, description, path, keywords, dateModified, children }: ProsePageProps) {
  const crumbs = [
    { label: 'Home', path: '/' },
    { label: crumb, path },
  ];
  return (
    <Container>
      <PageMeta
        title={title}
        description={description}
        path={path}
        keywords={keywords}
        schemaMarkup={(siteUrl) => [
          breadcrumbSchema(crumbs, siteUrl),
          // The page's stated date, so search engines read the same date as visitors do.
          ...(dateModified ? [{ '@type': 'WebPage', name: title, url: siteUrl + path, dateModified }] : []),
        ]}
      />
      <Prose>
        <Breadcrumb crumbs={crumbs} />
        {children}
      </Prose>
    </Container>
  );
}

/** The site's contact address (shown on /contact and the legal pages). */
export const CONTACT_EMAIL = 'hello@bulldogcollarguide.com';
