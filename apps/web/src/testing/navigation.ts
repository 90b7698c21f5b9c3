import { vi } from 'vitest';

/**
 * The app router as unit tests see it: `next/navigation` is mocked for every test file
 * (testing/setup.ts). What the router was asked is recorded, and forgotten after each test with
 * the path shown; a page that reads its path is shown at one with `showPath` (the lobby's `/`
 * otherwise).
 */
export const router = {
  push: vi.fn(),
  replace: vi.fn(),
  refresh: vi.fn(),
  back: vi.fn(),
  forward: vi.fn(),
  prefetch: vi.fn(),
};

let pathname = '/';
let searchParams = new URLSearchParams();

/** The path (and query) the page under test is shown at. */
export function showPath(path: string, query = ''): void {
  pathname = path;
  searchParams = new URLSearchParams(query);
}

/** The hooks that replace next/navigation's own. */
export const navigation = {
  useRouter: () => router,
  usePathname: () => pathname,
  useSearchParams: () => searchParams,
};

export function resetNavigation(): void {
  for (const method of Object.values(router)) method.mockReset();
  showPath('/');
}
