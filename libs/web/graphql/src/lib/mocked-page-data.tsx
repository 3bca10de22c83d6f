import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useState, type ReactNode } from 'react';
import { GraphQLRequestError, operationKey, PageDataProvider, PageDataStore, type OperationResult, type PageDataState } from './page-data';

/** One expected operation of a component test: its answer (`result`) or a failure without one (`error`). */
export interface PageDataMock {
  request: { query: TypedDocumentNode<unknown, never> | TypedDocumentNode<never, never>; variables?: unknown };
  result?: OperationResult;
  error?: Error;
  /** Milliseconds before the answer, so a test can see the loading state first. */
  delay?: number;
}

/**
 * For component tests: a page-data store whose network is a list of mocks, each answering one request (like
 * Apollo's MockedProvider); `state` plays the server's embedded data. An unexpected request fails the call.
 */
export function MockedPageData({ mocks = [], state, children }: { mocks?: PageDataMock[]; state?: PageDataState; children: ReactNode }) {
  const [store] = useState(() => {
    const remaining = [...mocks];
    return new PageDataStore(async (document, variables) => {
      const key = operationKey(document, variables);
      const index = remaining.findIndex(
        (mock) => operationKey(mock.request.query as TypedDocumentNode<unknown, never>, mock.request.variables) === key,
      );
      if (index < 0) throw new GraphQLRequestError(`No mock for ${key}`);
      const [mock] = remaining.splice(index, 1);
      if (mock?.delay) await new Promise((resolve) => setTimeout(resolve, mock.delay));
      if (mock?.error) throw mock.error;
      return mock?.result ?? {};
    }, state);
  });
  return <PageDataProvider store={store}>{children}</PageDataProvider>;
}
