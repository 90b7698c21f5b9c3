import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturingLogger } from '../testing/harness.js';
import { freePort, TestRedis } from '../testing/redis-server.js';
import { connectAtStart, redisConnection } from './redis-connection.js';

let redis: TestRedis;

beforeAll(async () => {
  redis = await TestRedis.start();
});
afterAll(async () => {
  await redis.stop();
});

async function until(condition: () => boolean, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('a Redis connection that loses Redis', () => {
  it('logs each loss once as a warning and each return once, and nothing when it is closed on purpose', async () => {
    const { logger, lines } = capturingLogger();
    const connection = redisConnection(redis.url, 'test', logger);
    await connection.connect();
    const said = (message: string) => lines.filter((line) => line['msg'] === message);

    const LOSSES = 4;
    for (let loss = 1; loss <= LOSSES; loss++) {
      await redis.stop();
      // A few failed retries while it is away: none of them is a new loss.
      await new Promise((resolve) => setTimeout(resolve, 700));
      await redis.resume();
      await until(() => connection.status === 'ready', `the connection back after loss ${loss}`);
      await until(() => said('redis connection back').length === loss, `the line for return ${loss}`);
    }
    await connection.quit();
    await until(() => connection.status === 'end', 'the connection to end');

    const lost = said('redis connection lost; retrying');
    expect(lost).toHaveLength(LOSSES);
    expect(lost.every((line) => line['level'] === 40 && line['redis'] === 'test')).toBe(true);
    expect(said('redis connection back').every((line) => line['level'] === 30)).toBe(true);
    expect(said('redis connection back')).toHaveLength(LOSSES);
  }, 60_000);
});

describe('a node starting while Redis does not answer yet', () => {
  it('waits for Redis to come, where a first failed attempt would have stopped it', async () => {
    const { logger } = capturingLogger();
    const late = TestRedis.at(await freePort());
    const connection = redisConnection(late.url, 'test', logger);
    const connected = connectAtStart(connection, 20_000);
    // The first attempt is refused: nothing listens yet.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await late.resume();
    await connected;
    expect(await connection.ping()).toBe('PONG');
    await connection.quit();
    await late.stop();
  }, 60_000);

  it('gives up after its wait, and leaves no connection retrying', async () => {
    const { logger } = capturingLogger();
    const late = TestRedis.at(await freePort());
    const connection = redisConnection(late.url, 'test', logger);
    await expect(connectAtStart(connection, 600)).rejects.toThrow();
    // Redis comes after all: a connection still retrying would find it within its 2 s between tries.
    await late.resume();
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(connection.status).not.toBe('ready');
    await late.stop();
  }, 60_000);
});
