/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The order of the administrator’s article list. */
export type AdminArticleSort =
  /** Latest written first (the default). */
  | 'NEWEST'
  /** Earliest written first. */
  | 'OLDEST'
  /** By title, A to Z. */
  | 'TITLE_ASC'
  /** By title, Z to A. */
  | 'TITLE_DESC';

/** The order of the administrator’s product list. */
export type AdminProductSort =
  /** The catalogue order, the one the public pages show (the default). */
  | 'CATALOGUE'
  /** By name, A to Z. */
  | 'NAME_ASC'
  /** By name, Z to A. */
  | 'NAME_DESC';

/** The four age bands of the size chart. */
export type AgeBand =
  /** Adult. */
  | 'ADULT'
  /** 3-6 months (a puppy). */
  | 'MONTHS_3_6'
  /** 6-12 months (a puppy). */
  | 'MONTHS_6_12'
  /** 8-12 weeks (a puppy: more room above the neck, one extra inch of fitted length). */
  | 'WEEKS_8_12';

/** The article editor fields. A new article needs title, category, excerpt, metaDescription and markdown; an edit changes the fields given. */
export type ArticleEditorInput = {
  /** Byline, on one line. */
  author?: string | null | undefined;
  /** Topic slug, e.g. 'blog' or 'guides'. */
  category?: string | null | undefined;
  /** Short plain-text summary. */
  excerpt?: string | null | undefined;
  /** Cover image: a path on this site or an https address. Explicit null removes it. */
  imageUrl?: string | null | undefined;
  /** The body as Markdown; stored rendered, sanitised and affiliate-tagged as `content`. */
  markdown?: string | null | undefined;
  /** Search result summary, at most 320 characters (160 are shown whole). */
  metaDescription?: string | null | undefined;
  /** Publication time: in the future it schedules the post, which appears by itself then. Explicit null withdraws a schedule. */
  publishAt?: string | null | undefined;
  /** true publishes now (a first publication dates it), false takes it back to a draft. */
  published?: boolean | null | undefined;
  /** Meta keywords. */
  seoKeywords?: Array<string> | null | undefined;
  /** Address part, lower-case words joined by hyphens; generated from the title when a new article has none. */
  slug?: string | null | undefined;
  /** Search phrases the article was written for. */
  targetKeywords?: Array<string> | null | undefined;
  /** Headline, on one line. */
  title?: string | null | undefined;
};

/** Where an article stands: the administrator’s filter. */
export type ArticleStatus =
  /** Not published. */
  | 'DRAFT'
  /** Published and on the site. */
  | 'PUBLISHED'
  /** Published with a publication date still to come. */
  | 'SCHEDULED';

/** The retailer's availability of a collar at its last check. OUT_OF_STOCK and UNAVAILABLE: it cannot be bought now. */
export type AvailabilityType =
  /** Can be ordered; ships when restocked. */
  | 'BACKORDER'
  /** In stock. */
  | 'IN_STOCK'
  /** In stock, only a few left. */
  | 'IN_STOCK_SCARCE'
  /** Out of stock: cannot be bought now. */
  | 'OUT_OF_STOCK'
  /** Can be ordered before its release. */
  | 'PREORDER'
  /** Not sold now (or its link has stayed broken for 7 days): cannot be bought. */
  | 'UNAVAILABLE'
  /** The retailer did not say. */
  | 'UNKNOWN';

/** The three bulldog breeds the site covers. */
export type Breed =
  /** American bulldog. */
  | 'AMERICAN'
  /** English bulldog. */
  | 'ENGLISH'
  /** French bulldog. */
  | 'FRENCH';

/** Collar filters of the /collars page: premium (over $50 or "premium"), budget (under $25 or "budget"), sensitive (soft, padded or sensitive-skin collars). */
export type CollarFilter =
  /** Every collar. */
  | 'ALL'
  /** Priced under $25, or "budget" in the name or description. */
  | 'BUDGET'
  /** Priced over $50, or "premium" in the name or description. */
  | 'PREMIUM'
  /** "Sensitive", "soft" or "padded" in the fit notes, features or description. */
  | 'SENSITIVE';

/** One size a collar is sold in and the necks it fits. */
export type CollarSizeInput = {
  /** The retailer's name for the size, e.g. "M". */
  label: string;
  /** Neck circumference this size fits, inches. */
  neckIn: InchRangeInput;
};

/** A message from the contact form. */
export type ContactMessageInput = {
  /** The sender’s address, where the reply goes (5 to 254 characters once trimmed). */
  email: string;
  /** The message (required, up to 5000 characters). */
  message: string;
  /** The sender’s name (required, up to 120 characters on one line). */
  name: string;
  /** Optional subject, up to 200 characters on one line. */
  subject?: string | null | undefined;
  /** Leave empty (a field for bots: anything in it drops the message). */
  website?: string | null | undefined;
};

/** A question and its answer (plain text), both required on create; on update, a field left out stays as it is. */
export type FaqInput = {
  /** The answer: plain text up to 5000 characters. */
  answer?: string | null | undefined;
  /** The question: plain text on one line, up to 300 characters. */
  question?: string | null | undefined;
};

/** One dog, as the fit finder asks for it. Give the neck, or leave it out and give the weight to estimate it. */
export type FitInput = {
  /** The age band of the size chart. */
  age: AgeBand;
  /** The breed. */
  breed: Breed;
  /** The measured neck, in `unit`; leave out when not measured. */
  neck?: number | null | undefined;
  /** Which page of the ranked collars to answer with (12 a page); past the last, the last. */
  page?: number;
  /** Unit of neck (inches or centimetres) and weight (pounds or kilograms). */
  unit?: LengthUnit;
  /** The weight, in pounds (unit IN) or kilograms (unit CM); needed when the neck is left out. */
  weight?: number | null | undefined;
};

/** Which way a size misses the neck. */
export type FitMiss =
  /** Too large for the neck. */
  | 'LARGE'
  /** Too small for the neck. */
  | 'SMALL';

/** An inclusive range in inches. */
export type InchRangeInput = {
  /** Largest, inches. */
  max: number;
  /** Smallest, inches. */
  min: number;
};

/** The unit of the neck (and of the weight that goes with it). */
export type LengthUnit =
  /** Centimetres, with the weight in kilograms. */
  | 'CM'
  /** Inches, with the weight in pounds. */
  | 'IN';

/** Why a product’s retailer link needs the owner. */
export type LinkProblem =
  /** The last check at the retailer failed (refused, throttled, timed out or answered nonsense). */
  | 'FAILED'
  /** The retailer says it is out of stock or unavailable. */
  | 'OUT_OF_STOCK'
  /** The retailer’s price was over RETAILER_PRICE_CEILING or not an amount (not stored), or its display text disagreed with its amount. */
  | 'PRICE_DOUBTFUL'
  /** The retailer’s answer carried an image or product page address that is not https on the retailer’s own hosts: it was dropped, the rest of the answer stored. */
  | 'REFUSED_URL'
  /** The retailer’s title for the ASIN changed: it may now be another product. */
  | 'TITLE_CHANGED'
  /** The retailer no longer knows the ASIN, or no longer gives access to it. */
  | 'UNKNOWN_ASIN';

/** The order of the administrator’s contact message list. */
export type MessageSort =
  /** Latest message first (the default). */
  | 'NEWEST'
  /** Earliest message first. */
  | 'OLDEST';

/** The decision on a pending product submission. */
export type ModerationStatus =
  /** Accept the collar for review. */
  | 'APPROVED'
  /** Turn the suggestion down. */
  | 'REJECTED';

/** A new issue: subject and body required; preheader and indexable optional. */
export type NewsletterInput = {
  /** Whether search engines may index the archive page of the issue once it is sent (and the sitemap lists it). */
  indexable?: boolean | null | undefined;
  /** The body in Markdown (the article syntax; retailer links are tagged and marked sponsored), 1 to 100,000 characters. */
  markdown: string;
  /** The line inboxes show after the subject: one line, at most 200 characters (may be empty). */
  preheader?: string | null | undefined;
  /** The subject line of the email and the title of the archive page: one line, 1 to 150 characters. */
  subject: string;
};

/** Changes to an issue; a field left out stays as it is. Only indexable may change once the send has begun. */
export type NewsletterPatchInput = {
  /** Whether search engines may index the archive page of the issue once it is sent (and the sitemap lists it). */
  indexable?: boolean | null | undefined;
  /** The body in Markdown (the article syntax; retailer links are tagged and marked sponsored), 1 to 100,000 characters. */
  markdown?: string | null | undefined;
  /** The line inboxes show after the subject: one line, at most 200 characters (may be empty). */
  preheader?: string | null | undefined;
  /** The subject line of the email and the title of the archive page: one line, 1 to 150 characters. */
  subject?: string | null | undefined;
};

/** Where a newsletter issue is in its life. */
export type NewsletterStatus =
  /** Being written; nothing has been sent to subscribers. */
  | 'DRAFT'
  /** To be sent to every confirmed subscriber at its send time. */
  | 'SCHEDULED'
  /** Being delivered to its recipients. */
  | 'SENDING'
  /** Every recipient has been sent a copy, or their copy failed for good. */
  | 'SENT';

/** The order of the administrator’s outbox list. */
export type OutboxSort =
  /** Latest queued first (the default). */
  | 'NEWEST'
  /** Earliest queued first. */
  | 'OLDEST';

/** Where an email is in its delivery. */
export type OutboxStatus =
  /** Given up after the last retry; `lastError` says why. */
  | 'FAILED'
  /** Waiting for its (next) attempt; without SMTP_URL, emails stay here. */
  | 'PENDING'
  /** Being handed to the SMTP server by one sender. */
  | 'SENDING'
  /** Accepted by the SMTP server. */
  | 'SENT';

/** A price-drop alert for one collar. */
export type PriceAlertInput = {
  /** The mark in dollars, under the current Amazon price when there is one: the alert fires when the price drops to it or under. Left out: one cent under the current price. */
  below?: number | null | undefined;
  /** The address the alert is sent to; stored trimmed and lower-cased. */
  email: string;
  /** The slug of the collar to watch (its review page is /collars/{slug}). */
  productSlug: string;
};

/** Fields of a product to save: on create, name, description, price, rating, the ASIN (or amazonUrl), material, width and bestFor are required; on update, fields left out stay as they are. A field set to null that cannot be empty is left as it is. */
export type ProductInput = {
  /** The 10-character Amazon ASIN. */
  amazonAsin?: string | null | undefined;
  /** An Amazon product link instead of amazonAsin: the ASIN is taken from it (only real Amazon hosts). */
  amazonUrl?: string | null | undefined;
  /** true archives (hidden from the public, kept), false brings it back. */
  archived?: boolean | null | undefined;
  /** Highlight text, e.g. "Editor's Choice"; null for none. */
  badge?: string | null | undefined;
  /** Who it suits best, e.g. "Adult English bulldogs, everyday wear". */
  bestFor?: string | null | undefined;
  /** The bulldog breeds the collar suits, as the owner judged it; empty until said. */
  breeds?: Array<Breed> | null | undefined;
  /** Notes on fit for bulldog necks (REST: bulldog_fit_notes). */
  bulldogFitNotes?: Array<string> | null | undefined;
  /** Its weaknesses, one phrase each. */
  cons?: Array<string> | null | undefined;
  /** Our summary of the collar, as plain text. */
  description?: string | null | undefined;
  /** Selling points, one short phrase each. */
  features?: Array<string> | null | undefined;
  /** The retailer ships this collar free. */
  freeShipping?: boolean | null | undefined;
  /** What the photo shows, for people who cannot see it (its alt text), up to 300 characters; empty: the name stands in. */
  imageAlt?: string | null | undefined;
  /** Same-origin image path, e.g. /images/collars/name.svg (an uploaded photo's largest WebP rendition); a new product without one shows the default drawing. */
  imageUrl?: string | null | undefined;
  /** Can go in the washing machine. */
  machineWashable?: boolean | null | undefined;
  /** What the collar is made of, e.g. "Full-grain leather". */
  material?: string | null | undefined;
  /** Product name, up to 200 characters on one line. */
  name?: string | null | undefined;
  /** The last price read at the retailer, e.g. "$34.99"; a new price stamps priceCheckedAt with now. Readers are shown it only while it is fresh. */
  price?: string | null | undefined;
  /** What the collar does well, one phrase each. */
  pros?: Array<string> | null | undefined;
  /** Average rating out of 5 as numeric text, e.g. "4.7". */
  rating?: string | null | undefined;
  /** Has reflective stitching or trim. */
  reflective?: boolean | null | undefined;
  /** Number of retailer reviews behind the rating. */
  reviewCount?: number | null | undefined;
  /** Marks out of 10 (steps of 0.1) on the five criteria; null until reviewed. See editorialScore. */
  scores?: ReviewScoresInput | null | undefined;
  /** Sizes sold, smallest first, with the neck range each fits. */
  sizes?: Array<CollarSizeInput> | null | undefined;
  /** URL slug of the review page, /collars/{slug}; generated from the name (made unique) when a new product has none. */
  slug?: string | null | undefined;
  /** Our wear test: days, dog and findings; null until reviewed. */
  testNotes?: TestNotesInput | null | undefined;
  /** Our verdict in one sentence; null until the collar is reviewed. */
  verdict?: string | null | undefined;
  /** Can get wet without harm. */
  waterproof?: boolean | null | undefined;
  /** Display width, e.g. 1.5". */
  width?: string | null | undefined;
};

/** A collar a visitor suggests for review. The status is always pending; it cannot be set here. */
export type ProductSubmissionInput = {
  /** The name of the collar (required, up to 200 characters on one line). */
  productName: string;
  /** The Amazon ASIN, or an Amazon product link the ASIN is taken from. */
  productReference: string;
  /** The visitor's email address (required), in case the reviewers have a question. */
  submitterEmail: string;
  /** The visitor's name (optional, up to 120 characters on one line; shown as 'Anonymous' without one). */
  submitterName?: string | null | undefined;
  /** Leave empty (a field for bots: anything in it drops the submission). */
  website?: string | null | undefined;
};

/** Marks out of 10 (steps of 0.1) on the five criteria. */
export type ReviewScoresInput = {
  /** Comfort and fit (25%). */
  comfortFit: number;
  /** Customer satisfaction (20%). */
  customerSatisfaction: number;
  /** Features (15%). */
  features: number;
  /** Safety and durability (25% of the editorial score). */
  safetyDurability: number;
  /** Value (15%). */
  value: number;
};

/** The order of the administrator’s submission list. */
export type SubmissionSort =
  /** Latest submission first (the default). */
  | 'NEWEST'
  /** Earliest submission first. */
  | 'OLDEST';

/** Where a product submission stands in moderation. */
export type SubmissionStatus =
  /** Accepted by the administrator for review. */
  | 'APPROVED'
  /** A stored value the site does not know (older data); `rawStatus` has its text. */
  | 'OTHER'
  /** Waiting for the administrator; the only state that can still change. */
  | 'PENDING'
  /** Turned down by the administrator. */
  | 'REJECTED';

/** A newsletter or sizing-guide sign-up. */
export type SubscribeInput = {
  /** The reader's bulldog breed, if they said: the guide's size chart then fits it. */
  breed?: Breed | null | undefined;
  /** The address to send to; stored trimmed and lower-cased, so one mailbox is one subscriber whatever its case. */
  email: string;
  /** What was asked for, e.g. 'bulldog-sizing-guide'. */
  leadMagnet?: string | null | undefined;
  /** The path of the page whose form was used, e.g. /guides (the consent record). */
  signupPage?: string | null | undefined;
};

/** The order of the administrator’s subscriber list. */
export type SubscriberSort =
  /** By address, A to Z. */
  | 'EMAIL_ASC'
  /** By address, Z to A. */
  | 'EMAIL_DESC'
  /** Latest sign-up first (the default). */
  | 'NEWEST'
  /** Earliest sign-up first. */
  | 'OLDEST';

/** Where an address stands in the double opt-in. */
export type SubscriberStatus =
  /** Confirmed by the emailed link; gets the sizing guide. */
  | 'CONFIRMED'
  /** Signed up; the confirmation link has not been followed yet. */
  | 'PENDING'
  /** Left; gets no more email. */
  | 'UNSUBSCRIBED';

/** The dog that wore the collar in the test. */
export type TestDogInput = {
  /** Age in years when the test started. */
  ageYears: number;
  /** Its breed. */
  breed: Breed;
  /** The dog's name, as the articles call it. */
  name: string;
  /** Neck circumference, inches. */
  neckIn: number;
  /** Weight, pounds. */
  weightLbs: number;
};

/** What the wear test found. */
export type TestNotesInput = {
  /** Days the dog wore the collar. */
  daysWorn: number;
  /** The dog that wore the collar. */
  dog: TestDogInput;
  /** What happened, in order. */
  findings: Array<string>;
};

export type AdminDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDashboardQuery = { emailSubscribersConnection: { totalCount: number }, unreadMessages: { totalCount: number }, retailerLinks: { totalCount: number } };

export type AdminLogoutMutationVariables = Exact<{
  sessionId: string;
}>;


export type AdminLogoutMutation = { adminLogout: boolean };

export type AdminLoginMutationVariables = Exact<{
  password: string;
}>;


export type AdminLoginMutation = { adminLogin: { success: boolean, sessionId: string | null } };

export type AdminAnalyticsQueryVariables = Exact<{
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type AdminAnalyticsQuery = { analyticsReport: { from: string, to: string, newsletterClicks: number, totals: { visitors: number, pageviews: number, clicks: number, ctr: number, recommendations: number }, days: Array<{ day: string, visitors: number, pageviews: number, clicks: number, ctr: number, recommendations: number }>, pages: Array<{ path: string, pageviews: number, visitors: number, clicks: number }>, referrers: Array<{ host: string, pageviews: number }>, campaigns: Array<{ source: string, medium: string, campaign: string, pageviews: number }>, products: Array<{ product: string, name: string | null, clicks: number }>, positions: Array<{ position: string, clicks: number }>, recommendations: Array<{ breed: string, age: string, measured: boolean, recommendations: number }>, newsletters: Array<{ subject: string, slug: string, clicks: number }> } };

export type EditorArticleQueryVariables = Exact<{
  id: number;
}>;


export type EditorArticleQuery = { adminArticle: { id: number, title: string, slug: string, category: string, excerpt: string, metaDescription: string, markdown: string | null, content: string, targetKeywords: Array<string>, seoKeywords: Array<string>, imageUrl: string | null, author: string, published: boolean, publishedAt: string | null, updatedAt: string } };

export type ArticleRevisionsQueryVariables = Exact<{
  id: number;
}>;


export type ArticleRevisionsQuery = { articleRevisions: Array<{ id: number, number: number, author: string, changedFields: Array<string>, createdAt: string }> };

export type ArticleMarkdownPreviewQueryVariables = Exact<{
  markdown: string;
}>;


export type ArticleMarkdownPreviewQuery = { articleMarkdownPreview: string };

export type CreateArticleMutationVariables = Exact<{
  input: ArticleEditorInput;
}>;


export type CreateArticleMutation = { createArticle: { id: number, slug: string } };

export type UpdateArticleMutationVariables = Exact<{
  id: number;
  input: ArticleEditorInput;
}>;


export type UpdateArticleMutation = { updateArticle: { id: number, slug: string, published: boolean, publishedAt: string | null } };

export type RestoreArticleRevisionMutationVariables = Exact<{
  id: number;
  revisionId: number;
  restoreSlug: boolean;
}>;


export type RestoreArticleRevisionMutation = { restoreArticleRevision: { id: number } };

export type AdminArticlePreviewQueryVariables = Exact<{
  id: number;
}>;


export type AdminArticlePreviewQuery = { adminArticle: { id: number, title: string, metaDescription: string, author: string, content: string, wordCount: number, readingTime: number, published: boolean } };

export type AdminArticlesQueryVariables = Exact<{
  status?: ArticleStatus | null | undefined;
  category?: string | null | undefined;
  q?: string | null | undefined;
  sort: AdminArticleSort;
  first?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type AdminArticlesQuery = { adminArticlesConnection: { totalCount: number, nodes: Array<{ id: number, title: string, slug: string, category: string, published: boolean, createdAt: string, publishedAt: string | null }> } };

export type AdminArticleCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminArticleCategoriesQuery = { adminArticleCategories: Array<string> };

export type SetArticlePublishedMutationVariables = Exact<{
  id: number;
  published: boolean;
}>;


export type SetArticlePublishedMutation = { setArticlePublished: { id: number, published: boolean, publishedAt: string | null } };

export type AdminFaqsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminFaqsQuery = { faqs: Array<{ id: number, question: string, answer: string }> };

export type CreateFaqMutationVariables = Exact<{
  input: FaqInput;
}>;


export type CreateFaqMutation = { createFaq: { id: number } };

export type UpdateFaqMutationVariables = Exact<{
  id: number;
  input: FaqInput;
}>;


export type UpdateFaqMutation = { updateFaq: { id: number, question: string, answer: string } };

export type ReorderFaqsMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type ReorderFaqsMutation = { reorderFaqs: Array<{ id: number }> };

export type DeleteFaqMutationVariables = Exact<{
  id: number;
}>;


export type DeleteFaqMutation = { deleteFaq: boolean };

export type LinkHealthReportQueryVariables = Exact<{
  first?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type LinkHealthReportQuery = { linkHealth: { totalCount: number, nodes: Array<{ productId: number, productName: string, amazonAsin: string, archived: boolean, buyable: boolean, problem: LinkProblem, since: string, code: string | null, message: string | null, retailerTitle: string | null, lastSuccessAt: string | null }> } };

export type AdminMessagesQueryVariables = Exact<{
  unread?: boolean | null | undefined;
  q?: string | null | undefined;
  sort: MessageSort;
  first?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type AdminMessagesQuery = { contactMessagesConnection: { totalCount: number, nodes: Array<{ id: number, name: string, email: string, subject: string | null, message: string, readAt: string | null, createdAt: string }> } };

export type SetContactMessageReadMutationVariables = Exact<{
  id: number;
  read: boolean;
}>;


export type SetContactMessageReadMutation = { setContactMessageRead: { id: number, readAt: string | null } };

export type EraseMessageSenderMutationVariables = Exact<{
  id: number;
}>;


export type EraseMessageSenderMutation = { eraseContactMessageSender: { email: string, emails: number, contactMessages: number } };

export type AdminNewsletterQueryVariables = Exact<{
  id: number;
}>;


export type AdminNewsletterQuery = { newsletter: { id: number, slug: string, subject: string, preheader: string, markdown: string, indexable: boolean, status: NewsletterStatus, sendAt: string | null, sentAt: string | null, testSentAt: string | null, updatedAt: string, delivery: { recipientCount: number, sentCount: number, failedCount: number, pendingCount: number }, links: Array<{ id: string, url: string, position: number, clicks: number }> } };

export type CreateNewsletterMutationVariables = Exact<{
  input: NewsletterInput;
}>;


export type CreateNewsletterMutation = { createNewsletter: { id: number } };

export type UpdateNewsletterMutationVariables = Exact<{
  id: number;
  input: NewsletterPatchInput;
}>;


export type UpdateNewsletterMutation = { updateNewsletter: { id: number, subject: string, preheader: string, markdown: string, indexable: boolean, updatedAt: string } };

export type NewsletterArticleChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type NewsletterArticleChoicesQuery = { articlesConnection: { nodes: Array<{ id: number, title: string }> } };

export type CreateNewsletterFromArticleMutationVariables = Exact<{
  articleId: number;
}>;


export type CreateNewsletterFromArticleMutation = { createNewsletterFromArticle: { id: number } };

export type NewsletterPreviewQueryVariables = Exact<{
  id: number;
}>;


export type NewsletterPreviewQuery = { newsletterPreview: { subject: string, preheader: string, emailHtml: string, emailText: string, webHtml: string } };

export type NewsletterAudienceQueryVariables = Exact<{ [key: string]: never; }>;


export type NewsletterAudienceQuery = { newsletterAudience: number };

export type SendNewsletterTestMutationVariables = Exact<{
  id: number;
  email: string;
}>;


export type SendNewsletterTestMutation = { sendNewsletterTest: { id: number, testSentAt: string | null } };

export type SendNewsletterMutationVariables = Exact<{
  id: number;
  sendAt?: string | null | undefined;
}>;


export type SendNewsletterMutation = { sendNewsletter: { id: number, status: NewsletterStatus, sendAt: string | null } };

export type CancelNewsletterScheduleMutationVariables = Exact<{
  id: number;
}>;


export type CancelNewsletterScheduleMutation = { cancelNewsletterSchedule: { id: number, status: NewsletterStatus, sendAt: string | null } };

export type AdminNewslettersQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminNewslettersQuery = { newslettersConnection: { totalCount: number, nodes: Array<{ id: number, subject: string, status: NewsletterStatus, sendAt: string | null, sentAt: string | null, updatedAt: string, delivery: { recipientCount: number, sentCount: number, failedCount: number } }> } };

export type AdminOutboxQueryVariables = Exact<{
  status?: OutboxStatus | null | undefined;
  q?: string | null | undefined;
  sort: OutboxSort;
  first?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type AdminOutboxQuery = { outboxEmailsConnection: { totalCount: number, nodes: Array<{ id: number, kind: string, toAddress: string, subject: string, text: string, status: string, attempts: number, lastError: string | null, nextAttemptAt: string, sentAt: string | null, createdAt: string }> } };

export type PriceAlertCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type PriceAlertCountsQuery = { priceAlertCounts: Array<{ productId: number, productName: string, productSlug: string, pending: number, active: number, fired: number }> };

export type AdminProductQueryVariables = Exact<{
  id: number;
}>;


export type AdminProductQuery = { adminProduct: { id: number, name: string, slug: string, description: string, price: string, priceCheckedAt: string | null, rating: string, reviewCount: number, imageUrl: string, imageAlt: string, badge: string | null, amazonAsin: string, features: Array<string>, bulldogFitNotes: Array<string>, material: string, width: string, reflective: boolean, waterproof: boolean, machineWashable: boolean, bestFor: string, breeds: Array<Breed>, freeShipping: boolean, verdict: string | null, pros: Array<string>, cons: Array<string>, archivedAt: string | null, updatedAt: string, sizes: Array<{ label: string, neckIn: { min: number, max: number } }>, scores: { safetyDurability: number, comfortFit: number, customerSatisfaction: number, value: number, features: number } | null, testNotes: { daysWorn: number, findings: Array<string>, dog: { name: string, breed: Breed, ageYears: number, neckIn: number, weightLbs: number } } | null, availability: { type: AvailabilityType, message: string | null, checkedAt: string } | null, retailerListing: { title: string | null, imageUrl: string | null, problem: { problem: LinkProblem, since: string, code: string | null, message: string | null } | null } } };

export type CreateProductMutationVariables = Exact<{
  input: ProductInput;
}>;


export type CreateProductMutation = { createProduct: { id: number, name: string } };

export type UpdateProductMutationVariables = Exact<{
  id: number;
  input: ProductInput;
}>;


export type UpdateProductMutation = { updateProduct: { id: number, name: string, price: string, priceCheckedAt: string | null } };

export type ProductRetailerPanel_ProductFragment = { id: number, name: string, imageUrl: string, amazonAsin: string, price: string, priceCheckedAt: string | null, availability: { type: AvailabilityType, message: string | null, checkedAt: string } | null, retailerListing: { title: string | null, imageUrl: string | null, problem: { problem: LinkProblem, since: string, code: string | null, message: string | null } | null } };

export type RefreshProductMutationVariables = Exact<{
  id: number;
}>;


export type RefreshProductMutation = { refreshProduct: { id: number, name: string, imageUrl: string, amazonAsin: string, price: string, priceCheckedAt: string | null, availability: { type: AvailabilityType, message: string | null, checkedAt: string } | null, retailerListing: { title: string | null, imageUrl: string | null, problem: { problem: LinkProblem, since: string, code: string | null, message: string | null } | null } } };

export type ProductRevisionsQueryVariables = Exact<{
  id: number;
}>;


export type ProductRevisionsQuery = { productRevisions: Array<{ id: number, number: number, author: string, changedFields: Array<string>, createdAt: string }> };

export type RestoreProductRevisionMutationVariables = Exact<{
  id: number;
  revisionId: number;
  restoreSlug: boolean;
}>;


export type RestoreProductRevisionMutation = { restoreProductRevision: { id: number } };

export type AdminProductsQueryVariables = Exact<{
  archived?: boolean | null | undefined;
  q?: string | null | undefined;
  sort: AdminProductSort;
  first?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type AdminProductsQuery = { adminProductsConnection: { totalCount: number, nodes: Array<{ id: number, rank: number, name: string, slug: string, price: string, priceCheckedAt: string | null, priceShownUntil: string | null, amazonAsin: string, archivedAt: string | null }> } };

export type ConfirmProductPriceMutationVariables = Exact<{
  id: number;
}>;


export type ConfirmProductPriceMutation = { confirmProductPrice: { id: number, priceCheckedAt: string | null, priceShownUntil: string | null } };

export type MoveProductMutationVariables = Exact<{
  id: number;
  position: number;
}>;


export type MoveProductMutation = { moveProduct: { id: number, rank: number } };

export type SetProductArchivedMutationVariables = Exact<{
  id: number;
  archived: boolean;
}>;


export type SetProductArchivedMutation = { updateProduct: { id: number, archivedAt: string | null } };

export type DeleteProductMutationVariables = Exact<{
  id: number;
}>;


export type DeleteProductMutation = { deleteProduct: boolean };

export type RevisionComparisonFieldsFragment = { revision: { id: number, number: number }, changes: Array<{ field: string, current: string, revision: string }> };

export type ProductRevisionComparisonQueryVariables = Exact<{
  id: number;
  revisionId: number;
}>;


export type ProductRevisionComparisonQuery = { productRevisionComparison: { revision: { id: number, number: number }, changes: Array<{ field: string, current: string, revision: string }> } };

export type ArticleRevisionComparisonQueryVariables = Exact<{
  id: number;
  revisionId: number;
}>;


export type ArticleRevisionComparisonQuery = { articleRevisionComparison: { revision: { id: number, number: number }, changes: Array<{ field: string, current: string, revision: string }> } };

export type RetailerStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type RetailerStatusQuery = { retailerStatus: { configured: boolean, setupHint: string | null, intervalMinutes: number, lastCycleStartedAt: string | null, lastCycleFinishedAt: string | null, nextSyncAt: string | null, productsDue: number, linkProblems: number, pause: { until: string, reason: string, endsOnRefresh: boolean } | null } };

export type RefreshAllProductsMutationVariables = Exact<{ [key: string]: never; }>;


export type RefreshAllProductsMutation = { refreshAllProducts: number };

export type AdminSubmissionsQueryVariables = Exact<{
  q?: string | null | undefined;
  sort: SubmissionSort;
  first?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type AdminSubmissionsQuery = { productSubmissionsConnection: { totalCount: number, nodes: Array<{ id: number, productName: string, amazonAsin: string, submitterName: string | null, submitterEmail: string, status: SubmissionStatus, rawStatus: string, submittedAt: string }> } };

export type UpdateSubmissionStatusMutationVariables = Exact<{
  id: number;
  status: ModerationStatus;
}>;


export type UpdateSubmissionStatusMutation = { updateProductSubmissionStatus: { id: number, status: SubmissionStatus } };

export type DeleteSubmissionMutationVariables = Exact<{
  id: number;
}>;


export type DeleteSubmissionMutation = { deleteProductSubmission: number };

export type AdminSubscribersQueryVariables = Exact<{
  status?: SubscriberStatus | null | undefined;
  q?: string | null | undefined;
  sort: SubscriberSort;
  first?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type AdminSubscribersQuery = { emailSubscribersConnection: { totalCount: number, nodes: Array<{ id: number, email: string, leadMagnet: string | null, breed: Breed | null, subscribedAt: string, status: string }> } };

export type AdminSubscribersCsvQueryVariables = Exact<{
  status?: SubscriberStatus | null | undefined;
}>;


export type AdminSubscribersCsvQuery = { emailSubscribersCsv: string };

export type EraseSubscriberMutationVariables = Exact<{
  id: number;
}>;


export type EraseSubscriberMutation = { eraseEmailSubscriber: { email: string, emails: number, contactMessages: number } };

export type AdminMailSuppressionsQueryVariables = Exact<{
  q?: string | null | undefined;
  first?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type AdminMailSuppressionsQuery = { mailSuppressionsConnection: { totalCount: number, nodes: Array<{ id: number, email: string, reason: string, detail: string | null, createdAt: string }> } };

export type ReleaseMailSuppressionMutationVariables = Exact<{
  id: number;
}>;


export type ReleaseMailSuppressionMutation = { releaseMailSuppression: boolean };

export type CollarReviewPageQueryVariables = Exact<{
  slug: string;
}>;


export type CollarReviewPageQuery = { product: { id: number, slug: string, name: string, description: string, imageUrl: string, imageAlt: string, badge: string | null, amazonAsin: string, material: string, width: string, reflective: boolean, waterproof: boolean, machineWashable: boolean, bestFor: string, features: Array<string>, bulldogFitNotes: Array<string>, rating: string, reviewCount: number, displayPrice: string | null, priceCheckedAt: string | null, priceValidUntil: string | null, buyable: boolean, retailerUrl: string, updatedAt: string, verdict: string | null, editorialScore: number | null, pros: Array<string>, cons: Array<string>, image: { src: string, width: number, height: number, avifSrcset: string, webpSrcset: string } | null, availability: { type: AvailabilityType, message: string | null, checkedAt: string } | null, scores: { safetyDurability: number, comfortFit: number, customerSatisfaction: number, value: number, features: number } | null, testNotes: { daysWorn: number, findings: Array<string>, dog: { name: string, breed: Breed, ageYears: number, neckIn: number, weightLbs: number } } | null, sizes: Array<{ label: string, neckIn: { min: number, max: number } }>, related: Array<{ id: number, slug: string, name: string, imageUrl: string, editorialScore: number | null, bestFor: string, image: { src: string, width: number, height: number, avifSrcset: string, webpSrcset: string } | null }>, priceHistory: { days: number, points: Array<{ amount: number, currency: string, observedAt: string }>, lowest: { amount: number, currency: string, observedAt: string } | null, current: { amount: number, currency: string, observedAt: string } | null } } | null };

export type CollarsPageQueryVariables = Exact<{
  first: number;
  offset: number;
  filter: CollarFilter;
  q?: string | null | undefined;
  breed?: Breed | null | undefined;
}>;


export type CollarsPageQuery = { productsConnection: { totalCount: number, nodes: Array<{ id: number, slug: string, name: string, description: string, editorialScore: number | null, displayPrice: string | null, priceCheckedAt: string | null, buyable: boolean, rating: string, reviewCount: number, imageUrl: string, imageAlt: string, badge: string | null, features: Array<string>, bulldogFitNotes: Array<string>, retailerUrl: string, freeShipping: boolean, availability: { type: AvailabilityType, message: string | null, checkedAt: string } | null, image: { src: string, width: number, height: number, avifSrcset: string, webpSrcset: string } | null }> } };

export type CompareChoicesQueryVariables = Exact<{
  limit: number;
}>;


export type CompareChoicesQuery = { products: Array<{ id: number, slug: string, name: string }> };

export type ComparePageQueryVariables = Exact<{
  limit: number;
  slugs?: Array<string> | string | null | undefined;
  buyableOnly?: boolean;
}>;


export type ComparePageQuery = { products: Array<{ id: number, slug: string, name: string, editorialScore: number | null, badge: string | null, displayPrice: string | null, priceCheckedAt: string | null, buyable: boolean, rating: string, reviewCount: number, imageUrl: string, material: string, width: string, reflective: boolean, waterproof: boolean, machineWashable: boolean, bestFor: string, retailerUrl: string, availability: { type: AvailabilityType, message: string | null, checkedAt: string } | null, image: { src: string, width: number, height: number, avifSrcset: string, webpSrcset: string } | null, sizes: Array<{ label: string, neckIn: { min: number, max: number } }> }> };

export type FitFinderAnswerQueryVariables = Exact<{
  input: FitInput;
}>;


export type FitFinderAnswerQuery = { fitRecommendation: { puppy: boolean, measured: boolean, estimate: string | null, neckWarning: string | null, minWidthIn: number, twoFingerCheck: string, matchCount: number, page: number, pageCount: number, neckIn: { min: number, max: number }, roomNeeded: { belowIn: number, aboveIn: number }, collarLengthIn: { min: number, max: number }, matches: Array<{ suited: boolean, fitNotes: Array<string>, product: { id: number, slug: string, name: string, description: string, editorialScore: number | null, displayPrice: string | null, priceCheckedAt: string | null, buyable: boolean, rating: string, reviewCount: number, imageUrl: string, imageAlt: string, badge: string | null, features: Array<string>, bulldogFitNotes: Array<string>, retailerUrl: string, freeShipping: boolean, availability: { type: AvailabilityType, message: string | null, checkedAt: string } | null, image: { src: string, width: number, height: number, avifSrcset: string, webpSrcset: string } | null }, size: { label: string, neckIn: { min: number, max: number } }, room: { belowIn: number, aboveIn: number } }>, closest: Array<{ missByIn: number, direction: FitMiss, product: { id: number, slug: string, name: string, editorialScore: number | null }, size: { label: string, neckIn: { min: number, max: number } } }> } };

export type CreatePriceAlertMutationVariables = Exact<{
  input: PriceAlertInput;
}>;


export type CreatePriceAlertMutation = { createPriceAlert: { success: boolean, message: string, belowCents: number } };

export type PriceHistory_ProductFragment = { priceCheckedAt: string | null, priceHistory: { days: number, points: Array<{ amount: number, currency: string, observedAt: string }>, lowest: { amount: number, currency: string, observedAt: string } | null, current: { amount: number, currency: string, observedAt: string } | null } };

export type HomeTopPicksQueryVariables = Exact<{
  limit: number;
}>;


export type HomeTopPicksQuery = { products: Array<{ id: number, slug: string, name: string, description: string, editorialScore: number | null, displayPrice: string | null, priceCheckedAt: string | null, buyable: boolean, rating: string, reviewCount: number, imageUrl: string, imageAlt: string, badge: string | null, features: Array<string>, bulldogFitNotes: Array<string>, retailerUrl: string, freeShipping: boolean, availability: { type: AvailabilityType, message: string | null, checkedAt: string } | null, image: { src: string, width: number, height: number, avifSrcset: string, webpSrcset: string } | null }> };

export type CompareTable_ProductFragment = { id: number, slug: string, name: string, editorialScore: number | null, badge: string | null, displayPrice: string | null, priceCheckedAt: string | null, buyable: boolean, rating: string, reviewCount: number, imageUrl: string, material: string, width: string, reflective: boolean, waterproof: boolean, machineWashable: boolean, bestFor: string, retailerUrl: string, availability: { type: AvailabilityType, message: string | null, checkedAt: string } | null, image: { src: string, width: number, height: number, avifSrcset: string, webpSrcset: string } | null, sizes: Array<{ label: string, neckIn: { min: number, max: number } }> };

export type ProductCard_ProductFragment = { id: number, slug: string, name: string, description: string, editorialScore: number | null, displayPrice: string | null, priceCheckedAt: string | null, buyable: boolean, rating: string, reviewCount: number, imageUrl: string, imageAlt: string, badge: string | null, features: Array<string>, bulldogFitNotes: Array<string>, retailerUrl: string, freeShipping: boolean, availability: { type: AvailabilityType, message: string | null, checkedAt: string } | null, image: { src: string, width: number, height: number, avifSrcset: string, webpSrcset: string } | null };

export type TestPerplexityConnectionMutationVariables = Exact<{ [key: string]: never; }>;


export type TestPerplexityConnectionMutation = { testPerplexityConnection: { success: boolean, message: string, response: string | null, error: string | null } };

export type TestContentGenerationMutationVariables = Exact<{ [key: string]: never; }>;


export type TestContentGenerationMutation = { testContentGeneration: { success: boolean, message: string, error: string | null, usage: { totalTokens: number, promptTokens: number, completionTokens: number } | null, content: { articleId: number, title: string, slug: string, metaDescription: string, content: string, wordCount: number, readingTime: number } | null } };

export type BlogPageQueryVariables = Exact<{
  first: number;
  offset: number;
}>;


export type BlogPageQuery = { articlesConnection: { totalCount: number, nodes: Array<{ published: boolean, id: number, slug: string, title: string, category: string, metaDescription: string, createdAt: string, readTime: string, image: { src: string, width: number, height: number, avifSrcset: string, webpSrcset: string } | null }> } };

export type BlogPostPageQueryVariables = Exact<{
  slug: string;
}>;


export type BlogPostPageQuery = { article: { id: number, slug: string, title: string, metaDescription: string, targetKeywords: Array<string>, seoKeywords: Array<string>, readingTime: number, wordCount: number, content: string, createdAt: string, publishedAt: string | null, updatedAt: string, author: string, category: string, image: { src: string, width: number, height: number, avifSrcset: string, webpSrcset: string } | null } | null };

export type FaqSectionQueryVariables = Exact<{ [key: string]: never; }>;


export type FaqSectionQuery = { faqs: Array<{ id: number, question: string, answer: string }> };

export type GuidesPageQueryVariables = Exact<{
  category: string;
  first: number;
  offset: number;
}>;


export type GuidesPageQuery = { articlesConnection: { totalCount: number, nodes: Array<{ published: boolean, excerpt: string, id: number, slug: string, title: string, category: string, metaDescription: string, createdAt: string, readTime: string }> } };

export type LatestArticlesQueryVariables = Exact<{
  limit: number;
}>;


export type LatestArticlesQuery = { articles: Array<{ published: boolean, id: number, slug: string, title: string, category: string, metaDescription: string, createdAt: string, readTime: string }> };

export type ArticleCard_ArticleFragment = { id: number, slug: string, title: string, category: string, metaDescription: string, createdAt: string, readTime: string };

export type AboutPageQueryVariables = Exact<{ [key: string]: never; }>;


export type AboutPageQuery = { productsConnection: { totalCount: number } };

export type SendContactMessageMutationVariables = Exact<{
  input: ContactMessageInput;
}>;


export type SendContactMessageMutation = { sendContactMessage: { success: boolean, message: string } };

export type NewsletterArchivePageQueryVariables = Exact<{
  first: number;
}>;


export type NewsletterArchivePageQuery = { newsletterArchive: { totalCount: number, nodes: Array<{ slug: string, subject: string, preheader: string, sentAt: string | null }> } };

export type NewsletterIssuePageQueryVariables = Exact<{
  slug: string;
}>;


export type NewsletterIssuePageQuery = { newsletterArchiveIssue: { slug: string, subject: string, preheader: string, sentAt: string | null, indexable: boolean, html: string } | null };

export type SubscribeEmailMutationVariables = Exact<{
  input: SubscribeInput;
}>;


export type SubscribeEmailMutation = { subscribe: { success: boolean, message: string } };

export type SubmitProductMutationVariables = Exact<{
  input: ProductSubmissionInput;
}>;


export type SubmitProductMutation = { submitProduct: { success: boolean, message: string } };

export const ProductRetailerPanel_ProductFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductRetailerPanel_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"amazonAsin"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"priceCheckedAt"}},{"kind":"Field","name":{"kind":"Name","value":"availability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"retailerListing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"problem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"problem"}},{"kind":"Field","name":{"kind":"Name","value":"since"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ProductRetailerPanel_ProductFragment, unknown>;
export const RevisionComparisonFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RevisionComparisonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RevisionComparison"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}}]}}]}}]} as unknown as DocumentNode<RevisionComparisonFieldsFragment, unknown>;
export const PriceHistory_ProductFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceHistory_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceCheckedAt"}},{"kind":"Field","name":{"kind":"Name","value":"priceHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"observedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lowest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"observedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"observedAt"}}]}}]}}]}}]} as unknown as DocumentNode<PriceHistory_ProductFragment, unknown>;
export const CompareTable_ProductFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompareTable_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"editorialScore"}},{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"Field","name":{"kind":"Name","value":"displayPrice"}},{"kind":"Field","name":{"kind":"Name","value":"priceCheckedAt"}},{"kind":"Field","name":{"kind":"Name","value":"buyable"}},{"kind":"Field","name":{"kind":"Name","value":"availability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"avifSrcset"}},{"kind":"Field","name":{"kind":"Name","value":"webpSrcset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"material"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"reflective"}},{"kind":"Field","name":{"kind":"Name","value":"waterproof"}},{"kind":"Field","name":{"kind":"Name","value":"machineWashable"}},{"kind":"Field","name":{"kind":"Name","value":"bestFor"}},{"kind":"Field","name":{"kind":"Name","value":"retailerUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sizes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"neckIn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}}]}}]}}]} as unknown as DocumentNode<CompareTable_ProductFragment, unknown>;
export const ProductCard_ProductFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"editorialScore"}},{"kind":"Field","name":{"kind":"Name","value":"displayPrice"}},{"kind":"Field","name":{"kind":"Name","value":"priceCheckedAt"}},{"kind":"Field","name":{"kind":"Name","value":"buyable"}},{"kind":"Field","name":{"kind":"Name","value":"availability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageAlt"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"avifSrcset"}},{"kind":"Field","name":{"kind":"Name","value":"webpSrcset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"bulldogFitNotes"}},{"kind":"Field","name":{"kind":"Name","value":"retailerUrl"}},{"kind":"Field","name":{"kind":"Name","value":"freeShipping"}}]}}]} as unknown as DocumentNode<ProductCard_ProductFragment, unknown>;
export const ArticleCard_ArticleFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleCard_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"metaDescription"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"readTime"}}]}}]} as unknown as DocumentNode<ArticleCard_ArticleFragment, unknown>;
export const AdminDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailSubscribersConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"unreadMessages"},"name":{"kind":"Name","value":"contactMessagesConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"unread"},"value":{"kind":"BooleanValue","value":true}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"retailerLinks"},"name":{"kind":"Name","value":"linkHealth"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<AdminDashboardQuery, AdminDashboardQueryVariables>;
export const AdminLogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminLogout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminLogout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}]}]}}]} as unknown as DocumentNode<AdminLogoutMutation, AdminLogoutMutationVariables>;
export const AdminLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminLogin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}}]}}]}}]} as unknown as DocumentNode<AdminLoginMutation, AdminLoginMutationVariables>;
export const AdminAnalyticsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAnalytics"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analyticsReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visitors"}},{"kind":"Field","name":{"kind":"Name","value":"pageviews"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"ctr"}},{"kind":"Field","name":{"kind":"Name","value":"recommendations"}}]}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"visitors"}},{"kind":"Field","name":{"kind":"Name","value":"pageviews"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"ctr"}},{"kind":"Field","name":{"kind":"Name","value":"recommendations"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"pageviews"}},{"kind":"Field","name":{"kind":"Name","value":"visitors"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referrers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"host"}},{"kind":"Field","name":{"kind":"Name","value":"pageviews"}}]}},{"kind":"Field","name":{"kind":"Name","value":"campaigns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"medium"}},{"kind":"Field","name":{"kind":"Name","value":"campaign"}},{"kind":"Field","name":{"kind":"Name","value":"pageviews"}}]}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"positions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recommendations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"breed"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"measured"}},{"kind":"Field","name":{"kind":"Name","value":"recommendations"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newsletterClicks"}},{"kind":"Field","name":{"kind":"Name","value":"newsletters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}}]}}]}}]}}]} as unknown as DocumentNode<AdminAnalyticsQuery, AdminAnalyticsQueryVariables>;
export const EditorArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditorArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"metaDescription"}},{"kind":"Field","name":{"kind":"Name","value":"markdown"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"targetKeywords"}},{"kind":"Field","name":{"kind":"Name","value":"seoKeywords"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<EditorArticleQuery, EditorArticleQueryVariables>;
export const ArticleRevisionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArticleRevisions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleRevisions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"changedFields"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<ArticleRevisionsQuery, ArticleRevisionsQueryVariables>;
export const ArticleMarkdownPreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArticleMarkdownPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"markdown"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleMarkdownPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"markdown"},"value":{"kind":"Variable","name":{"kind":"Name","value":"markdown"}}}]}]}}]} as unknown as DocumentNode<ArticleMarkdownPreviewQuery, ArticleMarkdownPreviewQueryVariables>;
export const CreateArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ArticleEditorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]} as unknown as DocumentNode<CreateArticleMutation, CreateArticleMutationVariables>;
export const UpdateArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ArticleEditorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]}}]} as unknown as DocumentNode<UpdateArticleMutation, UpdateArticleMutationVariables>;
export const RestoreArticleRevisionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestoreArticleRevision"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"revisionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"restoreSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreArticleRevision"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"revisionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"revisionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"restoreSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"restoreSlug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RestoreArticleRevisionMutation, RestoreArticleRevisionMutationVariables>;
export const AdminArticlePreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminArticlePreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"metaDescription"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"wordCount"}},{"kind":"Field","name":{"kind":"Name","value":"readingTime"}},{"kind":"Field","name":{"kind":"Name","value":"published"}}]}}]}}]} as unknown as DocumentNode<AdminArticlePreviewQuery, AdminArticlePreviewQueryVariables>;
export const AdminArticlesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminArticles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ArticleStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminArticleSort"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminArticlesConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}},{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]}}]}}]} as unknown as DocumentNode<AdminArticlesQuery, AdminArticlesQueryVariables>;
export const AdminArticleCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminArticleCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminArticleCategories"}}]}}]} as unknown as DocumentNode<AdminArticleCategoriesQuery, AdminArticleCategoriesQueryVariables>;
export const SetArticlePublishedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetArticlePublished"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"published"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setArticlePublished"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"published"},"value":{"kind":"Variable","name":{"kind":"Name","value":"published"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]}}]} as unknown as DocumentNode<SetArticlePublishedMutation, SetArticlePublishedMutationVariables>;
export const AdminFaqsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminFaqs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"faqs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}}]} as unknown as DocumentNode<AdminFaqsQuery, AdminFaqsQueryVariables>;
export const CreateFaqDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateFaq"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FaqInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFaq"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateFaqMutation, CreateFaqMutationVariables>;
export const UpdateFaqDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateFaq"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FaqInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFaq"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}}]} as unknown as DocumentNode<UpdateFaqMutation, UpdateFaqMutationVariables>;
export const ReorderFaqsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReorderFaqs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reorderFaqs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ReorderFaqsMutation, ReorderFaqsMutationVariables>;
export const DeleteFaqDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteFaq"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFaq"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteFaqMutation, DeleteFaqMutationVariables>;
export const LinkHealthReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LinkHealthReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkHealth"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"amazonAsin"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"buyable"}},{"kind":"Field","name":{"kind":"Name","value":"problem"}},{"kind":"Field","name":{"kind":"Name","value":"since"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"retailerTitle"}},{"kind":"Field","name":{"kind":"Name","value":"lastSuccessAt"}}]}}]}}]}}]} as unknown as DocumentNode<LinkHealthReportQuery, LinkHealthReportQueryVariables>;
export const AdminMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"unread"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MessageSort"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactMessagesConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"unread"},"value":{"kind":"Variable","name":{"kind":"Name","value":"unread"}}},{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<AdminMessagesQuery, AdminMessagesQueryVariables>;
export const SetContactMessageReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetContactMessageRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"read"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setContactMessageRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"read"},"value":{"kind":"Variable","name":{"kind":"Name","value":"read"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}}]}}]}}]} as unknown as DocumentNode<SetContactMessageReadMutation, SetContactMessageReadMutationVariables>;
export const EraseMessageSenderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EraseMessageSender"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eraseContactMessageSender"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emails"}},{"kind":"Field","name":{"kind":"Name","value":"contactMessages"}}]}}]}}]} as unknown as DocumentNode<EraseMessageSenderMutation, EraseMessageSenderMutationVariables>;
export const AdminNewsletterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminNewsletter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsletter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"preheader"}},{"kind":"Field","name":{"kind":"Name","value":"markdown"}},{"kind":"Field","name":{"kind":"Name","value":"indexable"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sendAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"testSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"delivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recipientCount"}},{"kind":"Field","name":{"kind":"Name","value":"sentCount"}},{"kind":"Field","name":{"kind":"Name","value":"failedCount"}},{"kind":"Field","name":{"kind":"Name","value":"pendingCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}}]}}]}}]}}]} as unknown as DocumentNode<AdminNewsletterQuery, AdminNewsletterQueryVariables>;
export const CreateNewsletterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateNewsletter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NewsletterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createNewsletter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateNewsletterMutation, CreateNewsletterMutationVariables>;
export const UpdateNewsletterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateNewsletter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NewsletterPatchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateNewsletter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"preheader"}},{"kind":"Field","name":{"kind":"Name","value":"markdown"}},{"kind":"Field","name":{"kind":"Name","value":"indexable"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<UpdateNewsletterMutation, UpdateNewsletterMutationVariables>;
export const NewsletterArticleChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsletterArticleChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articlesConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]} as unknown as DocumentNode<NewsletterArticleChoicesQuery, NewsletterArticleChoicesQueryVariables>;
export const CreateNewsletterFromArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateNewsletterFromArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createNewsletterFromArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"articleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateNewsletterFromArticleMutation, CreateNewsletterFromArticleMutationVariables>;
export const NewsletterPreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsletterPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsletterPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"preheader"}},{"kind":"Field","name":{"kind":"Name","value":"emailHtml"}},{"kind":"Field","name":{"kind":"Name","value":"emailText"}},{"kind":"Field","name":{"kind":"Name","value":"webHtml"}}]}}]}}]} as unknown as DocumentNode<NewsletterPreviewQuery, NewsletterPreviewQueryVariables>;
export const NewsletterAudienceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsletterAudience"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsletterAudience"}}]}}]} as unknown as DocumentNode<NewsletterAudienceQuery, NewsletterAudienceQueryVariables>;
export const SendNewsletterTestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendNewsletterTest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendNewsletterTest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"testSentAt"}}]}}]}}]} as unknown as DocumentNode<SendNewsletterTestMutation, SendNewsletterTestMutationVariables>;
export const SendNewsletterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendNewsletter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sendAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendNewsletter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"sendAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sendAt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sendAt"}}]}}]}}]} as unknown as DocumentNode<SendNewsletterMutation, SendNewsletterMutationVariables>;
export const CancelNewsletterScheduleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelNewsletterSchedule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelNewsletterSchedule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sendAt"}}]}}]}}]} as unknown as DocumentNode<CancelNewsletterScheduleMutation, CancelNewsletterScheduleMutationVariables>;
export const AdminNewslettersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminNewsletters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newslettersConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"25"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sendAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"delivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recipientCount"}},{"kind":"Field","name":{"kind":"Name","value":"sentCount"}},{"kind":"Field","name":{"kind":"Name","value":"failedCount"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminNewslettersQuery, AdminNewslettersQueryVariables>;
export const AdminOutboxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOutbox"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OutboxStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OutboxSort"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outboxEmailsConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"toAddress"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<AdminOutboxQuery, AdminOutboxQueryVariables>;
export const PriceAlertCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PriceAlertCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceAlertCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productSlug"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"fired"}}]}}]}}]} as unknown as DocumentNode<PriceAlertCountsQuery, PriceAlertCountsQueryVariables>;
export const AdminProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"priceCheckedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageAlt"}},{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"Field","name":{"kind":"Name","value":"amazonAsin"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"bulldogFitNotes"}},{"kind":"Field","name":{"kind":"Name","value":"material"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"reflective"}},{"kind":"Field","name":{"kind":"Name","value":"waterproof"}},{"kind":"Field","name":{"kind":"Name","value":"machineWashable"}},{"kind":"Field","name":{"kind":"Name","value":"bestFor"}},{"kind":"Field","name":{"kind":"Name","value":"breeds"}},{"kind":"Field","name":{"kind":"Name","value":"freeShipping"}},{"kind":"Field","name":{"kind":"Name","value":"sizes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"neckIn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"verdict"}},{"kind":"Field","name":{"kind":"Name","value":"scores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"safetyDurability"}},{"kind":"Field","name":{"kind":"Name","value":"comfortFit"}},{"kind":"Field","name":{"kind":"Name","value":"customerSatisfaction"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"features"}}]}},{"kind":"Field","name":{"kind":"Name","value":"testNotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"daysWorn"}},{"kind":"Field","name":{"kind":"Name","value":"findings"}},{"kind":"Field","name":{"kind":"Name","value":"dog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"breed"}},{"kind":"Field","name":{"kind":"Name","value":"ageYears"}},{"kind":"Field","name":{"kind":"Name","value":"neckIn"}},{"kind":"Field","name":{"kind":"Name","value":"weightLbs"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pros"}},{"kind":"Field","name":{"kind":"Name","value":"cons"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductRetailerPanel_product"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductRetailerPanel_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"amazonAsin"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"priceCheckedAt"}},{"kind":"Field","name":{"kind":"Name","value":"availability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"retailerListing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"problem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"problem"}},{"kind":"Field","name":{"kind":"Name","value":"since"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AdminProductQuery, AdminProductQueryVariables>;
export const CreateProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreateProductMutation, CreateProductMutationVariables>;
export const UpdateProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"priceCheckedAt"}}]}}]}}]} as unknown as DocumentNode<UpdateProductMutation, UpdateProductMutationVariables>;
export const RefreshProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefreshProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductRetailerPanel_product"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductRetailerPanel_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"amazonAsin"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"priceCheckedAt"}},{"kind":"Field","name":{"kind":"Name","value":"availability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"retailerListing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"problem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"problem"}},{"kind":"Field","name":{"kind":"Name","value":"since"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RefreshProductMutation, RefreshProductMutationVariables>;
export const ProductRevisionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductRevisions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productRevisions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"changedFields"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<ProductRevisionsQuery, ProductRevisionsQueryVariables>;
export const RestoreProductRevisionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestoreProductRevision"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"revisionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"restoreSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreProductRevision"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"revisionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"revisionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"restoreSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"restoreSlug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RestoreProductRevisionMutation, RestoreProductRevisionMutationVariables>;
export const AdminProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"archived"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProductSort"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminProductsConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"archived"},"value":{"kind":"Variable","name":{"kind":"Name","value":"archived"}}},{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"priceCheckedAt"}},{"kind":"Field","name":{"kind":"Name","value":"priceShownUntil"}},{"kind":"Field","name":{"kind":"Name","value":"amazonAsin"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}}]}}]}}]}}]} as unknown as DocumentNode<AdminProductsQuery, AdminProductsQueryVariables>;
export const ConfirmProductPriceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmProductPrice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmProductPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"priceCheckedAt"}},{"kind":"Field","name":{"kind":"Name","value":"priceShownUntil"}}]}}]}}]} as unknown as DocumentNode<ConfirmProductPriceMutation, ConfirmProductPriceMutationVariables>;
export const MoveProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"position"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"position"},"value":{"kind":"Variable","name":{"kind":"Name","value":"position"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}}]}}]}}]} as unknown as DocumentNode<MoveProductMutation, MoveProductMutationVariables>;
export const SetProductArchivedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetProductArchived"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"archived"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"archived"},"value":{"kind":"Variable","name":{"kind":"Name","value":"archived"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}}]}}]}}]} as unknown as DocumentNode<SetProductArchivedMutation, SetProductArchivedMutationVariables>;
export const DeleteProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteProductMutation, DeleteProductMutationVariables>;
export const ProductRevisionComparisonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductRevisionComparison"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"revisionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productRevisionComparison"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"revisionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"revisionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RevisionComparisonFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RevisionComparisonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RevisionComparison"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}}]}}]}}]} as unknown as DocumentNode<ProductRevisionComparisonQuery, ProductRevisionComparisonQueryVariables>;
export const ArticleRevisionComparisonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArticleRevisionComparison"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"revisionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleRevisionComparison"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"revisionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"revisionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RevisionComparisonFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RevisionComparisonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RevisionComparison"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}}]}}]}}]} as unknown as DocumentNode<ArticleRevisionComparisonQuery, ArticleRevisionComparisonQueryVariables>;
export const RetailerStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RetailerStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retailerStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configured"}},{"kind":"Field","name":{"kind":"Name","value":"setupHint"}},{"kind":"Field","name":{"kind":"Name","value":"intervalMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"lastCycleStartedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastCycleFinishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextSyncAt"}},{"kind":"Field","name":{"kind":"Name","value":"productsDue"}},{"kind":"Field","name":{"kind":"Name","value":"linkProblems"}},{"kind":"Field","name":{"kind":"Name","value":"pause"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"endsOnRefresh"}}]}}]}}]}}]} as unknown as DocumentNode<RetailerStatusQuery, RetailerStatusQueryVariables>;
export const RefreshAllProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefreshAllProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshAllProducts"}}]}}]} as unknown as DocumentNode<RefreshAllProductsMutation, RefreshAllProductsMutationVariables>;
export const AdminSubmissionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSubmissions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmissionSort"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productSubmissionsConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"amazonAsin"}},{"kind":"Field","name":{"kind":"Name","value":"submitterName"}},{"kind":"Field","name":{"kind":"Name","value":"submitterEmail"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rawStatus"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}}]}}]}}]}}]} as unknown as DocumentNode<AdminSubmissionsQuery, AdminSubmissionsQueryVariables>;
export const UpdateSubmissionStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSubmissionStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ModerationStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProductSubmissionStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<UpdateSubmissionStatusMutation, UpdateSubmissionStatusMutationVariables>;
export const DeleteSubmissionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSubmission"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProductSubmission"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteSubmissionMutation, DeleteSubmissionMutationVariables>;
export const AdminSubscribersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSubscribers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriberStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriberSort"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailSubscribersConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"leadMagnet"}},{"kind":"Field","name":{"kind":"Name","value":"breed"}},{"kind":"Field","name":{"kind":"Name","value":"subscribedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<AdminSubscribersQuery, AdminSubscribersQueryVariables>;
export const AdminSubscribersCsvDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSubscribersCsv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriberStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailSubscribersCsv"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}]}]}}]} as unknown as DocumentNode<AdminSubscribersCsvQuery, AdminSubscribersCsvQueryVariables>;
export const EraseSubscriberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EraseSubscriber"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eraseEmailSubscriber"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emails"}},{"kind":"Field","name":{"kind":"Name","value":"contactMessages"}}]}}]}}]} as unknown as DocumentNode<EraseSubscriberMutation, EraseSubscriberMutationVariables>;
export const AdminMailSuppressionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMailSuppressions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailSuppressionsConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<AdminMailSuppressionsQuery, AdminMailSuppressionsQueryVariables>;
export const ReleaseMailSuppressionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReleaseMailSuppression"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"releaseMailSuppression"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ReleaseMailSuppressionMutation, ReleaseMailSuppressionMutationVariables>;
export const CollarReviewPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CollarReviewPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageAlt"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"avifSrcset"}},{"kind":"Field","name":{"kind":"Name","value":"webpSrcset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"Field","name":{"kind":"Name","value":"amazonAsin"}},{"kind":"Field","name":{"kind":"Name","value":"material"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"reflective"}},{"kind":"Field","name":{"kind":"Name","value":"waterproof"}},{"kind":"Field","name":{"kind":"Name","value":"machineWashable"}},{"kind":"Field","name":{"kind":"Name","value":"bestFor"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"bulldogFitNotes"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"displayPrice"}},{"kind":"Field","name":{"kind":"Name","value":"priceCheckedAt"}},{"kind":"Field","name":{"kind":"Name","value":"priceValidUntil"}},{"kind":"Field","name":{"kind":"Name","value":"buyable"}},{"kind":"Field","name":{"kind":"Name","value":"availability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PriceHistory_product"}},{"kind":"Field","name":{"kind":"Name","value":"retailerUrl"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"verdict"}},{"kind":"Field","name":{"kind":"Name","value":"editorialScore"}},{"kind":"Field","name":{"kind":"Name","value":"scores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"safetyDurability"}},{"kind":"Field","name":{"kind":"Name","value":"comfortFit"}},{"kind":"Field","name":{"kind":"Name","value":"customerSatisfaction"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"features"}}]}},{"kind":"Field","name":{"kind":"Name","value":"testNotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"daysWorn"}},{"kind":"Field","name":{"kind":"Name","value":"findings"}},{"kind":"Field","name":{"kind":"Name","value":"dog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"breed"}},{"kind":"Field","name":{"kind":"Name","value":"ageYears"}},{"kind":"Field","name":{"kind":"Name","value":"neckIn"}},{"kind":"Field","name":{"kind":"Name","value":"weightLbs"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pros"}},{"kind":"Field","name":{"kind":"Name","value":"cons"}},{"kind":"Field","name":{"kind":"Name","value":"sizes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"neckIn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"related"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"avifSrcset"}},{"kind":"Field","name":{"kind":"Name","value":"webpSrcset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"editorialScore"}},{"kind":"Field","name":{"kind":"Name","value":"bestFor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceHistory_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceCheckedAt"}},{"kind":"Field","name":{"kind":"Name","value":"priceHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"observedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lowest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"observedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"observedAt"}}]}}]}}]}}]} as unknown as DocumentNode<CollarReviewPageQuery, CollarReviewPageQueryVariables>;
export const CollarsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CollarsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CollarFilter"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"breed"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Breed"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productsConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}},{"kind":"Argument","name":{"kind":"Name","value":"breed"},"value":{"kind":"Variable","name":{"kind":"Name","value":"breed"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard_product"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"editorialScore"}},{"kind":"Field","name":{"kind":"Name","value":"displayPrice"}},{"kind":"Field","name":{"kind":"Name","value":"priceCheckedAt"}},{"kind":"Field","name":{"kind":"Name","value":"buyable"}},{"kind":"Field","name":{"kind":"Name","value":"availability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageAlt"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"avifSrcset"}},{"kind":"Field","name":{"kind":"Name","value":"webpSrcset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"bulldogFitNotes"}},{"kind":"Field","name":{"kind":"Name","value":"retailerUrl"}},{"kind":"Field","name":{"kind":"Name","value":"freeShipping"}}]}}]} as unknown as DocumentNode<CollarsPageQuery, CollarsPageQueryVariables>;
export const CompareChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompareChoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CompareChoicesQuery, CompareChoicesQueryVariables>;
export const ComparePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComparePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slugs"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"buyableOnly"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},"defaultValue":{"kind":"BooleanValue","value":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"slugs"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slugs"}}},{"kind":"Argument","name":{"kind":"Name","value":"buyableOnly"},"value":{"kind":"Variable","name":{"kind":"Name","value":"buyableOnly"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompareTable_product"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompareTable_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"editorialScore"}},{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"Field","name":{"kind":"Name","value":"displayPrice"}},{"kind":"Field","name":{"kind":"Name","value":"priceCheckedAt"}},{"kind":"Field","name":{"kind":"Name","value":"buyable"}},{"kind":"Field","name":{"kind":"Name","value":"availability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"avifSrcset"}},{"kind":"Field","name":{"kind":"Name","value":"webpSrcset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"material"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"reflective"}},{"kind":"Field","name":{"kind":"Name","value":"waterproof"}},{"kind":"Field","name":{"kind":"Name","value":"machineWashable"}},{"kind":"Field","name":{"kind":"Name","value":"bestFor"}},{"kind":"Field","name":{"kind":"Name","value":"retailerUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sizes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"neckIn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}}]}}]}}]} as unknown as DocumentNode<ComparePageQuery, ComparePageQueryVariables>;
export const FitFinderAnswerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FitFinderAnswer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FitInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fitRecommendation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"puppy"}},{"kind":"Field","name":{"kind":"Name","value":"measured"}},{"kind":"Field","name":{"kind":"Name","value":"neckIn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}},{"kind":"Field","name":{"kind":"Name","value":"estimate"}},{"kind":"Field","name":{"kind":"Name","value":"neckWarning"}},{"kind":"Field","name":{"kind":"Name","value":"roomNeeded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"belowIn"}},{"kind":"Field","name":{"kind":"Name","value":"aboveIn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"collarLengthIn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minWidthIn"}},{"kind":"Field","name":{"kind":"Name","value":"twoFingerCheck"}},{"kind":"Field","name":{"kind":"Name","value":"matchCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"matches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard_product"}}]}},{"kind":"Field","name":{"kind":"Name","value":"size"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"neckIn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"room"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"belowIn"}},{"kind":"Field","name":{"kind":"Name","value":"aboveIn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"suited"}},{"kind":"Field","name":{"kind":"Name","value":"fitNotes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"closest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"editorialScore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"size"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"neckIn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"missByIn"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"editorialScore"}},{"kind":"Field","name":{"kind":"Name","value":"displayPrice"}},{"kind":"Field","name":{"kind":"Name","value":"priceCheckedAt"}},{"kind":"Field","name":{"kind":"Name","value":"buyable"}},{"kind":"Field","name":{"kind":"Name","value":"availability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageAlt"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"avifSrcset"}},{"kind":"Field","name":{"kind":"Name","value":"webpSrcset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"bulldogFitNotes"}},{"kind":"Field","name":{"kind":"Name","value":"retailerUrl"}},{"kind":"Field","name":{"kind":"Name","value":"freeShipping"}}]}}]} as unknown as DocumentNode<FitFinderAnswerQuery, FitFinderAnswerQueryVariables>;
export const CreatePriceAlertDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePriceAlert"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PriceAlertInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPriceAlert"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"belowCents"}}]}}]}}]} as unknown as DocumentNode<CreatePriceAlertMutation, CreatePriceAlertMutationVariables>;
export const HomeTopPicksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeTopPicks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"buyableOnly"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard_product"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"editorialScore"}},{"kind":"Field","name":{"kind":"Name","value":"displayPrice"}},{"kind":"Field","name":{"kind":"Name","value":"priceCheckedAt"}},{"kind":"Field","name":{"kind":"Name","value":"buyable"}},{"kind":"Field","name":{"kind":"Name","value":"availability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageAlt"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"avifSrcset"}},{"kind":"Field","name":{"kind":"Name","value":"webpSrcset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"bulldogFitNotes"}},{"kind":"Field","name":{"kind":"Name","value":"retailerUrl"}},{"kind":"Field","name":{"kind":"Name","value":"freeShipping"}}]}}]} as unknown as DocumentNode<HomeTopPicksQuery, HomeTopPicksQueryVariables>;
export const TestPerplexityConnectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestPerplexityConnection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testPerplexityConnection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"response"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]} as unknown as DocumentNode<TestPerplexityConnectionMutation, TestPerplexityConnectionMutationVariables>;
export const TestContentGenerationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestContentGeneration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testContentGeneration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"usage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalTokens"}},{"kind":"Field","name":{"kind":"Name","value":"promptTokens"}},{"kind":"Field","name":{"kind":"Name","value":"completionTokens"}}]}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"metaDescription"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"wordCount"}},{"kind":"Field","name":{"kind":"Name","value":"readingTime"}}]}}]}}]}}]} as unknown as DocumentNode<TestContentGenerationMutation, TestContentGenerationMutationVariables>;
export const BlogPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BlogPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articlesConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"avifSrcset"}},{"kind":"Field","name":{"kind":"Name","value":"webpSrcset"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleCard_article"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleCard_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"metaDescription"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"readTime"}}]}}]} as unknown as DocumentNode<BlogPageQuery, BlogPageQueryVariables>;
export const BlogPostPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BlogPostPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"article"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"metaDescription"}},{"kind":"Field","name":{"kind":"Name","value":"targetKeywords"}},{"kind":"Field","name":{"kind":"Name","value":"seoKeywords"}},{"kind":"Field","name":{"kind":"Name","value":"readingTime"}},{"kind":"Field","name":{"kind":"Name","value":"wordCount"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"avifSrcset"}},{"kind":"Field","name":{"kind":"Name","value":"webpSrcset"}}]}}]}}]}}]} as unknown as DocumentNode<BlogPostPageQuery, BlogPostPageQueryVariables>;
export const FaqSectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FaqSection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"faqs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}}]} as unknown as DocumentNode<FaqSectionQuery, FaqSectionQueryVariables>;
export const GuidesPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GuidesPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articlesConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleCard_article"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleCard_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"metaDescription"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"readTime"}}]}}]} as unknown as DocumentNode<GuidesPageQuery, GuidesPageQueryVariables>;
export const LatestArticlesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LatestArticles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleCard_article"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleCard_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"metaDescription"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"readTime"}}]}}]} as unknown as DocumentNode<LatestArticlesQuery, LatestArticlesQueryVariables>;
export const AboutPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AboutPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productsConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<AboutPageQuery, AboutPageQueryVariables>;
export const SendContactMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendContactMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendContactMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SendContactMessageMutation, SendContactMessageMutationVariables>;
export const NewsletterArchivePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsletterArchivePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsletterArchive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"preheader"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}}]}}]}}]} as unknown as DocumentNode<NewsletterArchivePageQuery, NewsletterArchivePageQueryVariables>;
export const NewsletterIssuePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsletterIssuePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsletterArchiveIssue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"preheader"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"indexable"}},{"kind":"Field","name":{"kind":"Name","value":"html"}}]}}]}}]} as unknown as DocumentNode<NewsletterIssuePageQuery, NewsletterIssuePageQueryVariables>;
export const SubscribeEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscribeEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubscribeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribe"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SubscribeEmailMutation, SubscribeEmailMutationVariables>;
export const SubmitProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductSubmissionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SubmitProductMutation, SubmitProductMutationVariables>;