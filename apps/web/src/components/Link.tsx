import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * `next/link` without prefetching. Every page of the app is rendered for each request (it reads
 * the session) and none has a loading boundary, so a prefetch buys a page nothing it would not
 * fetch on the click, and costs a render of the web server's layouts with the API's queries
 * behind them: the lobby drew 18 links whose pages Next prefetched as it loaded, 18 renders a page
 * view that nobody asked for (an idle lobby cost the web server and the API over a CPU-second in
 * its first ten seconds, and 0.2 s without them).
 */
export function Link(props: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={false} {...props} />;
}
