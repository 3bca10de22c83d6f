// Test-only entry point (@bcg/server/mail/testing): a real SMTP server on loopback that keeps what it receives.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  port: number;
  /** Every message accepted so far, parsed, in order of arrival. */
  messages: ParsedMail[];
  /** Resolves once `condition` holds (checked now and after each message); rejects after `timeoutMs`. */
  waitFor(condition: () => boolean, timeoutMs?: number, what?: string): Promise<void>;
  close(): Promise<void>;
}

export interface SmtpSinkOptions {
  /** A fixed port (to come back on the same address after a close); 0, the default, takes a free one. */
  port?: number;
  /**
   * Runs when a message has arrived, before the server accepts it (a test may kill the sender right there). Answering
   * 'drop' drops it unanswered: the sender, killed, never heard it accepted.
   */
  beforeAccept?: (delivery: SmtpDelivery) => unknown;
  /**
   * false: messages are neither parsed nor kept (`messages` stays empty), for a run of thousands that needs only each
   * one's envelope, given to `beforeAccept`. Parsing is most of the sink's work.
   */
  parse?: boolean;
}

/** What the sink knows of a message before it accepts it. */
export interface SmtpDelivery {
  /** The name the client gave in its EHLO. */
  client: string;
  /** The envelope's recipients (RCPT TO). */
  recipients: string[];
}

/**
 * Starts an SMTP server on 127.0.0.1 (no TLS, any or no login) whose accepted messages are parsed with mailparser.
 */
export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const messages: ParsedMail[] = [];
  const listeners = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
    onData(stream, session, callback) {
      const delivery = { client: session.hostNameAppearsAs, recipients: session.envelope.rcptTo.map((recipient) => recipient.address) };
      const accept = (message?: ParsedMail) => {
        if (options.beforeAccept?.(delivery) === 'drop') return;
        if (message) messages.push(message);
        for (const listener of listeners) listener();
        callback();
      };
      if (options.parse === false) {
        stream.on('end', () => accept()).resume();
        return;
      }
      simpleParser(stream).then(accept, (error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  // Connections dropped by a killed client are no failure of the sink.
  server.on('error', () => undefined);
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    waitFor(condition, timeoutMs = 30_000, what = 'the expected emails') {
      return new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!condition()) return;
          clearTimeout(timer);
          listeners.delete(check);
          resolve();
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`Timed out after ${timeoutMs} ms waiting for ${what} (${messages.length} received)`));
        }, timeoutMs);
        listeners.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** One header of a parsed message as it was sent (mailparser folds List-* headers into one `list` object). */
export function headerOf(message: ParsedMail, name: string): string | undefined {
  const line = message.headerLines.find((header) => header.key === name.toLowerCase())?.line;
  return line
    ?.slice(line.indexOf(':') + 1)
    .replace(/\r?\n[ \t]+/g, ' ')
    .trim();
}
