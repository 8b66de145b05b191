import { useSelector } from '@xstate/react';
import { Modal } from '@/components/ui/modal';
import { useChild } from '@/lib/app-actor';
import { EventSearch } from './event-search';
import { useSearchOdds } from './search-odds';

/** The phone's search popup on the search actor; choosing a result closes it. */
export function MobileSearchContainer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const search = useChild('search');
  const text = useSelector(search, (s) => s.context.text);
  const results = useSelector(search, (s) => s.context.results);
  const resultsOpen = useSelector(search, (s) => s.hasTag('resultsVisible'));
  const busy = useSelector(search, (s) => s.hasTag('busy'));
  const error = useSelector(search, (s) => s.context.error);
  const oddsFor = useSearchOdds(results, open && resultsOpen);
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Search" size="standard">
      <EventSearch
        variant="list"
        autoFocus
        text={text}
        results={results}
        open={resultsOpen}
        busy={busy}
        error={error}
        oddsFor={oddsFor}
        onTextChange={(value) => search.send({ type: 'search.type', text: value })}
        onFocus={() => search.send({ type: 'search.focus' })}
        onBlur={() => search.send({ type: 'search.blur' })}
        onClose={() => search.send({ type: 'search.close' })}
        onChoose={(result) => {
          search.send({ type: 'search.choose', exEventId: result.exEventId, sportId: result.sportId });
          onOpenChange(false);
        }}
      />
    </Modal>
  );
}
