export { POLICY_DATES } from './lib/policy-dates';
export { SITE_ROUTES, type SitePath, type StaticSitePath } from './lib/site-routes';
export { INDEXABLE_PATHS, matchSiteRoute, pageUrl } from './lib/page-url';
export {
  RENDER_DATA_UNAVAILABLE,
  type GraphQLOperation,
  type RenderRequest,
  type RenderResult,
  type WebServerEntry,
} from './lib/render-contract';
