import { act, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { keptDraftKeys, UnsavedChangesContext, useUnsavedChangesRegistry, useUnsavedDraft } from './use-unsaved-draft';

const STORED = { title: 'Sizing a Frenchie', body: 'Measure twice.' };

/** A one-field editor over a stored entity of the given version. */
function Editor({ version, stored = STORED }: { version: string | null; stored?: typeof STORED }) {
  const [value, setValue] = useState(stored);
  const draft = useUnsavedDraft({ key: 'article:4', value, baseline: stored, version, restore: setValue });
  return (
    <>
      <label>
        Title
        <input value={value.title} onChange={(event) => setValue({ ...value, title: event.target.value })} />
      </label>
      <p data-testid="notice">{draft.notice?.kind ?? 'none'}</p>
      <button onClick={draft.discard}>Discard</button>
      <button onClick={draft.restoreOutdated}>Restore</button>
      <button onClick={draft.saved}>Saved</button>
    </>
  );
}

const type = (text: string) =>
  act(() => {
    const input = screen.getByLabelText('Title') as HTMLInputElement;
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
const kept = () => JSON.parse(window.localStorage.getItem('bcg:draft:article:4') ?? 'null');
const title = () => (screen.getByLabelText('Title') as HTMLInputElement).value;

beforeEach(() => window.localStorage.clear());

it('keeps what is typed, brings it back on the same version with a note, and forgets it once discarded', () => {
  const first = render(<Editor version="2026-11-26T10:00:00.000Z" />);
  type('Sizing a French bulldog');
  expect(kept()).toMatchObject({ version: '2026-11-26T10:00:00.000Z', value: { title: 'Sizing a French bulldog' } });
  first.unmount();

  render(<Editor version="2026-11-26T10:00:00.000Z" />);
  expect(title()).toBe('Sizing a French bulldog');
  expect(screen.getByTestId('notice').textContent).toBe('restored');
  act(() => screen.getByText('Discard').click());
  expect(title()).toBe(STORED.title);
  expect(kept()).toBeNull();
  expect(screen.getByTestId('notice').textContent).toBe('none');
});

it('never applies a draft over a version saved since: it offers it, and applies it only when asked', () => {
  const first = render(<Editor version="2026-11-26T10:00:00.000Z" />);
  type('Typed over the older version');
  first.unmount();

  render(<Editor version="2026-11-26T11:30:00.000Z" stored={{ ...STORED, title: 'Saved elsewhere since' }} />);
  expect(title()).toBe('Saved elsewhere since');
  expect(screen.getByTestId('notice').textContent).toBe('outdated');
  act(() => screen.getByText('Restore').click());
  expect(title()).toBe('Typed over the older version');
  expect(kept()).toMatchObject({ version: '2026-11-26T11:30:00.000Z' });
});

it('brings back only what was typed: a field the server changed since without a new version keeps its new value', () => {
  const first = render(<Editor version="v1" />);
  type('Sizing a French bulldog');
  first.unmount();

  // The retailer sync checked the body's figure since; the version (updatedAt) did not move.
  const checked = { ...STORED, body: 'Measure twice; the price is now $18.' };
  const second = render(<Editor version="v1" stored={checked} />);
  expect(title()).toBe('Sizing a French bulldog');
  expect(kept()).toMatchObject({ value: { title: 'Sizing a French bulldog', body: checked.body } });
  second.unmount();

  // The same over a version saved since, once the owner asks for the draft.
  render(<Editor version="v2" stored={{ title: STORED.title, body: 'Saved elsewhere since.' }} />);
  act(() => screen.getByText('Restore').click());
  expect(kept()).toMatchObject({ version: 'v2', value: { title: 'Sizing a French bulldog', body: 'Saved elsewhere since.' } });
});

it('keeps nothing once the form is back at the stored state or saved, and lists kept drafts by prefix', () => {
  render(<Editor version={null} />);
  type('Draft title');
  expect(keptDraftKeys('article:')).toEqual(['article:4']);
  type(STORED.title);
  expect(kept()).toBeNull();
  type('Another title');
  act(() => screen.getByText('Saved').click());
  expect(kept()).toBeNull();
});

it("tells the dashboard's registry while it holds unsaved changes, and drops them when told to", () => {
  const seen: { current: ReturnType<typeof useUnsavedChangesRegistry> | null } = { current: null };
  function Dashboard() {
    const registry = useUnsavedChangesRegistry();
    useEffect(() => {
      seen.current = registry;
    });
    return (
      <UnsavedChangesContext.Provider value={registry.registry}>
        <Editor version="v1" />
      </UnsavedChangesContext.Provider>
    );
  }
  render(<Dashboard />);
  const current = () => seen.current as ReturnType<typeof useUnsavedChangesRegistry>;
  expect(current().isDirty()).toBe(false);
  type('Unsaved');
  expect(current().isDirty()).toBe(true);
  act(() => current().discard());
  expect(title()).toBe(STORED.title);
  expect(current().isDirty()).toBe(false);
});

it('asks the browser to warn before the page unloads with unsaved changes, and not otherwise', () => {
  render(<Editor version="v1" />);
  const unload = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };
  expect(unload()).toBe(false);
  type('Unsaved');
  expect(unload()).toBe(true);
  act(() => screen.getByText('Discard').click());
  expect(unload()).toBe(false);
});
