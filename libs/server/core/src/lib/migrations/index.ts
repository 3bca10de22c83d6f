import { InitialSchema1763800000000 } from './1763800000000-initial-schema';
import { AdminAuth1763900000000 } from './1763900000000-admin-auth';
import { RateLimits1764000000000 } from './1764000000000-rate-limits';
import { SiteRevision1764050000000 } from './1764050000000-site-revision';
import { DropLoginAttempt1764100000000 } from './1764100000000-drop-login-attempt';
import { PriceCheckedAtNullable1764200000000 } from './1764200000000-price-checked-at-nullable';
import { Outbox1764300000000 } from './1764300000000-outbox';
import { SubscriberOptIn1764300100000 } from './1764300100000-subscriber-opt-in';
import { ContactMessages1764310000000 } from './1764310000000-contact-messages';
import { ProductReviews1764320000000 } from './1764320000000-product-reviews';
import { Analytics1764330000000 } from './1764330000000-analytics';
import { Revisions1764400000000 } from './1764400000000-revisions';
import { ProductImages1764420000000 } from './1764420000000-product-images';
import { ArticleEditor1764430000000 } from './1764430000000-article-editor';
import { AnalyticsLiveCounts1764440000000 } from './1764440000000-analytics-live-counts';
import { ListIndexes1764450000000 } from './1764450000000-list-indexes';
import { ArticleCoverImage1764460000000 } from './1764460000000-article-cover-image';
import { OutboxListIndex1764470000000 } from './1764470000000-outbox-list-index';
import { PublicArticleOrder1764480000000 } from './1764480000000-public-article-order';
import { CatalogueAdminIndexes1764490000000 } from './1764490000000-catalogue-admin-indexes';
import { AnalyticsRevision1764500000000 } from './1764500000000-analytics-revision';
import { ProductBreedsShipping1764510000000 } from './1764510000000-product-breeds-shipping';
import { SubscriberAddressesBreed1764520000000 } from './1764520000000-subscriber-addresses-breed';
import { ProductImageAlt1764550000000 } from './1764550000000-product-image-alt';
import { RetailerSync1764600000000 } from './1764600000000-retailer-sync';
import { JobLeaseRuns1764620000000 } from './1764620000000-job-lease-runs';
import { Newsletter1764700000000 } from './1764700000000-newsletter';
import { NewsletterSendIndexes1764710000000 } from './1764710000000-newsletter-send-indexes';
import { OutboxTransactionalOrder1764760000000 } from './1764760000000-outbox-transactional-order';
import { PriceAlertPendingMark1764810000000 } from './1764810000000-price-alert-pending-mark';

/** Every migration, oldest first. New ones are appended, never edited once released. */
export const MIGRATIONS = [
  InitialSchema1763800000000,
  AdminAuth1763900000000,
  RateLimits1764000000000,
  SiteRevision1764050000000,
  DropLoginAttempt1764100000000,
  PriceCheckedAtNullable1764200000000,
  Outbox1764300000000,
  SubscriberOptIn1764300100000,
  ContactMessages1764310000000,
  ProductReviews1764320000000,
  Analytics1764330000000,
  Revisions1764400000000,
  ProductImages1764420000000,
  ArticleEditor1764430000000,
  AnalyticsLiveCounts1764440000000,
  ListIndexes1764450000000,
  ArticleCoverImage1764460000000,
  OutboxListIndex1764470000000,
  PublicArticleOrder1764480000000,
  CatalogueAdminIndexes1764490000000,
  AnalyticsRevision1764500000000,
  ProductBreedsShipping1764510000000,
  SubscriberAddressesBreed1764520000000,
  ProductImageAlt1764550000000,
  RetailerSync1764600000000,
  JobLeaseRuns1764620000000,
  Newsletter1764700000000,
  NewsletterSendIndexes1764710000000,
  OutboxTransactionalOrder1764760000000,
  PriceAlertPendingMark1764810000000,
];
