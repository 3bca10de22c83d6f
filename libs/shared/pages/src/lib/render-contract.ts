import type { FormattedExecutionResult } from 'graphql';

/** One GraphQL operation, as the web app's data layer asks for it. */
export interface GraphQLOperation {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

/**
 * The server-rendering contract between the api (apps/api/src/app/ssr.ts) and the web app's server entry
 * (apps/web/src/entry-server.tsx), which the api loads from the web build at start-up.
 */
export interface RenderRequest {
  /** The URL to render: for a page of the route table its `pageUrl` (path and the query parameters it reads). */
  url: string;
  /** Runs a GraphQL operation in the server process (no HTTP round trip). Errors come back in `errors`. */
  execute: (operation: GraphQLOperation) => Promise<FormattedExecutionResult>;
  /** The site's public origin, for canonical URLs and social tags. */
  siteUrl: string;
  /** TWITTER_SITE, the site's X (Twitter) handle for twitter:site; unset, no such tag. */
  twitterSite?: string;
}

/** Status code of a render whose data could not all be loaded (a GraphQL error in any of its queries). */
export const RENDER_DATA_UNAVAILABLE = 503;

export interface RenderResult {
  /**
   * The HTTP status: what the page asked for (404 for the not-found page), or `RENDER_DATA_UNAVAILABLE` when a
   * query met an error; the markup then shows the page's error panel, and the server neither caches it nor lets
   * anyone else cache it.
   */
  status: number;
  /** Tags for <head>: title, meta, canonical link, structured data, collected styles. */
  head: string;
  html: string;
  /** The data the page rendered with (operation results by key), embedded as JSON for hydration. */
  state: unknown;
  /** Client build-manifest keys of the page modules this URL needs (the server preloads their chunks). */
  modules: string[];
  /**
   * Operations the page read that its route did not declare (keys): they were run after a first render and the page
   * rendered again. Absent when the route declared all its data (the one-pass render).
   */
  undeclared?: string[];
}

/** What the web app's server entry exports. */
export interface WebServerEntry {
  render(request: RenderRequest): Promise<RenderResult>;
}
