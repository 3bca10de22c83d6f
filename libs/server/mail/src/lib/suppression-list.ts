import type { EntityManager } from 'typeorm';
import type { SuppressionReason } from './mail-suppression.entity';

/**
 * The addresses no email goes to. Every sender asks it before delivering, and tells it of a permanent refusal;
 * the mail provider's bounce and complaint notices feed it too. Addresses are compared normalised (lower case).
 */
export interface SuppressionList {
  /** Which of `addresses` are suppressed (normalised), in one query. */
  suppressedAmong(addresses: readonly string[]): Promise<Set<string>>;
  /**
   * Suppresses `address`, inside the caller's transaction when one is given; false when it was suppressed already (the
   * first reason stays).
   */
  suppress(address: string, reason: SuppressionReason, detail: string | null, manager?: EntityManager): Promise<boolean>;
}
