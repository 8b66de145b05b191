import { lazy, Suspense } from 'react';
import { BACKOFFICE_PAGES, type BackofficeLoaded } from './backoffice-pages';

const FramedError = lazy(() => import('./backoffice-route-error').then((m) => ({ default: m.BackofficeRouteError })));

type BackofficeKey = (typeof BACKOFFICE_PAGES)[number]['key'];

/** What the app's route table needs of a back-office route (the shape of its RouteView). */
export interface BackofficeRouteView {
  load: () => Promise<BackofficeLoaded>;
  errorElement: React.ReactElement;
  fresh: true;
}

/**
 * The route views of the back office, by route key, for src/app/route-table.tsx: each page's chunk
 * loads with the frame's, and the page renders inside the frame; a failed query shows in the frame.
 * Money and requests are read afresh on every visit (`fresh`).
 */
export const BACKOFFICE_VIEWS = Object.fromEntries(
  BACKOFFICE_PAGES.map((page) => [
    page.key,
    {
      load: () => Promise.all([import('./backoffice-frame-container'), page.load()]).then(([frame, loaded]) => ({ ...loaded, Page: frame.framed(loaded.Page, page.key) })),
      errorElement: (
        <Suspense fallback={null}>
          <FramedError />
        </Suspense>
      ),
      fresh: true,
    },
  ]),
) as Record<BackofficeKey, BackofficeRouteView>;
