import type { Params } from 'react-router-dom';
import { ProductError } from '@/components/product-error';
import type { RouteView } from './route-table';

const eventOf = (params: Params) => ({ eventId: params.eventId ?? '' });

/**
 * Lottery, virtual sports, binary and tips review (issue #15): each page and its one query load
 * together as their own chunk on the route's first visit (route-table's `load`).
 */
export const PRODUCT_ROUTE_VIEWS: Record<string, RouteView> = {
  lottery: {
    load: () => Promise.all([import('@/features/lottery/lottery-page'), import('@/features/lottery/public')]).then(([m, q]) => ({ Page: m.LotteryPage, query: q.LotteryQuery })),
    errorElement: <ProductError title="Lottery" />,
  },
  'lotterydetails/:eventId/:id': {
    load: () =>
      Promise.all([import('@/features/lottery/lottery-details'), import('@/features/market/public')]).then(([m, q]) => ({ Page: m.LotteryDetailsPage, query: q.MarketDetailsQuery, variables: eventOf })),
    errorElement: <ProductError title="This draw" />,
  },
  virtualsports: {
    load: () =>
      Promise.all([import('@/features/virtual-sports/virtual-sports-page'), import('@/features/virtual-sports/public')]).then(([m, q]) => ({ Page: m.VirtualSportsPage, query: q.VirtualSportsQuery })),
    errorElement: <ProductError title="Virtual sports" />,
  },
  'virtualdetails/:sportId/:eventId': {
    load: () =>
      Promise.all([import('@/features/virtual-sports/virtual-details'), import('@/features/market/public')]).then(([m, q]) => ({ Page: m.VirtualDetailsPage, query: q.MarketDetailsQuery, variables: eventOf })),
    errorElement: <ProductError title="This virtual event" />,
  },
  binary: {
    load: () => Promise.all([import('@/features/binary/binary-page'), import('@/features/binary/public')]).then(([m, q]) => ({ Page: m.BinaryPage, query: q.BinaryQuery })),
    errorElement: <ProductError title="Binary" />,
  },
  tipsreview: {
    load: () =>
      Promise.all([import('@/features/tips-review/tips-review-page'), import('@/features/tips-review/public')]).then(([m, q]) => ({ Page: m.TipsReviewPage, query: q.TipsReviewQuery })),
    errorElement: <ProductError title="Tips review" />,
  },
};
