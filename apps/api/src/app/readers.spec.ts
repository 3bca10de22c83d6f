// What readers send and receive: sign-ups and their emails, email preferences, price alerts, the newsletter's
// delivery and links, bounce and complaint notices, contact messages, page-view analytics.
// The suites run in this one Jest file so that the app's modules load once for all of them (a Jest file loads its own
// copy of every module); each is required inside its describe block, which scopes its hooks, its own app and
// database, to it.

describe('subscription', () => {
  require('./subscription.suite');
});
describe('email-preferences', () => {
  require('./email-preferences.suite');
});
describe('price-alerts', () => {
  require('./price-alerts.suite');
});
describe('newsletter-delivery', () => {
  require('./newsletter-delivery.suite');
});
describe('newsletter-links', () => {
  require('./newsletter-links.suite');
});
describe('mail-events', () => {
  require('./mail-events.suite');
});
describe('contact-messages', () => {
  require('./contact-messages.suite');
});
describe('analytics', () => {
  require('./analytics.suite');
});
