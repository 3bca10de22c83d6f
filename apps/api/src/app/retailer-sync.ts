import type { RetailerSyncService } from '@bcg/server/retailer';
import type { FastifyInstance } from 'fastify';

/**
 * Starts the retailer sync in this process (it runs only while this server holds the job's lease, and only with
 * credentials; without them it logs the one sentence that says what to set) and stops it in the graceful shutdown:
 * an onClose hook, so it writes what it checked before the database is closed.
 */
export function startRetailerSync(app: FastifyInstance, sync: RetailerSyncService): void {
  app.addHook('onClose', () => sync.stop());
  sync.start();
}
