import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { collectDeferredHydration, HydrateOnInteraction } from './hydrate-on-interaction';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

function Page() {
  return (
    <main>
      <Counter label="Shell" />
      <HydrateOnInteraction name="faq">
        <Counter label="Deferred" />
      </HydrateOnInteraction>
    </main>
  );
}

it('keeps a deferred section as server HTML until the first interaction, and that very click reaches it', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.appendChild(container);
  const serverHtml = container.innerHTML;

  collectDeferredHydration(container);
  await act(async () => {
    hydrateRoot(container, <Page />);
  });
  const [shell, deferred] = Array.from(container.querySelectorAll('button'));
  const section = container.querySelector('[data-hydrate-on-interaction="faq"]');
  // The shell is live, the section is the server's markup untouched, with no handler attached.
  expect(section?.hasAttribute('data-hydrated')).toBe(false);
  expect(Object.keys(deferred as object).some((key) => key.startsWith('__reactProps'))).toBe(false);
  expect(container.innerHTML).toBe(serverHtml);

  // A bare click (as a screen reader sends it, no pointer events before it) wakes the section and is handled.
  await act(async () => deferred?.click());
  expect(deferred?.textContent).toBe('Deferred 1');
  expect(section?.getAttribute('data-hydrated')).toBe('true');
  await act(async () => shell?.click());
  expect(shell?.textContent).toBe('Shell 1');
});

it('marks the section React rendered in place of the server markup it could not hydrate', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <HydrateOnInteraction name="price">
      <p>$24.99</p>
    </HydrateOnInteraction>,
  );
  document.body.appendChild(container);
  const recovered: unknown[] = [];
  collectDeferredHydration(container);
  await act(async () => {
    hydrateRoot(
      container,
      <HydrateOnInteraction name="price">
        <p>$19.99</p>
      </HydrateOnInteraction>,
      { onRecoverableError: (error) => recovered.push(error) },
    );
  });
  await act(async () => container.querySelector('p')?.click());
  // React reports the mismatch and renders the section anew; the section on the page is the live one, marked.
  expect(recovered).toHaveLength(1);
  const sections = container.querySelectorAll('[data-hydrate-on-interaction="price"]');
  expect(sections).toHaveLength(1);
  expect(sections[0]?.textContent).toBe('$19.99');
  expect(sections[0]?.getAttribute('data-hydrated')).toBe('true');
});
