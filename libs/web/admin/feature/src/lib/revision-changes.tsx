import styled from 'styled-components';

/** One field a restore would change, as the server compares it: both values as JSON text. */
export interface RevisionFieldChange {
  field: string;
  current: string;
  revision: string;
}

const LABELS: Record<string, string> = {
  slug: 'Address (slug)',
  imageUrl: 'Image',
  amazonAsin: 'Amazon ASIN',
  bulldogFitNotes: 'Bulldog fit notes',
  machineWashable: 'Machine washable',
  bestFor: 'Best for',
  freeShipping: 'Free shipping',
  reviewCount: 'Review count',
  testNotes: 'Test notes',
  metaDescription: 'Meta description',
  body: 'Text',
};

/** "bulldogFitNotes" reads "Bulldog fit notes" where no better label is known. */
export function fieldLabel(field: string): string {
  if (LABELS[field]) return LABELS[field];
  const words = field.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The longest a value is shown; the rest is cut at a word with "…". */
const MAX_SHOWN = 140;
/** How much of the text both values share is kept before the first difference, for context. */
const CONTEXT = 30;

function plain(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? '(empty)' : value.map(plain).join('; ');
  const record = value as Record<string, unknown>;
  // A size: its label and the necks it fits, as the review's table shows it.
  if (typeof record['label'] === 'string' && record['neckIn'] && typeof record['neckIn'] === 'object') {
    const { min, max } = record['neckIn'] as { min: number; max: number };
    return `${record['label']} (${min}–${max} in neck)`;
  }
  return Object.entries(record)
    .map(([key, entry]) => `${fieldLabel(key)}: ${plain(entry)}`)
    .join(', ');
}

function parse(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return json;
  }
}

/** Cuts a text to MAX_SHOWN characters at a word, marking what is left out with "…". */
function cut(text: string): string {
  if (text.length <= MAX_SHOWN) return text;
  const head = text.slice(0, MAX_SHOWN);
  const space = head.lastIndexOf(' ');
  return `${(space > MAX_SHOWN / 2 ? head.slice(0, space) : head).trimEnd()}…`;
}

/**
 * Both values as the owner reads them, shortened: long texts that start alike are shown from shortly before their
 * first difference, so the part that changes is what fits.
 */
export function shownValues(change: RevisionFieldChange): { current: string; revision: string } {
  const current = plain(parse(change.current));
  const revision = plain(parse(change.revision));
  let same = 0;
  while (same < current.length && same < revision.length && current[same] === revision[same]) same += 1;
  if (same <= CONTEXT * 2 || (current.length <= MAX_SHOWN && revision.length <= MAX_SHOWN)) {
    return { current: cut(current), revision: cut(revision) };
  }
  const from = Math.max(current.lastIndexOf(' ', same - CONTEXT), 0);
  return { current: `…${cut(current.slice(from).trimStart())}`, revision: `…${cut(revision.slice(from).trimStart())}` };
}

const List = styled.ul`
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
  display: grid;
  gap: 10px;
`;

const Item = styled.li`
  display: grid;
  gap: 2px;
  padding-bottom: 8px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  overflow-wrap: anywhere;
`;

const Value = styled.span<{ $was?: boolean }>`
  color: ${({ theme, $was }) => ($was ? theme.color.muted : theme.color.text)};
`;

/** What a restore would change, field by field: the value now, then the revision's. */
export function RevisionChangeList({
  changes,
  keptFields = [],
}: {
  changes: readonly RevisionFieldChange[];
  keptFields?: readonly string[];
}) {
  return (
    <List aria-label="What restoring changes" data-testid="revision-changes">
      {changes.map((change) => {
        const { current, revision } = shownValues(change);
        const kept = keptFields.includes(change.field);
        return (
          <Item key={change.field} data-testid="revision-change" data-field={change.field}>
            <strong>{fieldLabel(change.field)}</strong>
            <Value $was>Now: {current}</Value>
            <Value>{kept ? `Stays as it is (the revision had: ${revision})` : `After restoring: ${revision}`}</Value>
          </Item>
        );
      })}
    </List>
  );
}
