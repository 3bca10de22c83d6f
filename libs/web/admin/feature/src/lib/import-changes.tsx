import styled from 'styled-components';

/** One row of an import report: what it is called and what the import does (or would do) with it. */
export interface ImportRowOutcome {
  kind: string;
  row: number;
  key: string;
  action: 'created' | 'updated' | 'unchanged';
  name: string;
  changes: string[];
}

/** Names listed per group before the rest are counted, so a whole-site file still reads at a glance. */
const NAMES_SHOWN = 30;

const KIND_LABELS: ReadonlyArray<readonly [string, string]> = [
  ['products', 'Products'],
  ['articles', 'Articles'],
  ['faqs', 'FAQs'],
];

const List = styled.ul`
  margin: 8px 0 12px;
  padding-left: 20px;
  li {
    margin: 4px 0;
    overflow-wrap: anywhere;
  }
`;

/** "Name A, Name B and 12 more": at most {@link NAMES_SHOWN} entries, then a count of the others. */
function shortList(entries: string[], separator: string): string {
  const shown = entries.slice(0, NAMES_SHOWN).join(separator);
  const more = entries.length - NAMES_SHOWN;
  return more > 0 ? `${shown}${separator}and ${more} more` : shown;
}

/** One kind in words: "2 new (A, B); 1 changed (C: price, verdict); 6 unchanged". */
function describeChanges(rows: ImportRowOutcome[]): string {
  const created = rows.filter((row) => row.action === 'created');
  const updated = rows.filter((row) => row.action === 'updated');
  const unchanged = rows.length - created.length - updated.length;
  const parts = [
    `${created.length} new${
      created.length > 0
        ? ` (${shortList(
            created.map((row) => row.name),
            ', ',
          )})`
        : ''
    }`,
    `${updated.length} changed${
      updated.length > 0
        ? ` (${shortList(
            updated.map((row) => (row.changes.length > 0 ? `${row.name}: ${row.changes.join(', ')}` : row.name)),
            '; ',
          )})`
        : ''
    }`,
    `${unchanged} unchanged`,
  ];
  return parts.join('; ');
}

/** What an import changes, by name, per kind (a dry run's preview or a run's result). */
export function ImportChanges({ rows, label }: { rows: ImportRowOutcome[]; label: string }) {
  return (
    <List aria-label={label}>
      {KIND_LABELS.map(([kind, title]) => (
        <li key={kind}>
          <strong>{title}:</strong> {describeChanges(rows.filter((row) => row.kind === kind))}
        </li>
      ))}
    </List>
  );
}
