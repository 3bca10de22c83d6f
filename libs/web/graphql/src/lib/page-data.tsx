import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { createContext, useCallback, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

/** One GraphQL error as the API formats it (README, "APIs"). */
export interface GraphQLFormattedError {
  message: string;
  extensions?: Record<string, unknown>;
}

/**
 * A failed GraphQL call: `errors` holds the answer's GraphQL errors; `statusCode` and `bodyText` the HTTP answer
 * when it was not a successful one. A network failure has neither. graphql-errors.ts reads the same fields of
 * Apollo's errors (the admin still uses Apollo Client), so one set of helpers serves both.
 */
export class GraphQLRequestError extends Error {
  constructor(
    message: string,
    readonly errors: readonly GraphQLFormattedError[] = [],
    readonly statusCode?: number,
    readonly bodyText?: string,
  ) {
    super(message);
    this.name = 'GraphQLRequestError';
  }
}

/** The answer to one operation: what the server embeds in the page and the browser keeps per operation. */
export interface OperationResult {
  data?: unknown;
  errors?: readonly GraphQLFormattedError[];
}

/** The page's data by operation key (`operationKey`): the JSON block the server writes next to the markup. */
export type PageDataState = Record<string, OperationResult>;

/** One GraphQL operation of a page: a typed document (codegen) and its variables. */
export interface PageOperation<TData = unknown, TVariables = Record<string, unknown>> {
  document: TypedDocumentNode<TData, TVariables>;
  variables?: TVariables;
}

/** Builds a typed operation for a route's data declaration: the variables must fit the document's. */
export function operation<TData, TVariables>(document: TypedDocumentNode<TData, TVariables>, variables?: TVariables): PageOperation {
  return { document, variables } as PageOperation;
}

/**
 * What a route reads from its URL to name its data: the path parameters and the query string. The server runs
 * these operations before it renders; the page's components read the same ones through usePageQuery.
 */
export interface RouteLocation {
  params: Readonly<Record<string, string | undefined>>;
  searchParams: URLSearchParams;
}
export type RouteData = (location: RouteLocation) => PageOperation[];

/** The name of a document's operation. */
export function operationName(document: TypedDocumentNode<unknown, never>): string {
  for (const definition of document.definitions) {
    if (definition.kind === 'OperationDefinition' && definition.name) return definition.name.value;
  }
  throw new Error('A page operation needs a name');
}

/** JSON with object keys sorted: the same variables give the same key whichever order they were written in. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The key of an operation in the page data: its name and its variables. */
export function operationKey(document: TypedDocumentNode<unknown, never>, variables?: unknown): string {
  return `${operationName(document)}:${stableJson(variables ?? {})}`;
}

/** Runs one operation over the network; rejects with a GraphQLRequestError when no GraphQL answer came back. */
export type OperationFetcher = (document: TypedDocumentNode<unknown, never>, variables: unknown) => Promise<OperationResult>;

/**
 * POST /graphql with plain fetch (credentials included, no retry). The document is printed by
 * graphql's printer, loaded on the first network call: a page's first load reads the server's embedded data and
 * needs neither the printer nor a client library.
 */
export const fetchOperation: OperationFetcher = async (document, variables) => {
  const { print } = await import('graphql/language/printer');
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify({ query: print(document), variables, operationName: operationName(document) }),
  });
  const bodyText = await response.text();
  const body = parseAnswer(bodyText);
  if (body && (Array.isArray(body.errors) || (response.ok && 'data' in body))) {
    if (!response.ok && body.errors?.length) {
      throw new GraphQLRequestError(messageOf(body.errors), body.errors, response.status, bodyText);
    }
    return { data: body.data ?? undefined, errors: body.errors };
  }
  throw new GraphQLRequestError(`Response not successful: Received status code ${response.status}`, [], response.status, bodyText);
};

interface GraphQLAnswer {
  data?: unknown;
  errors?: GraphQLFormattedError[];
}

/** The JSON answer, or null when it is not JSON (a proxy's page, an empty body). */
function parseAnswer(text: string): GraphQLAnswer | null {
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === 'object' && body !== null ? (body as GraphQLAnswer) : null;
  } catch {
    return null;
  }
}

const messageOf = (errors: readonly GraphQLFormattedError[]) => errors.map((error) => error.message).join('\n');

/** An operation's state in the store; replaced (never changed) on each update, so React sees the change. */
interface Entry {
  data?: unknown;
  error?: GraphQLRequestError;
  pending?: Promise<void>;
}

/**
 * The page data of one render (server) or of the browser's session: operation results by key. The server fills
 * it before rendering and never fetches (a read of an operation it does not hold is recorded as `missed`); the
 * browser starts from the server's JSON block and fetches what a client-side navigation needs, once per key.
 */
export class PageDataStore {
  private readonly entries = new Map<string, Entry>();
  private readonly listeners = new Set<() => void>();
  /** Operations a component read that the store did not hold (server rendering: not declared by the route). */
  readonly missed = new Map<string, PageOperation>();

  constructor(
    private readonly fetcher: OperationFetcher | null,
    state: PageDataState = {},
  ) {
    for (const [key, result] of Object.entries(state)) this.entries.set(key, entryOf(result));
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get(key: string): Entry | undefined {
    return this.entries.get(key);
  }

  /**
   * Records an operation's result (the server, once it has run the route's operations); `error` is a failure
   * that brought no GraphQL answer (the network, a proxy's page).
   */
  set(key: string, result: OperationResult, error?: GraphQLRequestError): void {
    this.entries.set(key, error ? { error } : entryOf(result));
    this.listeners.forEach((listener) => listener());
  }

  /** The store's results, for the page's JSON block. */
  state(): PageDataState {
    const state: PageDataState = {};
    for (const [key, entry] of this.entries) {
      if (entry.pending) continue;
      state[key] = entry.error ? { errors: entry.error.errors } : { data: entry.data };
    }
    return state;
  }

  /**
   * Fetches an operation unless its result is held or on its way (`force`: fetch again, the error panel's retry).
   * On the server it only records the miss.
   */
  load(document: TypedDocumentNode<unknown, never>, variables: unknown, force = false): Promise<void> {
    const key = operationKey(document, variables);
    const current = this.entries.get(key);
    if (current?.pending) return current.pending;
    if (current && !force) return Promise.resolve();
    if (!this.fetcher) {
      this.missed.set(key, { document, variables } as PageOperation);
      return Promise.resolve();
    }
    const pending = this.fetcher(document, variables).then(
      (result) => this.set(key, result),
      (error: unknown) => this.set(key, { errors: [] }, toRequestError(error)),
    );
    this.entries.set(key, { data: current?.data, pending });
    this.listeners.forEach((listener) => listener());
    return pending;
  }

  /** Runs a mutation (or any operation whose result is not kept): resolves its data, rejects with its errors. */
  async run<TData, TVariables>(document: TypedDocumentNode<TData, TVariables>, variables?: TVariables): Promise<TData> {
    const result = await (this.fetcher ?? fetchOperation)(document as TypedDocumentNode<unknown, never>, variables).catch(
      (error: unknown) => {
        throw toRequestError(error);
      },
    );
    if (result.errors?.length) throw new GraphQLRequestError(messageOf(result.errors), result.errors);
    return result.data as TData;
  }
}

function entryOf(result: OperationResult): Entry {
  return result.errors?.length ? { error: new GraphQLRequestError(messageOf(result.errors), result.errors) } : { data: result.data };
}

function toRequestError(error: unknown): GraphQLRequestError {
  if (error instanceof GraphQLRequestError) return error;
  return new GraphQLRequestError(error instanceof Error ? error.message : 'Network error');
}

const PageDataContext = createContext<PageDataStore | null>(null);
let browserStore: PageDataStore | undefined;

/** The store of the nearest provider, else the browser's own (fetching from /graphql). */
function usePageDataStore(): PageDataStore {
  return useContext(PageDataContext) ?? (browserStore ??= new PageDataStore(fetchOperation));
}

/** Provides a store: the server's for one render, the browser's seeded with the server's JSON block. */
export function PageDataProvider({ store, children }: { store: PageDataStore; children: ReactNode }) {
  return <PageDataContext.Provider value={store}>{children}</PageDataContext.Provider>;
}

export interface PageQueryResult<TData> {
  data: TData | undefined;
  loading: boolean;
  error: GraphQLRequestError | undefined;
  /** Fetches the operation again (an error panel's "Try again"). */
  refetch: () => Promise<void>;
}

/**
 * A page's data for one operation. Server rendering and hydration read what the server ran up front (the route's
 * declaration, apps/web/src/app/route-data.ts); after a client-side navigation the operation is fetched once and
 * kept for the session (cache-first, no polling, no refetch on focus).
 */
export function usePageQuery<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  options: { variables?: TVariables; skip?: boolean } = {},
): PageQueryResult<TData> {
  const store = usePageDataStore();
  const { variables, skip = false } = options;
  const doc = document as TypedDocumentNode<unknown, never>;
  const key = operationKey(doc, variables);
  const getEntry = () => store.get(key);
  const entry = useSyncExternalStore(store.subscribe, getEntry, getEntry);
  // Rendering on the server: nothing fetches there, so a read the route did not declare is recorded now.
  if (!entry && !skip && typeof window === 'undefined') void store.load(doc, variables);
  useEffect(() => {
    if (!skip) void store.load(doc, variables);
    // The key stands for the document and its variables.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, key, skip]);
  const refetch = useCallback(
    () => store.load(doc, variables, true),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [store, key],
  );
  if (skip) return { data: undefined, loading: false, error: undefined, refetch };
  return { data: entry?.data as TData | undefined, loading: !entry || Boolean(entry.pending), error: entry?.error, refetch };
}

/**
 * A mutation sent with plain fetch: `[mutate, { loading }]`, where `mutate({ variables })` resolves `{ data }` and
 * rejects with a GraphQLRequestError (the API's errors, e.g. BAD_USER_INPUT with its fields) like Apollo's did.
 */
export function useGraphQLMutation<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
): [(options?: { variables?: TVariables }) => Promise<{ data: TData }>, { loading: boolean }] {
  const store = usePageDataStore();
  const [loading, setLoading] = useState(false);
  const mutate = useCallback(
    async (options: { variables?: TVariables } = {}) => {
      setLoading(true);
      try {
        return { data: await store.run(document, options.variables) };
      } finally {
        setLoading(false);
      }
    },
    [store, document],
  );
  return [mutate, { loading }];
}
