import { PageSpinner } from './PageSpinner';
import { startTransition, useEffect, useReducer, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A page whose code downloads on first use, as with React's `lazy`, shown by an ordinary transition
 * once it is in. `lazy` shows it by a Suspense retry, which React holds back until 300 ms after it
 * last showed a fallback: on a first visit, every page would wait up to that long behind the
 * header painted before it. `fallback` shows while the code downloads: a spinner unless said otherwise.
 */
export function lazyPage<Props extends object = object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  fallback: ReactNode = <PageSpinner />,
): ComponentType<Props> {
  let Page: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  // Once for every use of the page: the download starts at its first render, as with `lazy`.
  const loadOnce = () => (loading ??= load().then((module) => (Page = module.default)));

  function LazyPage(props: Props) {
    const [, showPage] = useReducer(() => true, false);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    const pageCode = Page ? undefined : loadOnce();
    useEffect(() => {
      if (!pageCode) return;
      let mounted = true;
      pageCode.then(
        () => mounted && startTransition(showPage),
        (error: unknown) => mounted && setFailure({ error }),
      );
      return () => {
        mounted = false;
      };
    }, [pageCode]);
    // As with `lazy`: code that failed to download fails the render, for the nearest error boundary.
    if (failure) throw failure.error;
    return Page ? <Page {...props} /> : fallback;
  }
  return LazyPage;
}
