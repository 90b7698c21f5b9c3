import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { NODE_FLAGS } from './node-flags.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** docker-compose.yml cannot run here (no Docker engine), so this checks what it can: its shape. */
describe('docker-compose.yml', () => {
  const compose = parse(readFileSync(`${root}docker-compose.yml`, 'utf8')) as {
    services: Record<
      string,
      {
        image?: string;
        build?: { context: string; dockerfile: string };
        environment?: Record<string, string>;
        depends_on?: Record<string, unknown>;
        ports?: string[];
      }
    >;
  };

  it('runs PostgreSQL, Redis and the server, wired to each other', () => {
    expect(Object.keys(compose.services)).toEqual(expect.arrayContaining(['postgres', 'redis', 'server']));
    const server = compose.services['server']!;
    expect(server.environment?.['DATABASE_URL']).toMatch(/^postgresql:\/\/.+@postgres:5432\//);
    expect(server.environment?.['REDIS_URL']).toBe('redis://redis:6379');
    expect(Object.keys(server.depends_on ?? {})).toEqual(['postgres', 'redis']);
    expect(server.ports).toContain('4000:4000');
    // Links in mail open the web app where the compose file serves it.
    expect(server.environment?.['WEB_URL']).toBe('http://localhost:3000');
  });

  it('runs the web app, pointed at the API for browsers and for itself, with a NextAuth secret', () => {
    const web = compose.services['web']!;
    expect(web.build?.dockerfile).toBe('apps/web/Dockerfile');
    expect(web.environment?.['BRETHREN_API_URL']).toBe('http://localhost:4000/graphql');
    expect(web.environment?.['BRETHREN_API_INTERNAL_URL']).toBe('http://server:4000/graphql');
    expect(web.environment?.['NEXTAUTH_URL']).toBe('http://localhost:3000');
    expect(web.environment?.['NEXTAUTH_SECRET']).toBeTruthy();
    expect(Object.keys(web.depends_on ?? {})).toEqual(['server']);
    expect(web.ports).toContain('3000:3000');
  });

  it('builds every service from a Dockerfile that exists', () => {
    for (const service of Object.values(compose.services)) {
      if (!service.build) continue;
      expect(existsSync(`${root}${service.build.context}/${service.build.dockerfile}`)).toBe(true);
    }
  });
});

describe('the server’s Dockerfile', () => {
  it('runs the built server with the V8 flags it is measured with', () => {
    const dockerfile = readFileSync(`${root}apps/server/Dockerfile`, 'utf8');
    const cmd = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1];
    expect(JSON.parse(cmd ?? 'null')).toEqual(['node', ...NODE_FLAGS, 'apps/server/dist/main.js']);
  });
});
