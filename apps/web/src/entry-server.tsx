import { ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { createApolloClient } from '@bcg/web/graphql';
import {
  HeadCollectorProvider,
  preloadStaticIslands,
  RenderStatusProvider,
  renderHeadTags,
  type HeadCollector,
  type RenderStatus,
} from '@bcg/web/shared';
import { RENDER_DATA_UNAVAILABLE, type RenderRequest, type RenderResult } from '@bcg/shared/pages';
import { print, type FormattedExecutionResult } from 'graphql';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { from } from 'rxjs';
import { ServerStyleSheet } from 'styled-components';
import { App } from './app/app';
import { preloadRoute } from './app/routes';

/**
 * Renders a URL with its data: markup, <head> tags (meta and collected styles), Apollo cache and HTTP status
 * (503 when a query met an error: the page then shows its error panel, which must not be served as the page).
 */
export async function render({ url, execute, siteUrl, twitterSite }: RenderRequest): Promise<RenderResult> {
  const modules = await preloadRoute(url);
  // After the page's code: loading it defines the page's own islands.
  await preloadStaticIslands();
  const status: RenderStatus = { code: 200 };
  // Every query of the render goes through here: one that meets an error (the database is down, a resolver
  // failed) marks the whole render, whichever page or section shows its error panel.
  const run = async (operation: ApolloLink.Operation): Promise<FormattedExecutionResult> => {
    try {
      const result = await execute({
        query: print(operation.query),
        variables: operation.variables,
        operationName: operation.operationName,
      });
      if (result.errors?.length) status.dataFailed = true;
      return result;
    } catch {
      // The executor reports errors in the result; a rejection is unexpected, and its text is not for visitors.
      status.dataFailed = true;
      return { data: null, errors: [{ message: 'Internal server error' }] };
    }
  };
  const link = new ApolloLink((operation) => from(run(operation) as Promise<ApolloLink.Result>));
  const client = createApolloClient({ link, ssrMode: true });
  const head: HeadCollector = {};
  let styleTags = '';

  const tree = (
    <StrictMode>
      <HeadCollectorProvider collector={head}>
        <RenderStatusProvider status={status}>
          <ApolloProvider client={client}>
            <StaticRouter location={url}>
              <App />
            </StaticRouter>
          </ApolloProvider>
        </RenderStatusProvider>
      </HeadCollectorProvider>
    </StrictMode>
  );

  const { result } = await prerenderStatic({
    tree,
    renderFunction: (element) => {
      const sheet = new ServerStyleSheet();
      try {
        const html = renderToString(sheet.collectStyles(element));
        styleTags = sheet.getStyleTags();
        return html;
      } finally {
        sheet.seal();
      }
    },
  });

  return {
    status: status.dataFailed ? RENDER_DATA_UNAVAILABLE : status.code,
    head: `${renderHeadTags(head, siteUrl, { twitterSite })}\n    ${styleTags}`,
    html: result,
    state: client.extract(),
    modules,
  };
}
