import { AdminCredential, AdminSession } from '@bcg/server/admin-auth';
import { ANALYTICS_ENTITIES } from '@bcg/server/analytics';
import { Product } from '@bcg/server/catalogue';
import { Article, ArticleSlugRedirect, Faq } from '@bcg/server/content';
import { JobLease, RateLimitCounter, SigningKey } from '@bcg/server/core';
import { EmailSubscriber } from '@bcg/server/leads';
import { ContactMessage } from '@bcg/server/messages';
import { MailSuppression, OutboxEmail } from '@bcg/server/mail';
import { Newsletter, NewsletterClickDay, NewsletterLink } from '@bcg/server/newsletter';
import { PriceAlert } from '@bcg/server/price-alerts';
import { PriceObservation, RetailerSyncState } from '@bcg/server/retailer';
import { Revision } from '@bcg/server/revisions';
import { ProductSubmission } from '@bcg/server/submissions';

/** Every entity with server state. */
export const ENTITIES = [
  Product,
  Article,
  Faq,
  ProductSubmission,
  EmailSubscriber,
  AdminSession,
  AdminCredential,
  RateLimitCounter,
  ContactMessage,
  OutboxEmail,
  Revision,
  ArticleSlugRedirect,
  JobLease,
  RetailerSyncState,
  PriceObservation,
  SigningKey,
  MailSuppression,
  Newsletter,
  NewsletterLink,
  NewsletterClickDay,
  PriceAlert,
  ...ANALYTICS_ENTITIES,
];
