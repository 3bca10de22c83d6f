import { GraphQLError } from 'graphql';
import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { theme, ToastProvider } from '@bcg/web/shared';
import { ThemeProvider } from 'styled-components';
import { ArticleEditor, CreateArticleMutation, MarkdownPreviewQuery } from './article-editor';
import { AdminArticleCategoriesQuery } from './articles-table';

function renderEditor(mocks: MockedProviderProps['mocks']) {
  const onSaved = jest.fn();
  render(
    <MockedProvider mocks={mocks}>
      <ThemeProvider theme={theme}>
        <ToastProvider>
          <ArticleEditor articleId={null} onDone={jest.fn()} onSaved={onSaved} onUnauthenticated={jest.fn()} />
        </ToastProvider>
      </ThemeProvider>
    </MockedProvider>,
  );
  return onSaved;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

const input = {
  title: 'Night Walks',
  category: 'blog',
  excerpt: 'Seen at night.',
  metaDescription: 'x'.repeat(170),
  markdown: 'Hello **there**',
  targetKeywords: [],
  seoKeywords: [],
  imageUrl: null,
  author: 'Bulldog Collar Guide Editorial Team',
  slug: 'taken-slug',
};

describe('ArticleEditor', () => {
  it("shows the server's preview, the meta description hint and the server's message under the refused field", async () => {
    renderEditor([
      { request: { query: AdminArticleCategoriesQuery }, result: { data: { adminArticleCategories: ['blog', 'guides'] } } },
      {
        request: { query: MarkdownPreviewQuery, variables: { markdown: 'Hello **there**' } },
        result: { data: { articleMarkdownPreview: '<p>Hello <strong>there</strong></p>' } },
      },
      {
        request: { query: CreateArticleMutation, variables: { input } },
        result: {
          errors: [
            new GraphQLError('slug is taken by another article', {
              extensions: { code: 'BAD_USER_INPUT', fields: { slug: 'slug is taken by another article' } },
            }),
          ],
        },
      },
    ]);
    type('Title', input.title);
    type('Slug', input.slug);
    type('Excerpt', input.excerpt);
    type('Meta description', input.metaDescription);
    type('Text (Markdown)', input.markdown);
    expect(screen.getByTestId('meta-hint').textContent).toBe('170 / 160 characters: search results will cut it short');

    const preview = screen.getByTestId('markdown-preview');
    expect((await screen.findByText('there', { selector: 'strong' })).closest('[data-testid="markdown-preview"]')).toBe(preview);

    fireEvent.click(screen.getByRole('button', { name: 'Create draft' }));
    const problem = await screen.findByText('slug is taken by another article', { selector: '[role="alert"]' });
    expect(screen.getByLabelText('Slug').getAttribute('aria-describedby')).toContain(problem.id);
    expect(screen.getByLabelText('Slug').getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses what the server would, with its words, before sending anything', async () => {
    // No CreateArticle mock: a request would end in a network error, not in these messages.
    const onSaved = renderEditor([
      { request: { query: AdminArticleCategoriesQuery }, result: { data: { adminArticleCategories: ['blog', 'guides'] } } },
    ]);
    type('Title', input.title);
    type('Slug', 'Night Walks!');
    type('Cover image URL', 'javascript:alert(1)');
    type('Excerpt', '   ');
    type('Meta description', 'Reflective collars for bulldogs.');
    type('Text (Markdown)', '## Seen at night');
    fireEvent.click(screen.getByRole('button', { name: 'Create draft' }));

    expect(await screen.findByText('slug must be lower-case words joined by hyphens', { selector: '[role="alert"]' })).toBeTruthy();
    expect(screen.getByText('imageUrl must be a path on this site or an https address', { selector: '[role="alert"]' })).toBeTruthy();
    expect(screen.getByText('excerpt is required', { selector: '[role="alert"]' })).toBeTruthy();
    expect(screen.getByLabelText('Cover image URL').getAttribute('aria-invalid')).toBe('true');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
