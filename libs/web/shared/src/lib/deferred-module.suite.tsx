import { act, render, screen } from '@testing-library/react';
import { useFocusKeptAcrossSwap } from './deferred-module';

/** A control that a module re-mounts when it arrives, as the phone menu and the price tooltip do. */
function Swapping({ module }: { module?: object }) {
  const keepFocus = useFocusKeptAcrossSwap<HTMLButtonElement>(module);
  const control = (
    <button type="button" {...keepFocus}>
      Open menu
    </button>
  );
  return module ? <section>{control}</section> : control;
}

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

describe('useFocusKeptAcrossSwap', () => {
  it('keeps the focus on the control when the arriving module re-mounts it', async () => {
    const { rerender } = render(<Swapping />);
    const before = screen.getByRole('button', { name: 'Open menu' });
    act(() => before.focus());
    rerender(<Swapping module={{}} />);
    await settle();
    const after = screen.getByRole('button', { name: 'Open menu' });
    expect(after).not.toBe(before);
    expect(document.activeElement).toBe(after);
  });

  it('takes no focus the control did not have', async () => {
    const page = (module?: object) => (
      <>
        <input aria-label="Email" />
        <Swapping module={module} />
      </>
    );
    const { rerender } = render(page());
    const field = screen.getByRole('textbox', { name: 'Email' });
    // Focused once, then left by Tab to another control: the module's arrival must not pull the focus back.
    act(() => screen.getByRole('button', { name: 'Open menu' }).focus());
    act(() => field.focus());
    await settle();
    rerender(page({}));
    await settle();
    expect(document.activeElement).toBe(field);
  });

  it('leaves the focus where a Tab moved it when the module arrives in the same moment', async () => {
    const page = (module?: object) => (
      <>
        <Swapping module={module} />
        <a href="#top">Next control</a>
      </>
    );
    const { rerender } = render(page());
    act(() => screen.getByRole('button', { name: 'Open menu' }).focus());
    // The Tab and the module's arrival in one task: the swap commits before anything queued after the blur runs.
    const next = screen.getByRole('link', { name: 'Next control' });
    act(() => {
      next.focus();
      rerender(page({}));
    });
    await settle();
    expect(document.activeElement).toBe(next);
  });
});
