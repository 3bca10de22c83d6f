import { act } from '@testing-library/react';
import { createContext, useContext, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { collectDeferredHydration, HydrateOnInteraction } from './hydrate-on-interaction';

// Its own file: the reader's engagement is page-wide state, and here no reader has engaged yet.

const Theme = createContext('light');
function Themed() {
  return <p>{useContext(Theme)}</p>;
}
let setTheme: (theme: string) => void = () => undefined;
function ThemedPage() {
  const [theme, set] = useState('light');
  setTheme = set;
  return (
    <Theme.Provider value={theme}>
      <HydrateOnInteraction name="themed">
        <Themed />
      </HydrateOnInteraction>
      <HydrateOnInteraction name="other">
        <p>other</p>
      </HydrateOnInteraction>
    </Theme.Provider>
  );
}

it('an update that reaches a waiting section before the reader does wakes every section, and each is marked live', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<ThemedPage />);
  document.body.appendChild(container);
  collectDeferredHydration(container);
  await act(async () => {
    hydrateRoot(container, <ThemedPage />);
  });
  expect(container.querySelectorAll('[data-hydrated]')).toHaveLength(0);

  // No pointer, key or scroll: React drops the section's server markup to apply the update, and renders it anew.
  await act(async () => setTheme('dark'));
  const sections = Array.from(container.querySelectorAll('[data-hydrate-on-interaction]'));
  expect(sections.map((section) => [section.textContent, section.getAttribute('data-hydrated')])).toEqual([
    ['dark', 'true'],
    ['other', 'true'],
  ]);
});
