import { lazy, type ComponentType } from 'react';

/** A route component whose code is a separate chunk; `preload()` fetches it ahead of rendering. */
export interface LazyPage<P extends object> {
  (props: P): React.JSX.Element;
  preload(): Promise<void>;
  /** Key of the page module in the client build manifest, e.g. 'src/app/pages/collars.ts'. */
  module: string;
}

/**
 * Route-level code splitting that survives server rendering and hydration: the server and the browser both
 * `preload()` the chunk of the matched route before they render, so the first render is synchronous and
 * hydrates the server's markup as it is. Routes reached later by client navigation load through React.lazy
 * (the router's transition keeps the previous page on screen meanwhile).
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>, module: string): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        // A failed chunk download (offline, new deployment) may be retried by the next navigation.
        pending = undefined;
        throw error;
      },
    ));
  const Deferred = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType<P> };
  });
  const Page = (props: P) => {
    const Component = loaded;
    return Component ? <Component {...props} /> : <Deferred {...props} />;
  };
  Page.preload = preload;
  Page.module = module;
  return Page;
}
