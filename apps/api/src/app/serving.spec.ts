// How the app serves, whatever the engine: headers, CORS and cross-site writes, body limits, caching and the
// render queue, request logs, metrics, the operations each page asks for, what the privacy policy claims, images and
// the fit finder's markup. SQLite only (tools/jest/database-suites.js says why).
// The suites run in this one Jest file so that the app's modules load once for all of them (a Jest file loads its own
// copy of every module); each is required inside its describe block, which scopes its hooks, its own app and
// database, to it.

describe('security', () => {
  require('./security.suite');
});
describe('cross-site-writes', () => {
  require('./cross-site-writes.suite');
});
describe('json-depth', () => {
  require('./json-depth.suite');
});
describe('http-caching', () => {
  require('./http-caching.suite');
});
describe('response-cache', () => {
  require('./response-cache.suite');
});
describe('miss-storm', () => {
  require('./miss-storm.suite');
});
describe('request-log', () => {
  require('./request-log.suite');
});
describe('metrics', () => {
  require('./metrics.suite');
});
describe('route-data', () => {
  require('./route-data.suite');
});
describe('privacy-claims', () => {
  require('./privacy-claims.suite');
});
describe('product-images', () => {
  require('./product-images.suite');
});
describe('article-cover', () => {
  require('./article-cover.suite');
});
describe('fit-finder-page', () => {
  require('./fit-finder-page.suite');
});
