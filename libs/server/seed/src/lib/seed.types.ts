import type { CollarReview } from '@bcg/shared/reviews';
import type { FaqFields, NewArticleInput, ProductDraft } from '@bcg/shared/validation';

/**
 * One collar of the seed catalogue: the product schema's fields (its photo description may be left out) and its
 * place in the order. Every seeded collar has been tested, so the review fields (verdict, scores, test notes, pros
 * and cons) are all required here.
 */
export type SeedProduct = Omit<ProductDraft, keyof CollarReview | 'imageAlt'> &
  CollarReview & {
    /** 1-based position in the catalogue; 1..3 are the home page's top picks (1 is featured). */
    rank: number;
    imageAlt?: string;
  };

/**
 * Shape of one seed article: the editor's fields of a new article (the shared article schema), the body as HTML
 * instead of Markdown, and its dates. Word count and reading time are computed from `content` when seeding.
 */
export type SeedArticle = Required<Omit<NewArticleInput, 'markdown' | 'imageUrl' | 'published' | 'publishAt'>> & {
  /** HTML body: h2, h3, p, ul/ol/li, strong, em, a, table. No h1, scripts or inline styles. */
  content: string;
  published: boolean;
  /** ISO 8601 date-times. */
  createdAt: string;
  publishedAt: string | null;
  /**
   * When the text last changed, if after its publication (or, for a draft, its creation): the date pages and the
   * sitemap give as modified. Absent: the article has not changed since.
   */
  updatedAt?: string;
};

/** Shape of one seed question: the admin form's fields (the shared FAQ schema). */
export type SeedFaq = FaqFields;
