import { Link } from '@/components/Link';

/** A player's handle, linking to their profile. */
export function PlayerLink({ handle, className }: { handle: string; className?: string }) {
  return (
    <Link href={`/players/${encodeURIComponent(handle)}`} className={className}>
      {handle}
    </Link>
  );
}
