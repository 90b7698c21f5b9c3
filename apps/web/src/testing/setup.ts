import type * as testingLibrary from '@testing-library/react';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { IntlWrapper } from './intl';
import { resetNavigation } from './navigation';

// Every component under test renders inside the app's i18n context, in English, as a page does;
// a test that wants another language passes its own wrapper.
vi.mock('@testing-library/react', async (original) => {
  const rtl = await original<typeof testingLibrary>();
  return {
    ...rtl,
    render: ((ui: Parameters<typeof rtl.render>[0], options?: Parameters<typeof rtl.render>[1]) =>
      rtl.render(ui, { wrapper: IntlWrapper, ...options })) as typeof rtl.render,
  };
});

// No app router runs in a unit test: its hooks answer from testing/navigation.ts.
vi.mock('next/navigation', async (original) => ({
  ...(await original<object>()),
  ...(await import('./navigation')).navigation,
}));

afterEach(() => {
  cleanup();
  resetNavigation();
});
