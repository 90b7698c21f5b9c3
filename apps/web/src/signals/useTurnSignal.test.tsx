import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTurnSignal } from './useTurnSignal';

function Table({ yourTurn }: { yourTurn: boolean }) {
  useTurnSignal({ yourTurn, matchId: 'm1', gameTitle: 'Tortuga 1667', sound: false });
  return null;
}

let hidden = false;
const hide = (value: boolean) =>
  act(() => {
    hidden = value;
    document.dispatchEvent(new Event('visibilitychange'));
  });
const icon = () => document.querySelector('link[rel="icon"]')?.getAttribute('href');

beforeEach(() => {
  hidden = false;
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  document.head.innerHTML =
    '<title>Table · Brethren</title><link rel="icon" href="/icon.svg" type="image/svg+xml">';
});
afterEach(() => {
  document.head.innerHTML = '';
});

describe('the your-turn signal', () => {
  // The mark is loaded when first needed (a dynamic import): it lands a moment after the signal.
  const marked = () => vi.waitFor(() => expect(document.title).toBe('● Your turn — Table · Brethren'));

  it('marks the title and the icon while it is your turn and the page is hidden, and puts them back when you look', async () => {
    render(<Table yourTurn />);
    expect(document.title).toBe('Table · Brethren');
    hide(true);
    await marked();
    expect(icon()).toMatch(/^data:image\/svg\+xml,/);
    hide(false);
    expect(document.title).toBe('Table · Brethren');
    expect(icon()).toBe('/icon.svg');
  });

  it('says nothing while the turn is someone else’s, and stops when the turn passes', async () => {
    const { rerender } = render(<Table yourTurn={false} />);
    hide(true);
    expect(document.title).toBe('Table · Brethren');
    rerender(<Table yourTurn />);
    await marked();
    rerender(<Table yourTurn={false} />);
    expect(document.title).toBe('Table · Brethren');
    expect(icon()).toBe('/icon.svg');
  });

  it('marks nothing when the reader looks again before the mark has loaded', async () => {
    render(<Table yourTurn />);
    hide(true);
    hide(false);
    // Long enough for the import to land: a mark put up now would stay up.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(document.title).toBe('Table · Brethren');
    expect(icon()).toBe('/icon.svg');
  });
});
