// The public site as readers and search engines get it: server-rendered pages, blog, collars and reviews, the fit
// finder, dates and prices shown, sitemaps and feeds, structured data, the first start's seed, and
// each public write showing at once with the cache warm.
// The suites run in this one Jest file so that the app's modules load once for all of them (a Jest file loads its own
// copy of every module); each is required inside its describe block, which scopes its hooks, its own app and
// database, to it.

describe('pages', () => {
  require('./pages.suite');
});
describe('blog-pages', () => {
  require('./blog-pages.suite');
});
describe('collars-pages', () => {
  require('./collars-pages.suite');
});
describe('review-pages', () => {
  require('./review-pages.suite');
});
describe('articles-connection', () => {
  require('./articles-connection.suite');
});
describe('content-dates', () => {
  require('./content-dates.suite');
});
describe('cached-price-expiry', () => {
  require('./cached-price-expiry.suite');
});
describe('retailer-prices', () => {
  require('./retailer-prices.suite');
});
describe('fit-finder', () => {
  require('./fit-finder.suite');
});
describe('fit-finder-size', () => {
  require('./fit-finder-size.suite');
});
describe('discovery', () => {
  require('./discovery.suite');
});
describe('public-changes', () => {
  require('./public-changes.suite');
});
describe('structured-data', () => {
  require('./structured-data.suite');
});
describe('seed-if-empty', () => {
  require('./seed-if-empty.suite');
});
