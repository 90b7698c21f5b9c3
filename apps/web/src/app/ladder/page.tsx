import { redirect } from 'next/navigation';

/** `/ladder` alone: the first game's ladder. */
export default function Page() {
  redirect('/ladder/cartagena');
}
