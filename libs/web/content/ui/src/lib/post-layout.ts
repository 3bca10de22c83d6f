import styled from 'styled-components';

/**
 * The reading column of a blog post: its width, spacing and title size. The post page and the desk's preview both
 * use it (with ArticleBody for the body), so a preview looks like the post it becomes.
 */
export const PostColumn = styled.article`
  padding: 32px 0 16px;
  max-width: 760px;
  margin: 0 auto;
  h1 {
    margin: 16px 0 8px;
    font-size: clamp(1.8rem, 5vw, 2.5rem);
  }
`;

/** The post's summary under its title. */
export const PostSummary = styled.p`
  font-size: 1.15rem;
  color: ${({ theme }) => theme.color.muted};
  margin: 0 0 12px;
`;

/** Author, date, reading time and length, on one wrapping line. */
export const PostByline = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: 0 0 28px;
  font-size: 0.95rem;
  color: ${({ theme }) => theme.color.muted};
`;
