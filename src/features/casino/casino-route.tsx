import { CasinoLobbyPage } from './casino-lobby-page';
import { CasinoLaunchActor } from '@/app/actors';

/** `/casino` and `/intcasino`: the lobby, launching through the casino-launch machine. */
export function CasinoRoute({ title }: { title: string }) {
  const casino = CasinoLaunchActor.useActorRef();
  return <CasinoLobbyPage title={title} onPlay={(game) => casino.send({ type: 'casino.launch', game })} />;
}
