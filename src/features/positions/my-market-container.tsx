import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { useChild, useSessionView } from '@/lib/app-actor';
import { exposureTarget } from './exposure-target';
import { MyMarketDialog } from './my-market-dialog';
import { MyMarketQuery } from './my-market-documents';

/** The exposure popup (My Market): read when it opens; a row goes to its market page or launches its casino game. */
export function MyMarketContainer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  const casino = useChild('casinoLaunch');
  const { loggedIn } = useSessionView();
  const myMarket = useQuery(MyMarketQuery, { skip: !open || !loggedIn, fetchPolicy: 'network-only' });
  return (
    <MyMarketDialog
      open={open}
      onOpenChange={onOpenChange}
      rows={myMarket.data?.userEventsExposure ?? []}
      loading={myMarket.loading}
      onChooseEvent={(row) => {
        const target = exposureTarget(row);
        if (target.kind === 'page') navigate(target.path);
        if (target.kind === 'casino') casino.send({ type: 'casino.launch', game: { eventId: target.eventId } });
      }}
    />
  );
}
