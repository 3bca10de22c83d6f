import { useLazyQuery, useMutation } from '@apollo/client/react';
import { graphql, isErrorCode } from '@bcg/web/graphql';
import { useToast } from '@bcg/web/shared';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from './admin-ui';

const PublishedArticlesQuery = graphql(`
  query NewsletterArticleChoices {
    articlesConnection(first: 100) {
      nodes {
        id
        title
      }
    }
  }
`);

const CreateNewsletterFromArticleMutation = graphql(`
  mutation CreateNewsletterFromArticle($articleId: Int!) {
    createNewsletterFromArticle(articleId: $articleId) {
      id
    }
  }
`);

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  select {
    max-width: 100%;
    min-height: 40px;
  }
`;

/** "Start from an article": a draft issue with a published article's title, excerpt and body. */
export function StartFromArticle({ onCreated, onUnauthenticated }: { onCreated: (id: number) => void; onUnauthenticated: () => void }) {
  const id = useId();
  const toast = useToast();
  const [load, { data, loading, error }] = useLazyQuery(PublishedArticlesQuery);
  const [create, { loading: creating }] = useMutation(CreateNewsletterFromArticleMutation);
  const [articleId, setArticleId] = useState('');

  if (!data)
    return (
      <Button onClick={() => void load()} disabled={loading}>
        {loading ? 'Loading articles...' : error ? 'Start from an article (try again)' : 'Start from an article'}
      </Button>
    );

  async function start() {
    try {
      const result = await create({ variables: { articleId: Number(articleId) } });
      if (result.data) onCreated(result.data.createNewsletterFromArticle.id);
    } catch (failure) {
      if (isErrorCode(failure, 'UNAUTHENTICATED')) onUnauthenticated();
      else
        toast({ title: 'Error', description: failure instanceof Error ? failure.message : 'The issue could not be made.', tone: 'error' });
    }
  }

  return (
    <Row>
      <label htmlFor={id}>Published article</label>
      <select id={id} value={articleId} onChange={(event) => setArticleId(event.target.value)}>
        <option value="">Choose an article</option>
        {data.articlesConnection.nodes.map((article) => (
          <option key={article.id} value={article.id}>
            {article.title}
          </option>
        ))}
      </select>
      <Button onClick={() => void start()} disabled={!articleId || creating}>
        {creating ? 'Creating...' : 'Start from this article'}
      </Button>
    </Row>
  );
}
