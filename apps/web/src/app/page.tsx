import { Lobby } from '@/lobby/Lobby';

export default function Home() {
  return <Lobby />;
}
