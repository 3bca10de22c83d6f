import styled from 'styled-components';

/** Typography for server-sanitised article HTML. */
export const ArticleBody = styled.div`
  font-size: 1.08rem;
  line-height: 1.75;
  /* A long unbroken string an editor pastes (a URL) wraps instead of widening the page on a phone. */
  overflow-wrap: break-word;
  h2 {
    margin: 2em 0 0.5em;
    font-size: 1.5rem;
  }
  h3 {
    margin: 1.6em 0 0.4em;
    font-size: 1.2rem;
  }
  p,
  ul,
  ol {
    margin: 0 0 1.1em;
  }
  li {
    margin-bottom: 0.4em;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    margin: 1.2em 0;
    font-size: 0.95rem;
    display: block;
    overflow-x: auto;
  }
  th,
  td {
    padding: 8px 10px;
    border: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
  }
  th {
    background: ${({ theme }) => theme.color.brandSoft};
  }
  img {
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  blockquote {
    margin: 1em 0;
    padding: 0.5em 1em;
    border-left: 4px solid ${({ theme }) => theme.color.accent};
  }
`;
