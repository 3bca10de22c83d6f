import { SEED_PRODUCTS } from '@bcg/server/seed';
import { ARTICLE_TOPICS, buildArticleRequest, buildConnectionTestRequest, pickTopic } from './article-prompt';

const promptText = (request: { messages: Array<{ content: string }> }) => request.messages.map((message) => message.content).join('\n');

describe('article prompts', () => {
  it('never contain retailer product data: no product names, ASINs, prices, ratings or review counts', () => {
    const prompts = [...ARTICLE_TOPICS.map((topic) => promptText(buildArticleRequest(topic))), promptText(buildConnectionTestRequest())];
    for (const prompt of prompts) {
      expect(prompt).not.toMatch(/\bB0[A-Z0-9]{8}\b/);
      expect(prompt).not.toMatch(/\$\s?\d/);
      expect(prompt).not.toMatch(/amazon/i);
      for (const product of SEED_PRODUCTS) {
        expect(prompt).not.toContain(product.name);
        expect(prompt).not.toContain(product.amazonAsin);
        expect(prompt).not.toContain(product.price);
        expect(prompt).not.toContain(`${product.reviewCount} reviews`);
      }
    }
  });

  it('asks for a bulldog collar article as structured JSON, within the token cap', () => {
    const topic = ARTICLE_TOPICS.find((entry) => /skin folds/i.test(entry.topic))!;
    const request = buildArticleRequest(topic);
    expect(promptText(request)).toContain('Skin folds and padded collars');
    expect(promptText(request)).toMatch(/bulldog owners/);
    expect(request.jsonSchema?.name).toMatch(/^[A-Za-z0-9]{1,64}$/);
    expect(request.jsonSchema?.schema['required']).toEqual([
      'title',
      'slug',
      'metaDescription',
      'content',
      'targetKeywords',
      'seoKeywords',
    ]);
  });

  it('picks every topic across the random range', () => {
    expect(pickTopic(() => 0)).toBe(ARTICLE_TOPICS[0]);
    expect(pickTopic(() => 0.9999)).toBe(ARTICLE_TOPICS[ARTICLE_TOPICS.length - 1]);
  });
});
