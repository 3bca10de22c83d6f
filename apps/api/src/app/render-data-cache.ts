import { collectDisplayDeadline, DisplayDeadline, reportDisplayDeadline } from '@bcg/server/core';
import type { GraphQLOperation, RenderRequest } from '@bcg/shared/pages';
import type { FormattedExecutionResult } from 'graphql';
import { LRUCache } from 'lru-cache';

/** A kept result and when something it shows stops being true by the clock alone (ms; Infinity: never). */
interface Kept {
  result: FormattedExecutionResult;
  until: number;
}

/** Results kept at most (each a page section's data: a few KB, the comparison table's some tens of KB). */
const DEFAULT_MAX_RESULTS = 512;

/**
 * The results of the GraphQL operations server renders run, kept while the content they read is unchanged: a miss
 * of the page cache (any new search word, a page of another URL needing the same sections, a request the page cache
 * may not share) then costs the render alone, not the queries again. Valid for one revision, the response cache's
 * (the site revision of every process and the scheduled posts' publication), and each only until the deadline of
 * what it shows (a price's display window): what a cached GraphQL answer is valid for, so a page rendered from kept
 * data is the page fresh queries would give. A kept result reports its deadline to the render that reuses it, as the
 * query would, so the page's cache entry gets it too. Only results without errors are kept; at most `maxResults`,
 * least recently used out first; a new revision drops them all at its first use.
 */
export class RenderDataCache {
  private readonly results: LRUCache<string, Kept>;
  private revision: string | undefined;

  /** `now`: the clock displayed prices are judged by (ms). */
  constructor(
    maxResults = DEFAULT_MAX_RESULTS,
    private readonly now: () => number = Date.now,
  ) {
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
      if (kept && this.now() < kept.until) {
        reportDisplayDeadline(kept.until);
        return kept.result;
      }
      const deadline = new DisplayDeadline();
      const result = await collectDisplayDeadline(deadline, () => execute(operation));
      reportDisplayDeadline(deadline.until);
      // Another revision may have begun while the operation ran: its result is not kept for the new one.
      if (!result.errors?.length && this.revision === revision && this.now() < deadline.until) {
        this.results.set(key, { result, until: deadline.until });
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
