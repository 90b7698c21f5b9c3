import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from './axe.js';
import { settled, signInQuietly, signUp } from './pages.js';
import { startStack, type Stack } from './stack.js';
import { DESKTOP, PHONE, shotAsSeen, Visitors } from './visitors.js';

describe('following a player and challenging him, in Chromium on a real API', () => {
  let stack: Stack;
  const visitors = new Visitors(() => stack.browser);
  const { errors } = visitors;
  const page = (viewport: typeof DESKTOP) => visitors.page(viewport);

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await visitors.close();
    await stack?.close();
  });

  it('anne follows bob, sees him online, challenges him from his page; bob accepts in his lobby and both sit at the table', async () => {
    const { webUrl } = stack;
    const anne = await page(DESKTOP);
    const bob = await page(PHONE);
    await signInQuietly(anne.context(), webUrl, 'anne', { signUp: true });
    // Bob stays in the lobby on his phone: its live connection makes him online.
    await signUp(bob, webUrl, 'bob');
    await settled(bob);

    await anne.goto(`${webUrl}/players/bob`);
    await settled(anne);
    await anne.getByTestId('follow').click();
    await anne.getByTestId('unfollow').waitFor();
    expect(await anne.getByTestId('followers').textContent()).toBe('1 follower');
    expect(await anne.getByTestId('online').textContent()).toBe('Online');

    // The lobby's Following panel lists him, online.
    await anne.goto(webUrl);
    await settled(anne);
    await anne.locator('[data-testid="followed-player"][data-online="true"]', { hasText: 'bob' }).waitFor();
    await shotAsSeen(anne, 'people-lobby-following-desktop.png');
    expect(await audit(anne, 'the lobby with the players followed')).toEqual([]);

    // Anne challenges him from his page: Cartagena with its default options.
    await anne.goto(`${webUrl}/players/bob`);
    await settled(anne);
    await anne.getByTestId('challenge').click();
    await anne.getByTestId('challenge-game').selectOption('cartagena');
    await shotAsSeen(anne, 'people-challenge-form-desktop.png');
    expect(await audit(anne, 'the challenge form')).toEqual([]);
    await anne.getByTestId('send-challenge').click();
    await anne.waitForURL(/\/matches\/[0-9a-f-]+$/);
    const matchUrl = anne.url();
    await settled(anne);
    await anne.getByText('has not accepted yet').waitFor();
    await shotAsSeen(anne, 'people-challenge-waiting-desktop.png');
    expect(await audit(anne, 'the challenge table waiting for an answer')).toEqual([]);

    // Bob hears of it in his lobby without reloading, and accepts.
    await bob.getByTestId('challenge-received').waitFor({ timeout: 15_000 });
    expect(await bob.getByTestId('challenge-received').textContent()).toContain(
      'anne challenges you to Cartagena',
    );
    await bob.getByTestId('challenge-alert').waitFor({ state: 'attached' });
    await shotAsSeen(bob, 'people-lobby-header-phone.png');
    await bob.getByTestId('challenges').scrollIntoViewIfNeeded();
    await shotAsSeen(bob, 'people-lobby-challenge-phone.png');
    expect(await audit(bob, 'the lobby with a challenge on a phone')).toEqual([]);
    await bob.getByTestId('accept-challenge').click();
    await bob.waitForURL(matchUrl);
    for (const player of [anne, bob])
      await player.locator('[data-testid="table"][data-status="ACTIVE"]').waitFor({ timeout: 20_000 });
    await settled(bob);
    await shotAsSeen(bob, 'people-challenge-accepted-phone.png');

    // Anne's page as bob sees it on his phone: she plays now, with a link to watch.
    await bob.goto(`${webUrl}/players/anne`);
    await settled(bob);
    await bob.getByTestId('playing-now').waitFor();
    await shotAsSeen(bob, 'people-profile-phone.png');
    await bob.getByTestId('challenge').click();
    await bob.getByTestId('challenge-game').waitFor();
    await shotAsSeen(bob, 'people-profile-challenge-phone.png');
    expect(await audit(bob, 'a player page with the challenge form on a phone')).toEqual([]);
    expect(errors).toEqual([]);
  });
});
