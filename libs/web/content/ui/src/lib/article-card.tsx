import { graphql, type ArticleCard_ArticleFragment } from '@bcg/web/graphql';
import { formatLongDate } from '@bcg/web/shared';
import { Link } from 'react-router';
import styled from 'styled-components';

/** @public A fragment that other documents spread by name; codegen reads it from here, no code names it. */
export const ArticleCardFragment = graphql(`
  fragment ArticleCard_article on Article {
    id
    slug
    title
    category
    metaDescription
    createdAt
    readTime
  }
`);

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 20px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h2,
  h3 {
    margin: 0;
    font-size: 1.25rem;
  }
  h2 a,
  h3 a {
    color: inherit;
    text-decoration: none;
  }
  h2 a:hover,
  h3 a:hover {
    text-decoration: underline;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.muted};
  }
`;

const Category = styled.span`
  align-self: flex-start;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.accentSoft};
  color: ${({ theme }) => theme.color.accent};
  font-size: 0.8rem;
  font-weight: 700;
  text-transform: capitalize;
`;

const Meta = styled.p`
  font-size: 0.9rem;
`;

const ReadMore = styled(Link)`
  margin-top: auto;
  font-weight: 700;
`;

/** An uploaded cover's renditions (GraphQL `Article.image`). */
interface ArticleCover {
  src: string;
  width: number;
  height: number;
  avifSrcset: string;
  webpSrcset: string;
}

const CoverImage = styled.img`
  display: block;
  width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radius.sm};
`;

/** A post in a list: its cover if it has one, category, linked title, summary, date and reading time, and 'Read More'. */
export function ArticleCard({
  article,
  href,
  headingLevel = 'h2',
  cover,
}: {
  article: ArticleCard_ArticleFragment;
  href: string;
  headingLevel?: 'h2' | 'h3';
  cover?: ArticleCover | null;
}) {
  const Heading = headingLevel;
  return (
    <Card data-testid="article-card">
      {cover && (
        // Decorative here (the linked title names the post); the card grid is at most 400 px wide a column.
        <picture>
          <source type="image/avif" srcSet={cover.avifSrcset} sizes="(max-width: 640px) 100vw, 400px" />
          <source type="image/webp" srcSet={cover.webpSrcset} sizes="(max-width: 640px) 100vw, 400px" />
          <CoverImage src={cover.src} alt="" width={cover.width} height={cover.height} loading="lazy" />
        </picture>
      )}
      <Category>{article.category.replace(/-/g, ' ')}</Category>
      <Heading>
        <Link to={href}>{article.title}</Link>
      </Heading>
      <p>{article.metaDescription}</p>
      <Meta>
        <time dateTime={article.createdAt}>{formatLongDate(article.createdAt)}</time> · {article.readTime}
      </Meta>
      <ReadMore to={href} aria-label={`Read More: ${article.title}`}>
        Read More →
      </ReadMore>
    </Card>
  );
}
