import { QueryClient } from '@tanstack/react-query';

/**
 * The app's query cache. Answers are re-read when a page that shows them mounts again (old data
 * stays on screen meanwhile), not on window focus; a refused request is not retried: the API's
 * answer is shown as it came, with its code.
 */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
      mutations: { retry: false },
    },
  });
}
