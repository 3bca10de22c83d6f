/** Why and until when the sync waits instead of checking products. */
export interface RetailerSyncPause {
  /** When the sync goes on by itself. */
  until: Date;
  /** Why it waits, in one or two sentences for the owner. */
  reason: string;
  /**
   * True when "Refresh all" ends the wait (the retailer refused the account or the credentials: the owner may have
   * fixed that); false when the retailer asked for it (throttling, failures): every refresh is refused until then.
   */
  endsOnRefresh: boolean;
}

/** What the owner's dashboard, GraphQL and REST ask of the retailer sync (RetailerSyncService implements it). */
export interface RetailerSyncStatus {
  /** Whether retailer credentials are set. False: `setupHint` says what to set; true with a `setupHint`: why the sync waits. */
  configured: boolean;
  /** Null while the sync can run; otherwise the one sentence that says what to set (or why it waits). */
  setupHint: string | null;
  intervalMinutes: number;
  lastCycleStartedAt: Date | null;
  lastCycleFinishedAt: Date | null;
  /** When the next product is due (null: none has an identifier, or the sync cannot run). */
  nextSyncAt: Date | null;
  /** Products with an identifier whose check is due now. */
  productsDue: number;
  /** Products in the link-health report. */
  linkProblems: number;
  /** Null while the sync may run; otherwise why and until when it waits. */
  pause: RetailerSyncPause | null;
}

export interface RetailerSyncControls {
  status(): Promise<RetailerSyncStatus>;
  /**
   * Checks one product at the retailer now (within the rate limit) and stores what it says. Throws NotFoundError for
   * an unknown product and a user-facing error when the sync cannot run, waits as the retailer asked (429, with the
   * pause's end) or the retailer refused.
   */
  refreshProduct(productId: number): Promise<void>;
  /**
   * Makes every product with an identifier due now; the running job checks them in order. Answers how many. Ends a
   * pause after a refused account; during a wait the retailer asked for, queues nothing and throws a 429 saying so.
   */
  refreshAll(): Promise<{ queued: number }>;
}
