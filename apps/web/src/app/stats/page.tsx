import { redirect } from 'next/navigation';

/** `/stats` alone: the first game's statistics. */
export default function Page() {
  redirect('/stats/cartagena');
}
