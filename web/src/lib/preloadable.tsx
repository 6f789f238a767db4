import { lazy, type ComponentType } from 'react';

/**
 * A lazily loaded component whose code can be fetched ahead of rendering (`preload`), after which it renders at once
 * instead of suspending. React.lazy alone suspends on its first render even when the chunk is already in memory,
 * and that suspension showed the router's pending spinner in place of the prerendered landing page.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  const preload = () => load().then((component) => (loaded = component));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Preloadable(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
