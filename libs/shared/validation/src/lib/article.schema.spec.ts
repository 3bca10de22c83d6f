import { articleChangesSchema, articleFields, newArticleSchema } from './article.schema';
import { descriptionOf, fieldErrors, jsonSchemaOf } from './schema-kit';

const article = {
  title: 'Night Walks',
  category: 'blog',
  excerpt: 'Seen at night.',
  metaDescription: 'Reflective collars for bulldogs.',
  markdown: '## Seen at night',
};

describe('article schema', () => {
  it('accepts a new article and trims its text', () => {
    expect(newArticleSchema.parse({ ...article, title: '  Night Walks ' }).title).toBe('Night Walks');
  });

  it('names each bad field in the words the editor shows under it', () => {
    expect(
      fieldErrors(newArticleSchema, {
        ...article,
        slug: 'Night Walks!',
        excerpt: '  ',
        imageUrl: 'javascript:alert(1)',
        seoKeywords: ['x'.repeat(101)],
      }),
    ).toEqual({
      slug: 'slug must be lower-case words joined by hyphens',
      excerpt: 'excerpt is required',
      seoKeywords: 'seoKeywords must be at most 100 characters',
      imageUrl: 'imageUrl must be a path on this site or an https address',
    });
  });

  it('refuses a title or byline of more than one line', () => {
    expect(fieldErrors(articleChangesSchema, { title: 'Night\nWalks', author: 'Dana\u0000' })).toEqual({
      title: 'title must be plain text on one line',
      author: 'author must be plain text on one line',
    });
  });

  it('gives each field one description, the one OpenAPI and GraphQL show', () => {
    expect(descriptionOf(articleFields.imageUrl)).toBe('Cover image: a path on this site or an https address. Explicit null removes it.');
    const json = jsonSchemaOf(articleChangesSchema) as { properties: Record<string, { description?: string }> };
    expect(json.properties['imageUrl']?.description).toBe(descriptionOf(articleFields.imageUrl));
    expect(json.properties['title']?.description).toBe('Headline, on one line.');
  });
});
