import { execFile, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Fails with what is missing and how to install it when a command the validators need is not on PATH: a machine
 * without it must not pass by checking nothing (.ci/run installs both on CI).
 */
function requireCommand(command: 'java' | 'xmllint', purpose: string, debianPackage: string): void {
  if (spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0) return;
  throw new Error(
    `${purpose} needs \`${command}\`, which is not on PATH, so the check was NOT run.\n` +
      `  Debian/Ubuntu: sudo apt-get install -y ${debianPackage}\n` +
      `  (.ci/run installs it on CI.)`,
  );
}

/** One message of the W3C Nu checker (its JSON output). */
export interface NuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: 'warning' | 'fatal' | 'io' | 'schema' | 'internal';
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/**
 * Runs the W3C Nu HTML checker (vnu-jar) on saved HTML files in one JVM (it takes seconds to start, so never one per
 * page); answers every message with the file it is about.
 */
export async function nuCheck(files: readonly string[]): Promise<NuMessage[]> {
  requireCommand('java', 'The W3C Nu HTML checker (vnu-jar)', 'default-jre-headless');
  const jar = require.resolve('vnu-jar/build/dist/vnu.jar');
  // --exit-zero-always: the messages, not the exit status, say what failed; they come on stdout with --stdout.
  const { stdout } = await run('java', ['-jar', jar, '--stdout', '--exit-zero-always', '--format', 'json', ...files], {
    maxBuffer: 64 * 1024 * 1024,
  });
  return (JSON.parse(stdout) as { messages: NuMessage[] }).messages.map((message) => ({
    ...message,
    url: decodeURIComponent(message.url.replace(/^file:/, '')),
  }));
}

/** One finding of @adobe/structured-data-validator on a page's JSON-LD (support/structured-data-validator.mjs). */
export interface StructuredDataIssue {
  page: string;
  severity: 'ERROR' | 'WARNING';
  message: string;
  type: string;
  path: string;
}

/** Validates each page's JSON-LD blocks against schema.org and Google's rich-result rules, in a Node process of its own. */
export async function validateStructuredData(pages: ReadonlyArray<{ page: string; blocks: string[] }>): Promise<StructuredDataIssue[]> {
  const script = path.join(__dirname, 'structured-data-validator.mjs');
  const child = spawn(process.execPath, [script], { stdio: ['pipe', 'pipe', 'pipe'] });
  const output = new Promise<string>((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(stdout) : reject(new Error(`The structured-data validator failed (${code}):\n${stderr}`)),
    );
  });
  child.stdin.end(JSON.stringify(pages));
  return JSON.parse(await output) as StructuredDataIssue[];
}

/** The sitemaps.org 0.9 XML schema, kept beside this file (sitemap-0.9.xsd). */
export const SITEMAP_XSD = path.join(__dirname, 'sitemap-0.9.xsd');

/** Validates an XML document against an XML schema with xmllint (libxml2); answers its complaints, empty when valid. */
export function xmllintSchema(xml: string, schema: string): string {
  requireCommand('xmllint', 'Validating the sitemap against the sitemaps.org XSD', 'libxml2-utils');
  const result = spawnSync('xmllint', ['--noout', '--nonet', '--schema', schema, '-'], { input: xml, encoding: 'utf8' });
  // xmllint prints "- validates" on success; anything else it prints, or a non-zero status, is a failure.
  const complaints = result.stderr.replace(/^- validates\n?$/m, '').trim();
  return result.status === 0 && !complaints ? '' : complaints || `xmllint exited with ${result.status}`;
}

/** A file name for a page's saved HTML that maps back to the page (the Nu checker names the file it complains about). */
function fileNameOf(pagePath: string): string {
  return `${encodeURIComponent(pagePath).replace(/%/g, '_')}.html`;
}

/** Saves each page's HTML in a directory for the Nu checker (which will not fetch localhost); answers file -> page. */
export function savePages(dir: string, pages: ReadonlyMap<string, string>): Map<string, string> {
  const files = new Map<string, string>();
  for (const [pagePath, html] of pages) {
    const file = path.join(dir, fileNameOf(pagePath));
    fs.writeFileSync(file, html);
    files.set(file, pagePath);
  }
  return files;
}
