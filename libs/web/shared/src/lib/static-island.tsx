import { lazy, useEffect, useState, type ComponentType, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';

const preloads: Array<() => Promise<void>> = [];
const INTERACTIVE = 'button, input, select, textarea';
/** A form that works without script (a plain GET form, no handlers): its controls need no hydration. */
const NATIVE_FORM = 'form[data-native-form]';

/** Islands present in the server's HTML that hydration must keep as they are (see collectServerIslands). */
const serverIslands = new Set<string>();

/**
 * Called by the browser before hydration: notes the islands in the server's HTML. An island found here is being
 * hydrated and keeps the server's markup; once mounted it leaves the set, so a later mount (after client
 * navigation) renders. (React hydrates the page's Suspense boundary after the app shell commits, so "has the app
 * hydrated" cannot tell.) An island the server rendered with a control in it (an error panel's "Try again") is
 * hydrated for real, unless it sits in a plain GET form marked `data-native-form` (the compact fit finder), which
 * the browser submits by itself.
 */
export function collectServerIslands(root: ParentNode = document): void {
  for (const element of Array.from(root.querySelectorAll<HTMLElement>('[data-island]'))) {
    const controls = Array.from(element.querySelectorAll(INTERACTIVE));
    if (controls.every((control) => control.closest(NATIVE_FORM))) serverIslands.add(element.dataset['island'] ?? '');
  }
}

/** The server loads every island's code before it renders (the browser never does while hydrating). */
export async function preloadStaticIslands(): Promise<void> {
  await Promise.all(preloads.map((preload) => preload()));
}

// One object for every render: React compares the prop and would otherwise empty the server's markup on re-render.
const KEEP_SERVER_HTML = { __html: '' };

// The wrapper must not change the layout of what it holds.
const Wrapper = styled.div`
  display: contents;
`;

/** Same-origin links inside an island keep client-side navigation, as <Link> would. */
function useIslandLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    if (!anchor || anchor.target || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin || (url.pathname === window.location.pathname && url.hash)) return;
    event.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  };
}

/**
 * Content with no state or handlers (the footer, long static sections) that the browser does not need to
 * download or run on the first load: the server renders it, and hydration keeps the server's markup as it is
 * (an element whose inner HTML React leaves alone). When the island mounts later, after a client-side
 * navigation, its code loads then.
 */
export function staticIsland(load: () => Promise<ComponentType>, name: string): ComponentType {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((component) => {
      loaded = component;
    });
  preloads.push(preload);
  const Deferred = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType };
  });
  function Island() {
    const onClick = useIslandLinks();
    const [keepServerHtml] = useState(() => serverIslands.has(name));
    useEffect(() => {
      serverIslands.delete(name);
    }, []);
    if (keepServerHtml)
      return <Wrapper data-island={name} onClick={onClick} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
    const Content = loaded ?? Deferred;
    return (
      <Wrapper data-island={name} onClick={onClick}>
        <Content />
      </Wrapper>
    );
  }
  Island.displayName = `StaticIsland(${name})`;
  return Island;
}
