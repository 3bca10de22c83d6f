import { COLLAR_LENGTH_NOTE, SIZE_RULE, TWO_FINGER_CHECK, WIDTH_RULE } from '@bcg/shared/sizing';
import type { ChatMessage, ChatRequest } from './perplexity.client';

/** A collar question bulldog owners really have, and the category its article belongs to. */
export interface ArticleTopic {
  topic: string;
  angle: string;
  category: 'blog' | 'guides';
}

/** Real bulldog collar problems; a generation picks one of them. */
export const ARTICLE_TOPICS: readonly ArticleTopic[] = [
  {
    topic: 'Sizing a collar for a growing bulldog puppy',
    angle: 'how often to re-measure between 8 weeks and 12 months, the extra inch for growth and the two-finger check',
    category: 'guides',
  },
  {
    topic: 'Skin folds and padded collars',
    angle: 'why neck folds trap moisture under a collar, how padding and breathable linings help, and daily fold checks',
    category: 'blog',
  },
  {
    topic: 'Brachycephalic breathing and trachea pressure',
    angle: 'why a flat-faced bulldog should never be led by a thin collar, wide collars versus harnesses for walks',
    category: 'blog',
  },
  {
    topic: 'Walking a bulldog that pulls',
    angle: 'why pulling on a collar is risky for bulldogs, loose-lead training steps, and when to switch to a harness',
    category: 'guides',
  },
  {
    topic: 'Reflective and lighted collars for night walks',
    angle: 'visibility distances, reflective stitching versus LED collars, and keeping a dark-coated bulldog seen in winter',
    category: 'blog',
  },
  {
    topic: 'Measuring the neck of an English, French or American bulldog',
    angle: 'where to measure on a thick neck, choosing the size by the neck range it fits, and the widths that suit each breed',
    category: 'guides',
  },
];

/** The JSON the model is asked to return (Perplexity structured outputs). */
const ARTICLE_JSON_SCHEMA: Record<string, unknown> = {
  type: 'object',
  properties: {
    title: { type: 'string' },
    slug: { type: 'string' },
    metaDescription: { type: 'string' },
    content: { type: 'string' },
    targetKeywords: { type: 'array', items: { type: 'string' } },
    seoKeywords: { type: 'array', items: { type: 'string' } },
  },
  required: ['title', 'slug', 'metaDescription', 'content', 'targetKeywords', 'seoKeywords'],
};

/** Room for an article of 900-1,300 words as HTML inside JSON. */
const ARTICLE_MAX_TOKENS = 3000;

const SYSTEM_PROMPT = [
  'You write for Bulldog Collar Guide, an independent publication for owners of English, French and American bulldogs.',
  'Write practical, accurate, vet-aware advice in plain US English for ordinary dog owners.',
  'Do not name, recommend, price or link to specific products, brands or shops, and do not invent statistics or studies.',
  'Answer with a single JSON object only, no Markdown and no text around it.',
].join(' ');

/**
 * The chat request for one article. It is built only from the topic: no retailer data (product names, ASINs,
 * prices, ratings or reviews) ever goes into a prompt, because the retailer's affiliate terms forbid feeding
 * it to generative AI.
 */
export function buildArticleRequest(topic: ArticleTopic): ChatRequest {
  const user = [
    `Write a blog article for bulldog owners on this collar topic: "${topic.topic}".`,
    `Cover ${topic.angle}.`,
    // The house sizing convention, word for word from the one place it is written: a size is chosen by its neck range.
    `Sizing facts to respect: ${SIZE_RULE} ${TWO_FINGER_CHECK} ${WIDTH_RULE} ${COLLAR_LENGTH_NOTE} Never tell readers to add inches to the neck to get the size to buy.`,
    'Return JSON with these fields:',
    'title (at most 70 characters);',
    'slug (lower-case words joined by hyphens, at most 80 characters);',
    'metaDescription (140-160 characters);',
    'content (the article body as HTML using only <h2>, <h3>, <p>, <ul>, <ol>, <li>, <strong> and <em>; no <h1>, no links, no images; 900 to 1,300 words);',
    'targetKeywords (3 to 5 search phrases);',
    'seoKeywords (8 to 10 related search phrases).',
  ].join('\n');
  const messages: ChatMessage[] = [
    { role: 'system', content: SYSTEM_PROMPT },
    { role: 'user', content: user },
  ];
  return {
    messages,
    maxTokens: ARTICLE_MAX_TOKENS,
    temperature: 0.4,
    jsonSchema: { name: 'BulldogCollarArticle', schema: ARTICLE_JSON_SCHEMA },
  };
}

/** The connection test: a short, cheap exchange that proves the key, model and network work. */
export function buildConnectionTestRequest(): ChatRequest {
  return {
    messages: [
      { role: 'system', content: 'Answer in one short sentence.' },
      { role: 'user', content: 'Confirm that you can help write advice about collars for bulldogs.' },
    ],
    maxTokens: 60,
    temperature: 0,
  };
}

/** Picks a topic; `random` is injectable so tests are deterministic. */
export function pickTopic(random: () => number = Math.random): ArticleTopic {
  const index = Math.min(ARTICLE_TOPICS.length - 1, Math.floor(random() * ARTICLE_TOPICS.length));
  return ARTICLE_TOPICS[index] as ArticleTopic;
}
