import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loopbackTarget, runLocalRecipe } from '../../../src/checks/recipe.js';
import type { LocalRunRecipe } from '../../../src/config/types.js';
import { isGone, liveMembers, pidFrom } from './procs.js';

const node = JSON.stringify(process.execPath);
const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (closers.length > 0) await closers.pop()?.();
});

function options() {
  return {
    cwd: mkdtempSync(join(tmpdir(), 'done-gate-recipe-')),
    perCommandTimeoutMs: 2000,
    outputCapBytes: 64 * 1024,
    env: process.env,
    pollIntervalMs: 50,
    killGraceMs: 500,
  };
}

/** A loopback port nobody listens on (bound then released). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function answering(status: number): Promise<number> {
  const server = createServer((_req, res) => {
    res.statusCode = status;
    res.end('busy');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return (server.address() as AddressInfo).port;
}

async function refused(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(500) });
    return false;
  } catch {
    return true;
  }
}

describe('loopbackTarget', () => {
  it.each([
    'http://127.0.0.1:3000/health',
    'http://localhost:8080/',
    'https://localhost/ready',
    'http://[::1]:9000/x',
    'http://127.1:3000/',
    'http://0x7f.0.0.1:3000/',
    'http://127.255.0.9/',
  ])('accepts loopback %s', (url) => {
    expect(loopbackTarget(url).ok).toBe(true);
  });

  it.each([
    'http://0.0.0.0:3000/',
    'http://10.0.0.1/',
    'http://example.com/health',
    'http://127.0.0.1.nip.io/',
    'http://localhost.evil.test/',
    'http://[::ffff:7f00:1]/',
    'http://[::]:80/',
    'ftp://127.0.0.1/',
    'file:///etc/passwd',
    '127.0.0.1:3000',
    'not a url',
  ])('G6: refuses %s', (url) => {
    expect(loopbackTarget(url).ok).toBe(false);
  });
});

describe('runLocalRecipe', () => {
  it('G6: a recipe whose ready URL is not loopback is refused and nothing is started', async () => {
    const opts = options();
    for (const ready of ['http://example.com/health', 'http://0.0.0.0:8080/']) {
      const out = await runLocalRecipe(
        {
          start: 'touch started; sleep 600',
          ready,
          suites: ['touch suite-ran'],
          timeoutSeconds: 1,
        },
        opts,
      );
      expect(out.kind).toBe('not-booted');
      if (out.kind !== 'not-booted') return;
      expect(out.error).toContain(`ready URL '${ready}' refused`);
      expect(out.error).toContain('nothing was started');
      expect(out.missing).toContain('127.0.0.1');
    }
    await new Promise((r) => setTimeout(r, 100));
    expect(existsSync(join(opts.cwd, 'started'))).toBe(false);
    expect(existsSync(join(opts.cwd, 'suite-ran'))).toBe(false);
  });

  it('G5: a service that never gets ready is not-booted and its whole group is gone', async () => {
    const port = await freePort();
    const opts = options();
    const out = await runLocalRecipe(
      {
        start: `echo "leader=$$"; sleep 600 & echo "bg=$!"; echo starting; sleep 600`,
        ready: `http://127.0.0.1:${port}/health`,
        suites: ['touch suite-ran'],
        timeoutSeconds: 1,
      },
      opts,
    );
    expect(out.kind).toBe('not-booted');
    if (out.kind !== 'not-booted') return;
    expect(out.error).toMatch(
      new RegExp(
        `^http://127\\.0\\.0\\.1:${port}/health did not answer 2xx within 1s \\(last attempt: .+\\)`,
      ),
    );
    expect(out.error).toContain('service log:');
    expect(out.error).toContain('starting');
    expect(out.missing).toContain(`2xx at http://127.0.0.1:${port}/health`);
    expect(existsSync(join(opts.cwd, 'suite-ran'))).toBe(false);
    const leader = pidFrom(out.error, 'leader');
    expect(isGone(pidFrom(out.error, 'bg'))).toBe(true);
    expect(isGone(leader)).toBe(true);
    expect(liveMembers(leader)).toEqual([]);
  });

  it('G5: a service that crashes on start is not-booted at once, with its verbatim error', async () => {
    const port = await freePort();
    const out = await runLocalRecipe(
      {
        start: 'echo "Error: listen EADDRINUSE: address already in use" >&2; exit 7',
        ready: `http://127.0.0.1:${port}/`,
        suites: [],
        // "At once": waiting out this ready timeout would outlast the test's own.
        timeoutSeconds: 600,
      },
      options(),
    );
    expect(out.kind).toBe('not-booted');
    if (out.kind !== 'not-booted') return;
    expect(out.error).toMatch(
      /^service exited \(exit 7\) before http:\/\/127\.0\.0\.1:\d+\/ answered 2xx/,
    );
    expect(out.error).toContain('EADDRINUSE');
    expect(out.missing).toContain('stays running');
  });

  it('G5: a port held by something answering 503 never counts as ready', async () => {
    const port = await answering(503);
    const out = await runLocalRecipe(
      { start: 'sleep 600', ready: `http://127.0.0.1:${port}/`, suites: [], timeoutSeconds: 0.5 },
      options(),
    );
    expect(out.kind).toBe('not-booted');
    if (out.kind === 'not-booted') expect(out.error).toContain('last attempt: HTTP 503');
  });

  it('boots a tiny node HTTP server, runs the suites against it, then kills the service', async () => {
    const port = await freePort();
    const server =
      `require('http').createServer((q, s) => s.end(q.url === '/health' ? 'up' : 'ok'))` +
      `.listen(${port}, '127.0.0.1', () => console.log('listening pid=' + process.pid))`;
    const client =
      `fetch('http://127.0.0.1:${port}/').then(r => r.text())` +
      `.then(t => { console.log('got', t); process.exit(t === 'ok' ? 0 : 1) })`;
    const recipe: LocalRunRecipe = {
      start: `exec ${node} -e ${JSON.stringify(server)}`,
      ready: `http://localhost:${port}/health`,
      suites: [`${node} -e ${JSON.stringify(client)}`, 'echo failing suite; exit 4'],
      timeoutSeconds: 2,
    };
    const out = await runLocalRecipe(recipe, options());
    expect(out.kind).toBe('ran');
    if (out.kind !== 'ran') return;
    expect(out.suites.map((s) => s.exit)).toEqual([0, 4]);
    expect(out.suites[0]?.tail).toContain('got ok');
    expect(out.serviceLog).toContain('listening');
    expect(isGone(pidFrom(out.serviceLog, 'pid'))).toBe(true);
    expect(await refused(port)).toBe(true);
  });
});
