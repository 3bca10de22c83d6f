import { GraphQLError } from 'graphql';
import { MockedPageData, type PageDataMock } from '@bcg/web/graphql';
import { fireEvent, render, screen } from '@testing-library/react';
import { theme } from '@bcg/web/shared';
import { ThemeProvider } from 'styled-components';
import { ContentTestPage, TestContentGenerationMutation, TestPerplexityConnectionMutation } from './content-test-page';

function renderPage(mocks: PageDataMock[]) {
  return render(
    <MockedPageData mocks={mocks}>
      <ThemeProvider theme={theme}>
        <ContentTestPage />
      </ThemeProvider>
    </MockedPageData>,
  );
}

const generated = {
  __typename: 'GenerationTestResult',
  success: true,
  message: 'Generated "Padded Collars" and saved it as an unpublished draft for review in the admin dashboard.',
  error: null,
  usage: { __typename: 'TokenUsage', totalTokens: 1800, promptTokens: 412, completionTokens: 1388 },
  content: {
    __typename: 'GeneratedContent',
    articleId: 12,
    title: 'Padded Collars and Skin Folds',
    slug: 'padded-collars',
    metaDescription: 'Why bulldog neck folds need padding.',
    content: '<h2>Check the folds</h2><p>Dry them daily.</p>',
    wordCount: 1042,
    readingTime: 6,
  },
};

describe('/content-test', () => {
  it('starts with both checks "Not tested", then shows a successful generation with its token usage', async () => {
    renderPage([{ request: { query: TestContentGenerationMutation }, result: { data: { testContentGeneration: generated } }, delay: 20 }]);
    const status = screen.getByTestId('system-status');
    expect(status.textContent).toContain('ConnectionNot tested');
    expect(status.textContent).toContain('GenerationNot tested');
    fireEvent.click(screen.getByRole('button', { name: 'Test Generation' }));
    expect(screen.getByRole('button', { name: 'Generating...' }).hasAttribute('disabled')).toBe(true);
    expect(await screen.findByText('Success')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Padded Collars and Skin Folds' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Check the folds' })).toBeTruthy();
    expect(screen.getByTestId('token-usage').textContent).toBe('Total tokens: 1,800Prompt tokens: 412Completion tokens: 1,388');
    expect(status.textContent).toContain('GenerationWorking');
    expect(status.textContent).toContain('ConnectionNot tested');
  });

  it('shows Failed with the server error (a refused budget), or Unknown error when there is none', async () => {
    renderPage([
      {
        request: { query: TestPerplexityConnectionMutation },
        result: { errors: [new GraphQLError('The daily content generation budget (20 calls) is used up.')] },
      },
      {
        request: { query: TestPerplexityConnectionMutation },
        result: {
          data: {
            testPerplexityConnection: {
              __typename: 'ConnectionTestResult',
              success: false,
              message: 'Connection test failed',
              response: null,
              error: null,
            },
          },
        },
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Test Connection' }));
    expect(await screen.findByText('Failed')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('The daily content generation budget (20 calls) is used up.');
    fireEvent.click(screen.getByRole('button', { name: 'Test Connection' }));
    expect(await screen.findByText('Unknown error')).toBeTruthy();
    expect(screen.getByTestId('system-status').textContent).toContain('ConnectionNot tested');
  });
});
