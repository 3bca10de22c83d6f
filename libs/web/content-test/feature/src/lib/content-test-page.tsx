import { useGraphQLMutation } from '@bcg/web/graphql';
import { ArticleBody } from '@bcg/web/content/ui';
import {
  graphql,
  type TestContentGenerationMutation as GenerationData,
  type TestPerplexityConnectionMutation as ConnectionData,
} from '@bcg/web/graphql';
import { Container, formatCount, PageMeta } from '@bcg/web/shared';
import { useState } from 'react';
import styled from 'styled-components';
import { errorMessageOf } from './error-message';
import { Card, RunButton, TestResult } from './test-result';

export const TestPerplexityConnectionMutation = graphql(`
  mutation TestPerplexityConnection {
    testPerplexityConnection {
      success
      message
      response
      error
    }
  }
`);

export const TestContentGenerationMutation = graphql(`
  mutation TestContentGeneration {
    testContentGeneration {
      success
      message
      error
      usage {
        totalTokens
        promptTokens
        completionTokens
      }
      content {
        articleId
        title
        slug
        metaDescription
        content
        wordCount
        readingTime
      }
    }
  }
`);

type ConnectionResult = ConnectionData['testPerplexityConnection'];
type GenerationResult = GenerationData['testContentGeneration'];

const Page = styled.div`
  padding: 32px 0 48px;
  h1 {
    margin: 0 0 8px;
    font-size: clamp(1.7rem, 4.5vw, 2.4rem);
  }
  > p {
    max-width: 70ch;
    color: ${({ theme }) => theme.color.muted};
  }
`;

const Grid = styled.div`
  display: grid;
  gap: 20px;
  margin-top: 24px;
  @media (min-width: 1024px) {
    grid-template-columns: 1fr 1fr;
    align-items: start;
  }
`;

const Usage = styled.div`
  margin-top: 12px;
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.brandSoft};
  p {
    margin: 0 0 6px;
    font-weight: 700;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 6px 20px;
    padding: 0;
    margin: 0;
    list-style: none;
  }
`;

const Generated = styled.div`
  h3 {
    margin: 4px 0;
    font-size: 1.2rem;
  }
  > p {
    margin: 0 0 8px;
    color: ${({ theme }) => theme.color.muted};
  }
  max-height: 480px;
  overflow: auto;
  padding-right: 6px;
`;

const Status = styled(Card)`
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 8px 16px;
    margin: 0;
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
`;

/** /content-test: checks the Perplexity connection and a test generation, with token usage. */
export function ContentTestPage() {
  const [connection, setConnection] = useState<ConnectionResult | null>(null);
  const [generation, setGeneration] = useState<GenerationResult | null>(null);
  const [testConnection, { loading: connecting }] = useGraphQLMutation(TestPerplexityConnectionMutation);
  const [testGeneration, { loading: generating }] = useGraphQLMutation(TestContentGenerationMutation);

  async function onTestConnection() {
    setConnection(null);
    try {
      const { data } = await testConnection();
      setConnection(data?.testPerplexityConnection ?? { success: false, message: 'Connection test failed', response: null, error: null });
    } catch (error) {
      setConnection({ success: false, message: 'Connection test failed', response: null, error: errorMessageOf(error) });
    }
  }

  async function onTestGeneration() {
    setGeneration(null);
    try {
      const { data } = await testGeneration();
      setGeneration(
        data?.testContentGeneration ?? { success: false, message: 'Content generation failed', content: null, usage: null, error: null },
      );
    } catch (error) {
      setGeneration({ success: false, message: 'Content generation failed', content: null, usage: null, error: errorMessageOf(error) });
    }
  }

  return (
    <Container>
      <PageMeta
        title="Content Generation Test"
        description="Check the connection to the Perplexity language model and run a test article generation."
        noindex
      />
      <Page>
        <h1>Content Generation Test</h1>
        <p>
          Checks that the site can reach the Perplexity language model and write a draft article about bulldog collars. Each generated
          article is saved unpublished for the editor to review in the admin dashboard. Calls are limited per visitor and per day.
        </p>
        <Grid>
          <Card aria-labelledby="connection-heading">
            <h2 id="connection-heading">Connection</h2>
            <p>Sends a one-sentence question to the model.</p>
            <RunButton type="button" onClick={() => void onTestConnection()} disabled={connecting} aria-busy={connecting}>
              {connecting ? 'Testing Connection...' : 'Test Connection'}
            </RunButton>
            {connection && (
              <TestResult success={connection.success} message={connection.message} error={connection.error} label="Sample response">
                {connection.response}
              </TestResult>
            )}
          </Card>
          <Card aria-labelledby="generation-heading">
            <h2 id="generation-heading">Generation</h2>
            <p>Asks for a full article on a bulldog collar topic (this can take up to a minute).</p>
            <RunButton type="button" onClick={() => void onTestGeneration()} disabled={generating} aria-busy={generating}>
              {generating ? 'Generating...' : 'Test Generation'}
            </RunButton>
            {generation && (
              <TestResult success={generation.success} message={generation.message} error={generation.error} label="Generated content">
                {generation.content && (
                  <Generated tabIndex={0} role="region" aria-label="Generated article">
                    <h3>{generation.content.title}</h3>
                    <p>{generation.content.metaDescription}</p>
                    <p>
                      {formatCount(generation.content.wordCount)} words, {generation.content.readingTime} min read, draft slug{' '}
                      <code>{generation.content.slug}</code>
                    </p>
                    <ArticleBody dangerouslySetInnerHTML={{ __html: generation.content.content }} />
                  </Generated>
                )}
              </TestResult>
            )}
            {generation?.usage && (
              <Usage>
                <p id="token-usage-heading">Token usage</p>
                <ul aria-labelledby="token-usage-heading" data-testid="token-usage">
                  <li>Total tokens: {formatCount(generation.usage.totalTokens)}</li>
                  <li>Prompt tokens: {formatCount(generation.usage.promptTokens)}</li>
                  <li>Completion tokens: {formatCount(generation.usage.completionTokens)}</li>
                </ul>
              </Usage>
            )}
          </Card>
        </Grid>
        <Grid>
          <Status aria-labelledby="status-heading" data-testid="system-status">
            <h2 id="status-heading">System Status</h2>
            <dl>
              <dt>Connection</dt>
              <dd>{connection?.success ? 'Connected' : 'Not tested'}</dd>
              <dt>Generation</dt>
              <dd>{generation?.success ? 'Working' : 'Not tested'}</dd>
            </dl>
          </Status>
        </Grid>
      </Page>
    </Container>
  );
}
