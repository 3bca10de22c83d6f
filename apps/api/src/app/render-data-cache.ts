import type { GraphQLOperation, RenderRequest } from '@bcg/shared/pages';
import type { FormattedExecutionResult } from 'graphql';
import { LRUCache } from 'lru-cache';

/** Results kept at most (each a page section's data: a few KB, the comparison table's some tens of KB). */
const DEFAULT_MAX_RESULTS = 512;

/**
 * The results of the GraphQL operations server renders run, kept while the content they read is unchanged: a miss
 * of the page cache (any new search word, a page of another URL needing the same sections, a request the page cache
 * may not share) then costs the render alone, not the queries again. Valid for one revision, the response cache's
 * (the site revision of every process, the shown prices' freshness and the scheduled posts' publication): what a
 * cached GraphQL answer is valid for, so a page rendered from kept data is the page fresh queries would give. Only results without errors are kept; at most `maxResults`, least recently used out first; a new
 * revision drops them all at its first use.
 */
export class RenderDataCache {
  private readonly results: LRUCache<string, FormattedExecutionResult>;
  private revision: string | undefined;

  constructor(maxResults = DEFAULT_MAX_RESULTS) {
    this.results = new LRUCache({ max: maxResults });
  }

  /**
   * `execute` with the results of `revision` kept; without a revision (the database cannot say whether content
   * changed) every operation runs and nothing is kept.
   */
  executor(execute: RenderRequest['execute'], revision: string | undefined): RenderRequest['execute'] {
    if (revision === undefined) return execute;
    if (revision !== this.revision) {
      this.results.clear();
      this.revision = revision;
    }
    return async (operation) => {
      const key = operationKey(operation);
      const kept = this.results.get(key);
      if (kept) return kept;
      const result = await execute(operation);
      // Another revision may have begun while the operation ran: its result is not kept for the new one.
      if (!result.errors?.length && this.revision === revision) {
        this.results.set(key, result);
      }
      return result;
    };
  }

  /** How many results are kept (for tests). */
  get size(): number {
    return this.results.size;
  }
}

function operationKey({ operationName, variables, query }: GraphQLOperation): string {
  return `${operationName ?? ''}\n${JSON.stringify(variables ?? {})}\n${query}`;
}
