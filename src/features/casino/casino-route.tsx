import { CasinoLobbyPage } from './casino-lobby-page';
import { useChild } from '@/lib/app-actor';

/** `/casino` and `/intcasino`: the lobby, launching through the casino-launch machine. */
export function CasinoRoute({ title }: { title: string }) {
  const casino = useChild('casinoLaunch');
  return <CasinoLobbyPage title={title} onPlay={(game) => casino.send({ type: 'casino.launch', game })} />;
}
