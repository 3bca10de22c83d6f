import type { ChildProcess } from 'node:child_process';

/** The repository root (the server runs with it as its working directory). */
export declare const REPO_ROOT: string;
/** dist/apps/api/main.js: `npm run build` makes it. */
export declare const SERVER_MAIN: string;

export interface StartOptions {
  /** Environment on top of PATH, HOST=127.0.0.1, PORT and LOG_LEVEL=warn (DATABASE_URL, ADMIN_PASSWORD, ...). */
  env?: Record<string, string | undefined>;
  /** 0 (the default) lets the system pick a free port; the server prints the one it got. */
  port?: number;
  /** Start from this process's whole environment instead of PATH alone. */
  inheritEnv?: boolean;
  /** Time to listen and answer, 90 s by default. */
  timeoutMs?: number;
  /** The request that must answer 200 before the server counts as ready ('/api/faqs'). */
  readyPath?: string;
  /** Keep only the last this many characters of the output (all by default). */
  keepOutput?: number;
}

export interface BuiltServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  port: number;
  pid: number | undefined;
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  output: () => string;
  /** Resolves when the process has exited. */
  exited: Promise<unknown>;
  /** SIGTERM and wait for the exit (SIGKILL after `graceMs`, 10 s by default). */
  stop: (graceMs?: number) => Promise<void>;
  /** SIGKILL (kill -9) and wait for the exit: no shutdown code runs. */
  kill9: () => Promise<void>;
}

/** Starts the built server and resolves once it listens and answers `readyPath` with 200. */
export declare function startBuiltServer(options?: StartOptions): Promise<BuiltServer>;
