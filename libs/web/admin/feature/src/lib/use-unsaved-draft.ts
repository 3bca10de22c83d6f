import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** An open editor as the dashboard sees it: whether it holds unsaved changes, and how to drop them. */
export interface UnsavedEditor {
  isDirty: () => boolean;
  discard: () => void;
}

/** The dashboard's list of open editors, so it can ask before a tab change, a close or Back drops their changes. */
export interface UnsavedChangesRegistry {
  register: (editor: UnsavedEditor) => () => void;
}

export const UnsavedChangesContext = createContext<UnsavedChangesRegistry | null>(null);

/** A registry for the dashboard: `isDirty` asks every open editor, `discard` drops all their changes. */
export function useUnsavedChangesRegistry() {
  const editors = useRef(new Set<UnsavedEditor>());
  const [registry] = useState<UnsavedChangesRegistry>(() => ({
    register: (editor) => {
      editors.current.add(editor);
      return () => void editors.current.delete(editor);
    },
  }));
  const isDirty = useCallback(() => [...editors.current].some((editor) => editor.isDirty()), []);
  const discard = useCallback(() => [...editors.current].forEach((editor) => editor.discard()), []);
  return { registry, isDirty, discard };
}

const PREFIX = 'bcg:draft:';

/** A kept draft: the form as it was typed, when, and the stored version and state it was typed over. */
interface StoredDraft<T> {
  savedAt: string;
  version: string | null;
  /** The stored state the typing started from (absent in drafts kept before it was recorded). */
  baseline?: T;
  value: T;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The kept draft's own changes laid over the state stored now: only the fields the owner typed come from the
 * draft. A field the server changed since without a new version (a price the retailer sync checked) keeps its new
 * value, so saving a kept draft never writes back what the owner did not type.
 */
function rebased<T>(kept: StoredDraft<T>, baseline: T): T {
  const { value, baseline: typedOver } = kept;
  if (!isRecord(value) || !isRecord(typedOver) || !isRecord(baseline)) return value;
  const merged: Record<string, unknown> = { ...baseline };
  for (const [field, typed] of Object.entries(value)) {
    if (JSON.stringify(typed) !== JSON.stringify(typedOver[field])) merged[field] = typed;
  }
  return merged as T;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage refused (a privacy mode): editing still works, only without kept drafts.
    return null;
  }
}

function readDraft<T>(key: string): StoredDraft<T> | null {
  try {
    const text = storage()?.getItem(PREFIX + key);
    return text ? (JSON.parse(text) as StoredDraft<T>) : null;
  } catch {
    return null;
  }
}

function writeDraft(key: string, draft: StoredDraft<unknown> | null): void {
  try {
    if (draft) storage()?.setItem(PREFIX + key, JSON.stringify(draft));
    else storage()?.removeItem(PREFIX + key);
  } catch {
    // Full or refused: the beforeunload warning still guards the typing.
  }
}

/** The keys of the kept drafts that start with `prefix` ("faq:"), e.g. to reopen an editor after a reload. */
export function keptDraftKeys(prefix: string): string[] {
  const store = storage();
  if (!store) return [];
  const keys: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key?.startsWith(PREFIX + prefix)) keys.push(key.slice(PREFIX.length));
  }
  return keys;
}

/** What the editor tells the owner about a kept draft. */
export type DraftNotice =
  | { kind: 'restored'; savedAt: string }
  /** Kept over an older version than the one stored now: offered, never applied without asking. */
  | { kind: 'outdated'; savedAt: string }
  | null;

/**
 * Keeps what an editor holds in localStorage while it differs from the stored state (`baseline`), so a reload, a
 * closed window or a browser crash loses nothing; restores it when the editor opens again on the same stored version
 * (`version`: the entity's updatedAt, null for a new one), and only offers it when the entity was saved since. Warns
 * before the page unloads with unsaved changes and tells the dashboard (tab changes, Back) through the context.
 * `key` is null while the stored state loads.
 */
export function useUnsavedDraft<T>({
  key,
  value,
  baseline,
  version,
  restore,
}: {
  key: string | null;
  value: T;
  baseline: T | undefined;
  version: string | null;
  restore: (value: T) => void;
}) {
  const [notice, setNotice] = useState<DraftNotice>(null);
  const checked = useRef<string | null>(null);
  const lastJson = useRef<string | null>(null);
  const baselineJson = baseline === undefined ? null : JSON.stringify(baseline);
  const dirty = baselineJson !== null && JSON.stringify(value) !== baselineJson;
  const dirtyRef = useRef(dirty);
  const restoreRef = useRef(restore);
  const valueJson = useRef<string | null>(null);
  // What was last saved: until the form follows the stored state (a reload after the save), it is not unsaved.
  const savedJson = useRef<string | null>(null);
  // Read by the dashboard's questions and the callbacks below. Set as the render commits (a layout effect), so Back
  // pressed right after a keystroke already finds the change unsaved.
  useLayoutEffect(() => {
    valueJson.current = JSON.stringify(value);
    dirtyRef.current = dirty && valueJson.current !== savedJson.current;
    restoreRef.current = restore;
  });

  // Once per editor opened: bring back what was kept for it (same version), or say that something was kept.
  useEffect(() => {
    if (key === null || baselineJson === null || checked.current === key) return;
    checked.current = key;
    lastJson.current = baselineJson;
    const kept = readDraft<T>(key);
    const restored = kept && rebased(kept, JSON.parse(baselineJson) as T);
    if (!kept || JSON.stringify(restored) === baselineJson) return writeDraft(key, null);
    // localStorage is outside React: what it holds is known only here, once the editor is on screen.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one notice per editor opened, from outside state
    if (kept.version !== version) return setNotice({ kind: 'outdated', savedAt: kept.savedAt });
    lastJson.current = JSON.stringify(restored);
    restoreRef.current(restored as T);
    setNotice({ kind: 'restored', savedAt: kept.savedAt });
  }, [key, baselineJson, version]);

  // Every change is kept as it is typed; back at the stored state, nothing is kept.
  useEffect(() => {
    if (key === null || baselineJson === null || checked.current !== key) return;
    const json = JSON.stringify(value);
    if (json === lastJson.current) return;
    lastJson.current = json;
    // An outdated draft stays until the owner restores or discards it; typing over it starts a new one.
    setNotice((current) => (current?.kind === 'restored' ? current : null));
    writeDraft(
      key,
      json === baselineJson ? null : { savedAt: new Date().toISOString(), version, baseline: JSON.parse(baselineJson) as T, value },
    );
  }, [key, value, baselineJson, version]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  /** Drops the changes: the form goes back to the stored state and nothing is kept. */
  const discard = useCallback(() => {
    if (key !== null) writeDraft(key, null);
    dirtyRef.current = false;
    lastJson.current = baselineJson;
    setNotice(null);
    if (baselineJson !== null) restoreRef.current(JSON.parse(baselineJson) as T);
  }, [key, baselineJson]);

  /** After a save: nothing is unsaved any more, so nothing is kept (the form follows the stored state). */
  const saved = useCallback(() => {
    if (key !== null) writeDraft(key, null);
    savedJson.current = valueJson.current;
    dirtyRef.current = false;
    setNotice(null);
  }, [key]);

  /** Applies the outdated draft the owner chose to bring back. */
  const restoreOutdated = useCallback(() => {
    if (key === null) return;
    const kept = readDraft<T>(key);
    if (!kept || baselineJson === null) return setNotice(null);
    const baselineNow = JSON.parse(baselineJson) as T;
    const restored = rebased(kept, baselineNow);
    lastJson.current = JSON.stringify(restored);
    // Typed over an older version: from now on it counts as typed over this one.
    writeDraft(key, { ...kept, version, baseline: baselineNow, value: restored });
    restoreRef.current(restored);
    setNotice({ kind: 'restored', savedAt: kept.savedAt });
  }, [key, version, baselineJson]);

  const registry = useContext(UnsavedChangesContext);
  useEffect(() => registry?.register({ isDirty: () => dirtyRef.current, discard }), [registry, discard]);

  return { dirty, notice, discard, saved, restoreOutdated };
}
