// The local-run recipe behind the probe lane: start a service (left running in its own process
// group), wait until its loopback `ready` URL answers 2xx, run the suites against it, then kill
// the service's whole group. Anything other than a loopback target is refused before starting.
import * as http from 'node:http';
import * as https from 'node:https';
import type { LocalRunRecipe } from '../config/types.js';
import { OutputCapture } from './capture.js';
import { childEnv } from './env.js';
import { delay, formatSeconds, runCommand, spawnGroup, stopGroup } from './run.js';
import type { CommandRecord, RunAs, Spawned } from './run.js';

export type LocalRecipeOutcome =
  | { kind: 'not-booted'; error: string; missing: string; serviceLog?: string }
  | { kind: 'ran'; suites: CommandRecord[]; serviceLog: string };

export interface LocalRecipeOptions {
  cwd: string;
  perCommandTimeoutMs: number;
  outputCapBytes: number;
  env: NodeJS.ProcessEnv;
  secrets?: string[];
  signal?: AbortSignal;
  /** Between readiness attempts. Default 200 ms. */
  pollIntervalMs?: number;
  killGraceMs?: number;
  /** Run as the sandbox user (the gate job); absent, as this process's user. */
  runAs?: RunAs;
}

export type LoopbackTarget =
  { ok: true; url: URL; addresses: string[] } | { ok: false; why: string };

/** Only 127.0.0.0/8, `localhost` and [::1], over http or https. The URL parser has already
 * normalised spellings like `127.1` or `0x7f.0.0.1` to dotted decimal. */
export function loopbackTarget(ready: string): LoopbackTarget {
  let url: URL;
  try {
    url = new URL(ready);
  } catch {
    return { ok: false, why: 'not a valid URL' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, why: `scheme ${url.protocol} is not http(s)` };
  }
  const host = url.hostname.toLowerCase();
  if (host === 'localhost') return { ok: true, url, addresses: ['127.0.0.1', '::1'] };
  if (host === '[::1]') return { ok: true, url, addresses: ['::1'] };
  const v4 = /^127\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (v4 !== null && v4.slice(1).every((o) => Number(o) <= 255)) {
    return { ok: true, url, addresses: [host] };
  }
  return { ok: false, why: `host ${host || '(none)'} is not loopback` };
}

/** One readiness attempt against a fixed loopback address (no DNS: `localhost` cannot be made to
 * resolve off-host). Resolves with the status code, or rejects. */
function probeOnce(url: URL, address: string, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const secure = url.protocol === 'https:';
    const port = url.port !== '' ? Number(url.port) : secure ? 443 : 80;
    const options: https.RequestOptions = {
      host: address,
      port,
      path: `${url.pathname}${url.search}`,
      method: 'GET',
      headers: { host: url.host, 'user-agent': 'done-gate-probe' },
      timeout: timeoutMs,
      agent: false,
    };
    // A local dev server's certificate is self-signed; this request only checks readiness on
    // loopback and carries no credentials.
    if (secure) Object.assign(options, { rejectUnauthorized: false, servername: url.hostname });
    const req = (secure ? https : http).request(options, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end();
  });
}

function withLog(message: string, capture: OutputCapture): string {
  const log = capture.text().trimEnd();
  return log.length > 0 ? `${message}\nservice log:\n${log}` : `${message}\nservice log: (empty)`;
}

async function waitReady(
  target: { url: URL; addresses: string[] },
  service: Spawned,
  timeoutMs: number,
  pollMs: number,
  signal: AbortSignal | undefined,
): Promise<
  { ready: true } | { ready: false; reason: 'exited' | 'timeout' | 'aborted'; last: string }
> {
  const deadline = performance.now() + timeoutMs;
  let exited = false;
  void service.exited.then(() => {
    exited = true;
  });
  let last = 'no attempt made';
  for (;;) {
    if (signal?.aborted) return { ready: false, reason: 'aborted', last };
    if (exited) return { ready: false, reason: 'exited', last };
    const remaining = deadline - performance.now();
    if (remaining <= 0) return { ready: false, reason: 'timeout', last };
    for (const address of target.addresses) {
      try {
        const status = await probeOnce(
          target.url,
          address,
          Math.max(50, Math.min(1000, remaining)),
        );
        if (status >= 200 && status < 300) return { ready: true };
        last = `HTTP ${status}`;
      } catch (e) {
        last = (e as Error).message;
      }
    }
    await Promise.race([
      delay(Math.min(pollMs, Math.max(0, deadline - performance.now()))),
      service.exited,
    ]);
  }
}

export async function runLocalRecipe(
  recipe: LocalRunRecipe,
  options: LocalRecipeOptions,
): Promise<LocalRecipeOutcome> {
  const target = loopbackTarget(recipe.ready);
  if (!target.ok) {
    return {
      kind: 'not-booted',
      error: `ready URL '${recipe.ready}' refused: ${target.why} — only 127.0.0.0/8, localhost or [::1] over http(s) is probed; nothing was started`,
      missing: 'a local-run-recipe `ready` URL on 127.0.0.1, localhost or [::1]',
    };
  }
  const env = childEnv(options.env, options.secrets ?? []);
  const graceMs = options.killGraceMs ?? 1000;
  const timeoutMs = Math.max(0, recipe.timeoutSeconds * 1000);
  const capture = new OutputCapture(options.outputCapBytes);
  let service: Spawned;
  try {
    service = spawnGroup(recipe.start, options.cwd, env, capture, options.runAs);
  } catch (e) {
    return {
      kind: 'not-booted',
      error: `could not start the service: ${(e as Error).message}`,
      missing: 'a runnable local-run-recipe `start` command',
    };
  }

  try {
    const ready = await waitReady(
      target,
      service,
      timeoutMs,
      options.pollIntervalMs ?? 200,
      options.signal,
    );
    if (!ready.ready) {
      await stopGroup(service, graceMs);
      const serviceLog = capture.text();
      if (ready.reason === 'exited') {
        const how = await service.exited;
        const status = how.error
          ? `could not start: ${how.error.message}`
          : how.code !== null
            ? `exit ${how.code}`
            : `killed by ${how.signal ?? 'a signal'}`;
        return {
          kind: 'not-booted',
          error: withLog(`service exited (${status}) before ${recipe.ready} answered 2xx`, capture),
          missing: `a start command that stays running and serves ${recipe.ready}`,
          serviceLog,
        };
      }
      if (ready.reason === 'aborted') {
        return {
          kind: 'not-booted',
          error: withLog('the run was cancelled before the service was ready', capture),
          missing: 'time to finish the local run',
          serviceLog,
        };
      }
      return {
        kind: 'not-booted',
        error: withLog(
          `${recipe.ready} did not answer 2xx within ${formatSeconds(timeoutMs)}s (last attempt: ${ready.last})`,
          capture,
        ),
        missing: `a service answering 2xx at ${recipe.ready} within ${formatSeconds(timeoutMs)}s — check the recipe's start command, port and timeout-seconds`,
        serviceLog,
      };
    }

    const suites: CommandRecord[] = [];
    for (const suite of recipe.suites) {
      suites.push(
        await runCommand(suite, {
          cwd: options.cwd,
          timeoutMs: options.perCommandTimeoutMs,
          outputCapBytes: options.outputCapBytes,
          env,
          signal: options.signal,
          killGraceMs: graceMs,
          ...(options.runAs === undefined ? {} : { runAs: options.runAs }),
        }),
      );
    }
    await stopGroup(service, graceMs);
    return { kind: 'ran', suites, serviceLog: capture.text() };
  } finally {
    // Whatever happened above, the service's group does not outlive the recipe.
    await stopGroup(service, 0);
  }
}
