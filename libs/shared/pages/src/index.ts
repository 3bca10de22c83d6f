export {
  INDEXABLE_PATHS,
  SITE_ROUTES,
  matchSiteRoute,
  pageUrl,
  type SitePath,
  type SiteRoute,
  type SiteRouteMatch,
  type StaticSitePath,
} from './lib/site-routes';
export { RENDER_DATA_UNAVAILABLE, type GraphQLOperation, type RenderRequest, type RenderResult, type WebServerEntry } from './lib/render-contract';
