import { ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { createApolloClient } from '@bcg/web/graphql';
import { HeadCollectorProvider, preloadStaticIslands, RenderStatusProvider, renderHeadTags, type HeadCollector, type RenderStatus } from '@bcg/web/shared';
import { print, type FormattedExecutionResult } from 'graphql';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { from } from 'rxjs';
import { ServerStyleSheet } from 'styled-components';
import { App } from './app/app';
import { preloadRoute } from './app/routes';

export interface RenderRequest {
  url: string;
  /** Runs a GraphQL operation in the server process (no HTTP round trip). */
  execute: (request: { query: string; variables?: Record<string, unknown>; operationName?: string }) => Promise<FormattedExecutionResult>;
  siteUrl: string;
}

export interface RenderResult {
  status: number;
  head: string;
  html: string;
  state: unknown;
  /** Client build-manifest keys of the page modules this URL needs (the server preloads their chunks). */
  modules: string[];
}

/** Renders a URL with its data: markup, <head> tags (meta and collected styles), Apollo cache and HTTP status. */
export async function render({ url, execute, siteUrl }: RenderRequest): Promise<RenderResult> {
  const modules = await preloadRoute(url);
  // After the page's code: loading it defines the page's own islands.
  await preloadStaticIslands();
  const link = new ApolloLink((operation) =>
    from(
      execute({
        query: print(operation.query),
        variables: operation.variables,
        operationName: operation.operationName,
      }) as Promise<ApolloLink.Result>,
    ),
  );
  const client = createApolloClient({ link, ssrMode: true });
  const head: HeadCollector = {};
  const status: RenderStatus = { code: 200 };
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
    status: status.code,
    head: `${renderHeadTags(head, siteUrl)}\n    ${styleTags}`,
    html: result,
    state: client.extract(),
    modules,
  };
}
