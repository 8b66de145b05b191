/**
 * A lazily loaded module that can be asked for ahead of its first render, and rendered without a
 * Suspense fallback once it is in: React.lazy suspends on its first render even when the module has
 * arrived, so a panel whose code a page's load already fetched would still flash its loading box.
 */
export interface Preloadable<M> {
  /** Starts (or joins) the import; a failed import is tried again on the next call. */
  load(): Promise<M>;
  /** The module once it has loaded, else undefined. */
  loaded(): M | undefined;
}

export function preloadable<M>(importer: () => Promise<M>): Preloadable<M> {
  let module: M | undefined;
  let pending: Promise<M> | null = null;
  return {
    load: () =>
      (pending ??= importer().then(
        (m) => (module = m),
        (err: unknown) => {
          pending = null;
          throw err;
        },
      )),
    loaded: () => module,
  };
}
