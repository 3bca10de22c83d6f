/** The dashboard's tabs, in the order they are shown; the first is where the dashboard opens. */
const DASHBOARD_TABS = [
  'submissions',
  'subscribers',
  'messages',
  'products',
  'retailer',
  'faqs',
  'articles',
  'newsletter',
  'outbox',
  'analytics',
] as const;

export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/** What an editor tab has open: nothing (its list), a new entity, or a stored one by id. */
export type EditorTarget = number | 'new' | null;

/** Where the owner is on the dashboard: the tab and, on Products or Articles, the editor open. */
export interface DashboardView {
  tab: DashboardTab;
  editing: EditorTarget;
}

/** The tabs whose editor is part of the address (a reload or Back reopens it). */
const EDITOR_TABS: ReadonlySet<DashboardTab> = new Set(['products', 'articles', 'newsletter']);

const isTab = (value: string | null): value is DashboardTab => DASHBOARD_TABS.includes(value as DashboardTab);

/** The view an address holds: `?tab=products&edit=12` or `&new=1`; anything unreadable means the tab's list. */
export function viewOf(params: URLSearchParams): DashboardView {
  const tab = params.get('tab');
  const view: DashboardView = { tab: isTab(tab) ? tab : DASHBOARD_TABS[0], editing: null };
  if (!EDITOR_TABS.has(view.tab)) return view;
  const id = Number(params.get('edit'));
  if (Number.isInteger(id) && id > 0) return { ...view, editing: id };
  return params.get('new') === '1' ? { ...view, editing: 'new' } : view;
}

/** The address of a view: the search part (the first tab's list is the bare dashboard). */
export function searchOf(view: DashboardView): string {
  const params = new URLSearchParams();
  if (view.tab !== DASHBOARD_TABS[0] || view.editing !== null) params.set('tab', view.tab);
  if (typeof view.editing === 'number') params.set('edit', String(view.editing));
  if (view.editing === 'new') params.set('new', '1');
  const search = params.toString();
  return search ? `?${search}` : '';
}

export const sameView = (a: DashboardView, b: DashboardView) => a.tab === b.tab && a.editing === b.editing;
