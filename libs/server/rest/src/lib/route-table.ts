import { ADMIN_ROUTES } from './admin-routes';
import { ARTICLE_ROUTES } from './article-routes';
import { CONTENT_GENERATION_ROUTES } from './content-generation-routes';
import { FAQ_ROUTES } from './faq-routes';
import { FIT_ROUTES } from './fit-routes';
import { MESSAGE_ROUTES } from './message-routes';
import { PRICE_ALERT_ROUTES } from './price-alert-routes';
import { NEWSLETTER_ROUTES } from './newsletter-routes';
import { PREFERENCES_ROUTES } from './preferences-routes';
import { PRODUCT_ROUTES } from './product-routes';
import type { RestRoute } from './rest-route';
import { MAIL_EVENT_ROUTES } from './mail-event-routes';
import { RETAILER_ROUTES } from './retailer-routes';
import { SUBMISSION_ROUTES } from './submission-routes';
import { SUBSCRIBER_ROUTES } from './subscriber-routes';
import { TRANSFER_ROUTES } from './transfer-routes';

/** Every legacy REST call, one file per resource: the paths external tools know, plus the editorial desk's. */
export const REST_ROUTES: readonly RestRoute[] = [
  ...PRODUCT_ROUTES,
  ...FIT_ROUTES,
  ...ARTICLE_ROUTES,
  ...FAQ_ROUTES,
  ...SUBSCRIBER_ROUTES,
  ...SUBMISSION_ROUTES,
  ...MESSAGE_ROUTES,
  ...CONTENT_GENERATION_ROUTES,
  ...ADMIN_ROUTES,
  ...TRANSFER_ROUTES,
  ...RETAILER_ROUTES,
  ...PRICE_ALERT_ROUTES,
  ...MAIL_EVENT_ROUTES,
  ...NEWSLETTER_ROUTES,
  ...PREFERENCES_ROUTES,
];
