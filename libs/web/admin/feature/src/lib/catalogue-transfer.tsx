import { readAdminSession } from '@bcg/web/graphql';
import { useId, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { Button, Toolbar } from './admin-ui';
import { ImportChanges, type ImportRowOutcome } from './import-changes';

/*
 * Import / export of the whole catalogue. These go through REST, not GraphQL: an import file may be up to 20 MB,
 * far over the 64 KB cap of a GraphQL request, and an export is a file download.
 */

const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
const KINDS = [
  ['products', 'Products'],
  ['articles', 'Articles'],
  ['faqs', 'FAQs'],
] as const;

interface Counts {
  created: number;
  updated: number;
  unchanged: number;
  errors: number;
}
interface RowError {
  kind: string;
  row: number;
  key: string | null;
  field: string;
  message: string;
}
interface ImportReport {
  dryRun: boolean;
  products: Counts;
  articles: Counts;
  faqs: Counts;
  rows: ImportRowOutcome[];
  errors: RowError[];
  /** The server stopped looking after the first problems it lists. */
  errorsTruncated?: boolean;
}

const Section = styled.section`
  margin-top: 32px;
  padding-top: 20px;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  h2 {
    margin: 0 0 8px;
    font-size: 1.3rem;
  }
  table {
    border-collapse: collapse;
    margin: 12px 0;
    min-width: min(100%, 420px);
  }
  th,
  td {
    padding: 6px 10px;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
  }
  td:not(:first-child),
  th:not(:first-child) {
    text-align: right;
  }
  input[type='file'] {
    max-width: 100%;
    font: inherit;
  }
`;

/** The counts table scrolls by itself on a narrow screen rather than widening the page. */
const TableScroll = styled.div`
  max-width: 100%;
  overflow-x: auto;
`;

const Problems = styled.ul`
  margin: 8px 0;
  padding-left: 20px;
  color: #b91c1c;
`;

/** Saves text as a file through a temporary link (the download needs the session's bearer token, so no plain link). */
function saveFile(text: string, filename: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

const where = (error: RowError) =>
  error.row > 0 ? `${error.kind} row ${error.row}${error.key ? ` (${error.key})` : ''}, ${error.field}` : error.field;

/** The per-kind table of a dry run or of an import that ran. */
function ReportTable({ report, caption }: { report: ImportReport; caption: string }) {
  return (
    // Focusable, so a keyboard can scroll it when it is wider than the screen.
    <TableScroll role="region" aria-label={caption} tabIndex={0}>
      <table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Kind</th>
            <th scope="col">Created</th>
            <th scope="col">Updated</th>
            <th scope="col">Unchanged</th>
            <th scope="col">Errors</th>
          </tr>
        </thead>
        <tbody>
          {KINDS.map(([kind, label]) => (
            <tr key={kind} data-testid={`import-${kind}`}>
              <th scope="row">{label}</th>
              <td>{report[kind].created}</td>
              <td>{report[kind].updated}</td>
              <td>{report[kind].unchanged}</td>
              <td>{report[kind].errors}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/**
 * Download the catalogue as JSON or the products as CSV; pick a JSON file to see what importing it would create,
 * update or leave unchanged (a dry run, nothing written), then import it (all rows or none).
 */
export function CatalogueTransfer({ onImported, onUnauthenticated }: { onImported: () => void; onUnauthenticated: () => void }) {
  const inputId = useId();
  const headingId = useId();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [preview, setPreview] = useState<ImportReport | null>(null);
  const [result, setResult] = useState<ImportReport | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState<string | null>(null);

  async function call(url: string, init: RequestInit = {}): Promise<Response | null> {
    const response = await fetch(url, { ...init, headers: { ...init.headers, Authorization: `Bearer ${readAdminSession() ?? ''}` } });
    if (response.status === 401) {
      onUnauthenticated();
      return null;
    }
    return response;
  }

  async function download(url: string, fallback: string, type: string) {
    setBusy('Preparing the download...');
    setProblems([]);
    try {
      const response = await call(url);
      if (!response) return;
      if (!response.ok) return setProblems(['The export failed. Try again.']);
      const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;
      saveFile(await response.text(), name, type);
    } catch {
      setProblems(['The export failed. Check the connection and try again.']);
    } finally {
      setBusy(null);
    }
  }

  /** Sends the file: a dry run answers the preview; a real run the result (or every row's problem). */
  async function send(text: string, dryRun: boolean) {
    setBusy(dryRun ? 'Checking the file...' : 'Importing...');
    setProblems([]);
    try {
      const response = await call(`/api/admin/import?dryRun=${dryRun}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: text,
      });
      if (!response) return;
      const body = (await response.json().catch(() => ({}))) as Partial<ImportReport> & { error?: string; fields?: Record<string, string> };
      if (!response.ok) {
        setPreview(null);
        return setProblems([
          body.error ?? (response.status === 413 ? 'The file is larger than 20 MB.' : 'The import failed.'),
          ...Object.entries(body.fields ?? {}).map(([field, message]) => `${field}: ${message}`),
        ]);
      }
      if (dryRun) setPreview(body as ImportReport);
      else {
        setResult(body as ImportReport);
        setPreview(null);
        setFile(null);
        onImported();
      }
    } catch {
      setProblems(['The file could not be sent. Check the connection and try again.']);
    } finally {
      setBusy(null);
    }
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    setPreview(null);
    setResult(null);
    setProblems([]);
    setFile(null);
    if (!chosen) return;
    if (chosen.size > MAX_IMPORT_BYTES) return setProblems(['The file is larger than 20 MB.']);
    const text = await chosen.text();
    setFile({ name: chosen.name, text });
    await send(text, true);
  }

  const rows = preview
    ? KINDS.reduce((sum, [kind]) => sum + preview[kind].created + preview[kind].updated + preview[kind].unchanged, 0)
    : 0;
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>Import / export</h2>
      <p>
        The catalogue file holds every product, article and FAQ (not the uploaded photos: <code>npm run backup</code> keeps those). An
        import adds and updates (products by ASIN, articles by slug, FAQs by question) and never deletes.
      </p>
      <Toolbar>
        <Button
          type="button"
          disabled={busy !== null}
          onClick={() => void download('/api/admin/export', 'catalogue.json', 'application/json')}
        >
          Download catalogue (JSON)
        </Button>
        <Button
          type="button"
          $tone="plain"
          disabled={busy !== null}
          onClick={() => void download('/api/admin/export/products.csv', 'products.csv', 'text/csv;charset=utf-8')}
        >
          Download products (CSV)
        </Button>
      </Toolbar>
      <label htmlFor={inputId}>Import a catalogue file (JSON, up to 20 MB)</label>{' '}
      <input id={inputId} type="file" accept="application/json,.json" disabled={busy !== null} onChange={(event) => void choose(event)} />
      <p role="status" aria-live="polite">
        {busy ?? (result ? 'Imported: the site shows the new catalogue now.' : '')}
      </p>
      {problems.length > 0 && (
        <Problems role="alert">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </Problems>
      )}
      {preview && file && (
        <div data-testid="import-preview">
          <h3>What importing {file.name} would do</h3>
          {rows === 0 && preview.errors.length === 0 ? (
            <p>The file has no products, articles or FAQs.</p>
          ) : (
            <>
              <ReportTable report={preview} caption="Dry run: rows by outcome" />
              <ImportChanges rows={preview.rows ?? []} label="What would change, by name" />
            </>
          )}
          {preview.errorsTruncated && <p role="alert">First {preview.errors.length} errors shown; fix these and try again.</p>}
          {preview.errors.length > 0 && (
            <Problems aria-label="Problems in the file">
              {preview.errors.map((error) => (
                <li key={`${error.kind}-${error.row}-${error.field}`}>
                  {where(error)}: {error.message}
                </li>
              ))}
            </Problems>
          )}
          <Toolbar>
            <Button
              type="button"
              $tone="success"
              disabled={busy !== null || preview.errors.length > 0 || rows === 0}
              onClick={() => void send(file.text, false)}
            >
              Import
            </Button>
            <Button
              type="button"
              $tone="plain"
              disabled={busy !== null}
              onClick={() => {
                setPreview(null);
                setFile(null);
              }}
            >
              Cancel
            </Button>
          </Toolbar>
        </div>
      )}
      {result && (
        <div data-testid="import-result">
          <ReportTable report={result} caption="Import: rows by outcome" />
          <ImportChanges rows={result.rows ?? []} label="What changed, by name" />
        </div>
      )}
    </Section>
  );
}
