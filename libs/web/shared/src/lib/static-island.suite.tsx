import { act, useState, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { collectServerIslands, preloadStaticIslands, staticIsland } from './static-island';

function Prose() {
  return <p>Measure the neck where the collar sits, then add two inches.</p>;
}

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Tried {count} times
    </button>
  );
}

/** A plain GET form (the compact fit finder): the browser submits it without any script. */
function NativeForm() {
  return (
    <form method="get" action="/fit-finder" data-native-form="">
      <label>
        Neck <input name="neck" />
      </label>
      <button type="submit">Find my collar</button>
    </form>
  );
}

/** The same three islands as the server or the browser defines them (each side loads its own code). */
function page(load: (component: ComponentType) => () => Promise<ComponentType>) {
  const ProseIsland = staticIsland(load(Prose), 'prose');
  const CounterIsland = staticIsland(load(Counter), 'counter');
  const FormIsland = staticIsland(load(NativeForm), 'native-form');
  return (
    <MemoryRouter>
      <ProseIsland />
      <CounterIsland />
      <FormIsland />
    </MemoryRouter>
  );
}

it("keeps an island's server markup through hydration without loading its code, but hydrates one holding a control (not a plain GET form)", async () => {
  // The server loads every island's code before it renders.
  const serverPage = page((component) => async () => component);
  await preloadStaticIslands();
  const container = document.createElement('div');
  container.innerHTML = renderToString(serverPage);
  document.body.appendChild(container);

  // The browser notes the server's islands, then hydrates; it loads code only for what must become interactive.
  const loaded: string[] = [];
  const browserPage = page((component) => async () => {
    loaded.push(component.name);
    return component;
  });
  collectServerIslands(container);
  await act(async () => {
    hydrateRoot(container, browserPage);
  });

  expect(loaded).toEqual(['Counter']);
  expect(container.querySelector('[data-island="prose"]')?.textContent).toBe(
    'Measure the neck where the collar sits, then add two inches.',
  );
  expect(container.querySelector('[data-island="native-form"] form[action="/fit-finder"] input[name="neck"]')).not.toBeNull();
  const button = container.querySelector('[data-island="counter"] button') as HTMLButtonElement;
  await act(async () => button.click());
  expect(button.textContent).toBe('Tried 1 times');
});
