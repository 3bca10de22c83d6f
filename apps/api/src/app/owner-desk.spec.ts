// The owner's desk over REST and GraphQL: login, the catalogue and its order, import and export, articles and their
// revisions, the FAQ, subscribers, the outbox, newsletters, the retailer's links and sync, uploads.
// The suites run in this one Jest file so that the app's modules load once for all of them (a Jest file loads its own
// copy of every module); each is required inside its describe block, which scopes its hooks, its own app and
// database, to it.

describe('admin', () => {
  require('./admin.suite');
});
describe('admin-login-race', () => {
  require('./admin-login-race.suite');
});
describe('admin-products', () => {
  require('./admin-products.suite');
});
describe('catalogue-admin-paging', () => {
  require('./catalogue-admin-paging.suite');
});
describe('catalogue-export-import', () => {
  require('./catalogue-export-import.suite');
});
describe('product-owner-fields', () => {
  require('./product-owner-fields.suite');
});
describe('upload-leftovers', () => {
  require('./upload-leftovers.suite');
});
describe('admin-articles', () => {
  require('./admin-articles.suite');
});
describe('article-editing', () => {
  require('./article-editing.suite');
});
describe('admin-faqs', () => {
  require('./admin-faqs.suite');
});
describe('admin-subscribers', () => {
  require('./admin-subscribers.suite');
});
describe('admin-outbox', () => {
  require('./admin-outbox.suite');
});
describe('admin-newsletters', () => {
  require('./admin-newsletters.suite');
});
describe('admin-paging', () => {
  require('./admin-paging.suite');
});
describe('retailer-admin', () => {
  require('./retailer-admin.suite');
});
describe('retailer-sync', () => {
  require('./retailer-sync.suite');
});
describe('retailer-waits', () => {
  require('./retailer-waits.suite');
});
describe('retailer-price-amounts', () => {
  require('./retailer-price-amounts.suite');
});
