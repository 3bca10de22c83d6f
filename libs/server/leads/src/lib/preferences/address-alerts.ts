import type { EntityManager } from 'typeorm';

/** A price alert as its reader sees it on the preferences page. */
export interface AddressAlert {
  id: number;
  productName: string;
  productSlug: string;
  belowCents: number;
  currency: string;
  /** 'pending' until its address confirms it; 'paused' while its collar is archived (it neither fires nor counts). */
  status: 'pending' | 'active' | 'paused';
  lastFiredAt: Date | null;
}

/**
 * The price alerts of one address, as the preferences page needs them. The price-alerts lib implements it; the
 * preferences service receives it, so this lib does not depend on that one.
 */
export interface AddressAlerts {
  /** The address's pending and active alerts, by product name. */
  listFor(email: string): Promise<AddressAlert[]>;
  /** Ends one alert of the address; false when it is not theirs or already ended. */
  end(email: string, alertId: number, reason: string): Promise<boolean>;
  /** Ends every alert of the address inside the caller's transaction (price alerts off, everything off); how many. */
  endAll(manager: EntityManager, email: string, reason: string): Promise<number>;
}
