import { searchOf, viewOf } from './dashboard-view';

const view = (search: string) => viewOf(new URLSearchParams(search));

describe('the dashboard address', () => {
  it('names the tab and the editor open, and reads back what it wrote', () => {
    for (const shown of [
      { tab: 'submissions', editing: null },
      { tab: 'faqs', editing: null },
      { tab: 'products', editing: 12 },
      { tab: 'products', editing: 'new' },
      { tab: 'articles', editing: 3 },
    ] as const) {
      expect(view(searchOf(shown))).toEqual(shown);
    }
    expect(searchOf({ tab: 'products', editing: 12 })).toBe('?tab=products&edit=12');
    expect(searchOf({ tab: 'articles', editing: 'new' })).toBe('?tab=articles&new=1');
    expect(searchOf({ tab: 'submissions', editing: null })).toBe('');
  });

  it('reads anything it cannot use as the list of a tab, or the first tab', () => {
    expect(view('?tab=nowhere')).toEqual({ tab: 'submissions', editing: null });
    expect(view('?tab=products&edit=abc')).toEqual({ tab: 'products', editing: null });
    expect(view('?tab=products&edit=-4')).toEqual({ tab: 'products', editing: null });
    // Only Products and Articles have an editor in the address.
    expect(view('?tab=outbox&edit=4')).toEqual({ tab: 'outbox', editing: null });
  });
});
