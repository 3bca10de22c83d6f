import { startBuiltServer, type BuiltServer } from '@bcg/testing/server-process';

/** One built API server (`node dist/apps/api/main.js`) in its own process, as production runs it. */
export type ApiProcess = BuiltServer;

/**
 * Starts the built server with `env` on top of this process's environment and resolves once it listens and answers
 * (PORT=0, the default, picks a free port; the server prints the one it got). Rejects with its output if it exits first.
 */
export function startApiProcess(env: Record<string, string>, timeoutMs = 90_000): Promise<ApiProcess> {
  return startBuiltServer({ env: { LOG_LEVEL: 'info', ...env }, inheritEnv: true, timeoutMs });
}
