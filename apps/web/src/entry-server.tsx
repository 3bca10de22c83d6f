import {
  operationKey,
  operationName,
  PageDataProvider,
  PageDataStore,
  type OperationResult,
  type PageDataState,
  type PageOperation,
} from '@bcg/web/graphql';
import {
  HeadCollectorProvider,
  preloadStaticIslands,
  RenderStatusProvider,
  renderHeadTags,
  type HeadCollector,
  type RenderStatus,
} from '@bcg/web/shared';
import { RENDER_DATA_UNAVAILABLE, type RenderRequest, type RenderResult } from '@bcg/shared/pages';
import { print, type DocumentNode } from 'graphql';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { App } from './app/app';
import { routeOperations } from './app/route-data';
import { preloadRoute } from './app/routes';
import { splitStyleTags } from './app/server-style-tags';

/** Each document's text, printed once per process (the documents are module constants). */
const printed = new WeakMap<object, string>();
function queryText(document: DocumentNode): string {
  let text = printed.get(document);
  if (text === undefined) printed.set(document, (text = print(document)));
  return text;
}

/**
 * Renders a URL with its data: markup, <head> tags (meta and collected styles), the page data and HTTP status
 * (503 when a query met an error: the page then shows its error panel, which must not be served as the page).
 *
 * One pass: the route declares its operations (app/route-data.ts), they all run before React renders, and
 * renderToString renders once with their results. An operation a component reads that its route did not declare is
 * run after that render, and the page rendered again (reported in `undeclared`; a test keeps the list empty).
 */
export async function render({ url, execute, siteUrl, twitterSite }: RenderRequest): Promise<RenderResult> {
  const modules = await preloadRoute(url);
  // After the page's code: loading it defines the page's own islands.
  await preloadStaticIslands();
  let dataFailed = false;
  const state: PageDataState = {};
  // Every query goes through here: one that meets an error (the database is down, a resolver failed) marks the
  // whole render, whichever page or section shows its error panel.
  const run = async ({ document, variables }: PageOperation): Promise<void> => {
    let result: OperationResult;
    try {
      const answer = await execute({
        query: queryText(document as DocumentNode),
        variables: variables as Record<string, unknown> | undefined,
        operationName: operationName(document),
      });
      result = { data: answer.data ?? undefined, errors: answer.errors };
    } catch {
      // The executor reports errors in the result; a rejection is unexpected, and its text is not for visitors.
      result = { errors: [{ message: 'Internal server error' }] };
    }
    if (result.errors?.length) dataFailed = true;
    state[operationKey(document, variables)] = result;
  };
  await Promise.all(routeOperations(url).map(run));

  let rendered = renderOnce(url, new PageDataStore(null, state), siteUrl, twitterSite);
  const undeclared = [...rendered.store.missed.keys()];
  if (undeclared.length > 0) {
    await Promise.all([...rendered.store.missed.values()].map(run));
    rendered = renderOnce(url, new PageDataStore(null, state), siteUrl, twitterSite);
  }

  return {
    status: dataFailed ? RENDER_DATA_UNAVAILABLE : rendered.status.code,
    head: rendered.head,
    html: rendered.html,
    state: rendered.store.state(),
    modules,
    ...(undeclared.length > 0 ? { undeclared } : {}),
  };
}

function renderOnce(url: string, store: PageDataStore, siteUrl: string, twitterSite: string | undefined) {
  const status: RenderStatus = { code: 200 };
  const head: HeadCollector = {};
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <HeadCollectorProvider collector={head}>
            <RenderStatusProvider status={status}>
              <PageDataProvider store={store}>
                <StaticRouter location={url}>
                  <App />
                </StaticRouter>
              </PageDataProvider>
            </RenderStatusProvider>
          </HeadCollectorProvider>
        </StrictMode>,
      ),
    );
    return { html, store, status, head: `${renderHeadTags(head, siteUrl, { twitterSite })}\n    ${splitStyleTags(sheet.getStyleTags())}` };
  } finally {
    sheet.seal();
  }
}
