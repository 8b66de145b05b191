import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { Params } from 'react-router-dom';
import { ProductError } from '@/components/product-error';
import { RouteLoading } from '@/components/route-loading';
import { BinaryQuery } from '@/features/binary/public';
import { LotteryQuery } from '@/features/lottery/public';
import { MarketDetailsQuery } from '@/features/market/public';
import { TipsReviewQuery } from '@/features/tips-review/public';
import { VirtualSportsQuery } from '@/features/virtual-sports/public';
import type { RouteView } from './route-table';

// The product pages load lazily: their queries are preloaded by the route's loader while the chunk arrives.
const LotteryPage = lazy(() => import('@/features/lottery/lottery-page').then((m) => ({ default: m.LotteryPage })));
const LotteryDetailsPage = lazy(() => import('@/features/lottery/lottery-details').then((m) => ({ default: m.LotteryDetailsPage })));
const VirtualSportsPage = lazy(() => import('@/features/virtual-sports/virtual-sports-page').then((m) => ({ default: m.VirtualSportsPage })));
const VirtualDetailsPage = lazy(() => import('@/features/virtual-sports/virtual-details').then((m) => ({ default: m.VirtualDetailsPage })));
const BinaryPage = lazy(() => import('@/features/binary/binary-page').then((m) => ({ default: m.BinaryPage })));
const TipsReviewPage = lazy(() => import('@/features/tips-review/tips-review-page').then((m) => ({ default: m.TipsReviewPage })));

const page = (Page: LazyExoticComponent<ComponentType>) => (
  <Suspense fallback={<RouteLoading />}>
    <Page />
  </Suspense>
);

/** Lottery, virtual sports, binary and tips review (issue #15): each route preloads its one query. */
export const PRODUCT_ROUTE_VIEWS: Record<string, RouteView> = {
  lottery: { element: page(LotteryPage), query: LotteryQuery, errorElement: <ProductError title="Lottery" /> },
  'lotterydetails/:eventId/:id': {
    element: page(LotteryDetailsPage),
    query: MarketDetailsQuery,
    variables: (params: Params) => ({ eventId: params.eventId ?? '' }),
    errorElement: <ProductError title="This draw" />,
  },
  virtualsports: { element: page(VirtualSportsPage), query: VirtualSportsQuery, errorElement: <ProductError title="Virtual sports" /> },
  'virtualdetails/:sportId/:eventId': {
    element: page(VirtualDetailsPage),
    query: MarketDetailsQuery,
    variables: (params: Params) => ({ eventId: params.eventId ?? '' }),
    errorElement: <ProductError title="This virtual event" />,
  },
  binary: { element: page(BinaryPage), query: BinaryQuery, errorElement: <ProductError title="Binary" /> },
  tipsreview: { element: page(TipsReviewPage), query: TipsReviewQuery, errorElement: <ProductError title="Tips review" /> },
};
