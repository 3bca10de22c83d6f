import type { CollarReview, CollarSize } from '@bcg/shared/reviews';
import type { Breed } from '@bcg/shared/sizing';
import type { FaqFields, NewArticleInput } from '@bcg/shared/validation';

/**
 * Shape of one collar in the seed catalogue: the catalogue fields and, flat, its review (verdict, scores, test notes,
 * pros and cons). Every seeded collar has been tested, so the review fields are all required here.
 */
export interface SeedProduct extends CollarReview {
  /** 1-based position in the catalogue; 1..3 are the home page's top picks (1 is featured). */
  rank: number;
  /** The review page's address, /collars/{slug}: the name, slugified. */
  slug: string;
  name: string;
  description: string;
  /** Display price, always "$xx.xx". */
  price: string;
  /** Numeric string out of 5, one decimal, e.g. "4.7". */
  rating: string;
  reviewCount: number;
  /** Path served by the site itself: /images/collars/<file>.svg */
  imageUrl: string;
  badge: string | null;
  /** 10-character retailer product id. */
  amazonAsin: string;
  features: string[];
  bulldogFitNotes: string[];
  material: string;
  /** Display width, e.g. '1.5"'. */
  width: string;
  reflective: boolean;
  waterproof: boolean;
  machineWashable: boolean;
  bestFor: string;
  /** The breeds it suits. */
  breeds: Breed[];
  /** The retailer ships it free. */
  freeShipping: boolean;
  /** The sizes it is sold in, ascending, with the neck range each fits. */
  sizes: CollarSize[];
}

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
