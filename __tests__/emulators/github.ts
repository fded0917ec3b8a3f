// A loopback GitHub REST + GraphQL emulator for tests. It speaks the JSON shapes Octokit and
// @actions/artifact read (ids, node_ids, html_url, user objects, Link pagination, x-ratelimit-*),
// keeps repositories, pull requests, issues, comments, statuses and artifacts in memory, records
// every request, and injects faults. Self-contained (node:http + fflate, no test framework): a
// test that spawns `node dist/index.js` can import it and point GITHUB_API_URL at `baseUrl`.
// Parts: github/types (public types, tokens), state, faults, shapes (JSON, diff, event payloads),
// routes (REST + GraphQL); this file is the HTTP server.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { archiveBytes } from './github/archives.js';
import { Faults } from './github/faults.js';
import type { RequestHook } from './github/faults.js';
import { buildRoutes } from './github/routes.js';
import type { Reply } from './github/routes.js';
import { payloadBuilders } from './github/shapes.js';
import type { PayloadBuilders } from './github/shapes.js';
import { GitHubState } from './github/state.js';
import type { EmulatorOptions, RecordedRequest } from './github/types.js';
import { DOCS, HttpError, notFound } from './github/util.js';

export * from './github/types.js';
export { GitHubState } from './github/state.js';
export {
  Faults,
  DIFF_TOO_LARGE_FILES_MESSAGE,
  DIFF_TOO_LARGE_LINES_MESSAGE,
} from './github/faults.js';
export type { PullChange, RequestHook } from './github/faults.js';
export { buildUnifiedDiff } from './github/shapes.js';
export { buildArchive } from './github/archives.js';
export type { ArchiveFile, ArchiveSpec, EmulatedArchive } from './github/archives.js';
export type { PayloadBuilders } from './github/shapes.js';

export interface GitHubEmulator {
  /** `http://127.0.0.1:<port>`: use as GITHUB_API_URL. */
  baseUrl: string;
  state: GitHubState;
  /** Every request, in arrival order. */
  requests: RecordedRequest[];
  faults: Faults;
  /** GITHUB_EVENT_PATH payloads built from the state. */
  payloads: PayloadBuilders;
  /** Requests matching a method and a pathname (exact or RegExp). */
  requestsTo(method: string, path: string | RegExp): RecordedRequest[];
  close(): Promise<void>;
}

function tokenOf(headers: http.IncomingHttpHeaders): string | null {
  const auth = headers.authorization;
  if (typeof auth !== 'string') return null;
  const m = /^(?:token|bearer)\s+(\S+)$/i.exec(auth.trim());
  return m?.[1] ?? null;
}

export async function startGitHubEmulator(options: EmulatorOptions = {}): Promise<GitHubEmulator> {
  const state = new GitHubState();
  for (const t of options.tokens ?? []) state.addToken(t.token, t.login, t.kind);
  const faults = new Faults(state);
  const requests: RecordedRequest[] = [];
  const limit = options.rateLimit ?? 5000;
  const used = new Map<string, number>();
  const routes = buildRoutes(state, faults);
  let baseUrl = '';
  let seq = 0;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void handle(req, res, Buffer.concat(chunks).toString('utf8'));
    });
  });

  async function handle(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    raw: string,
  ): Promise<void> {
    const url = new URL(req.url ?? '/', baseUrl);
    const method = (req.method ?? 'GET').toUpperCase();
    let body: unknown = null;
    if (raw.length > 0) {
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
      }
    }
    const token = tokenOf(req.headers);
    const identity = token === null ? undefined : state.tokens.get(token);
    seq += 1;
    const record: RecordedRequest = {
      seq,
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
      body,
      login: identity?.login ?? null,
      status: 0,
      at: Date.now(),
    };
    requests.push(record);

    const send = (reply: Reply): void => {
      const headers: Record<string, string> = {
        'x-github-request-id': `EMU:${record.seq}`,
        'x-github-api-version-selected': '2022-11-28',
        ...(reply.headers ?? {}),
      };
      if (token !== null && identity !== undefined) {
        const n = (used.get(token) ?? 0) + 1;
        used.set(token, n);
        headers['x-ratelimit-limit'] ??= String(limit);
        headers['x-ratelimit-remaining'] ??= String(Math.max(0, limit - n));
        headers['x-ratelimit-used'] ??= String(n);
        headers['x-ratelimit-reset'] ??= String(Math.floor(Date.now() / 1000) + 3600);
        headers['x-ratelimit-resource'] ??= url.pathname === '/graphql' ? 'graphql' : 'core';
      }
      let payload: string | Uint8Array = '';
      if (reply.raw !== undefined) {
        payload = reply.raw;
      } else if (reply.body !== undefined) {
        payload = JSON.stringify(reply.body);
        headers['content-type'] ??= 'application/json; charset=utf-8';
      }
      headers['content-length'] = String(
        typeof payload === 'string' ? Buffer.byteLength(payload) : payload.byteLength,
      );
      record.status = reply.status;
      res.writeHead(reply.status, headers);
      res.end(payload);
    };
    const dropConnection = (): void => {
      record.status = 0;
      req.socket.destroy();
    };

    let hooks: RequestHook[] = [];
    try {
      const actions = faults.take(method, url.pathname, String(req.headers.accept ?? ''));
      let dropAfter = false;
      for (const action of actions) {
        if (action.kind === 'delay') await new Promise((r) => setTimeout(r, action.ms));
        if (action.kind === 'drop-before') return dropConnection();
        if (action.kind === 'respond') {
          return send({ status: action.status, body: action.body, headers: action.headers });
        }
        if (action.kind === 'drop-after') dropAfter = true;
      }

      const blob = /^\/_blobs\/artifacts\/(\d+)\/[^/]+$/.exec(url.pathname);
      if (blob && method === 'GET') {
        const a = state.artifacts.find((x) => x.id === Number(blob[1]));
        if (!a) throw notFound();
        return send({
          status: 200,
          raw: a.zip,
          headers: {
            'content-type': 'application/zip',
            'content-disposition': `attachment; filename=${encodeURIComponent(a.name)}.zip`,
          },
        });
      }

      const codeload = /^\/_codeload\/([^/]+)\/([^/]+)\/legacy\.tar\.gz\/([0-9a-f]+)$/.exec(
        url.pathname,
      );
      if (codeload && method === 'GET') {
        const archive = state.archive(
          decodeURIComponent(codeload[1] ?? ''),
          decodeURIComponent(codeload[2] ?? ''),
          codeload[3] ?? '',
        );
        if (!archive) throw notFound();
        const top = `${archive.owner}-${archive.repo}-${archive.sha.slice(0, 7)}`;
        return send({
          status: 200,
          raw: await archiveBytes(archive),
          headers: {
            'content-type': 'application/x-gzip',
            'content-disposition': `attachment; filename=${top}.tar.gz`,
          },
        });
      }

      faults.applyPullChanges(state, record.seq);
      hooks = faults.takeHooks(method, url.pathname, String(req.headers.accept ?? ''));
      for (const hook of hooks) hook.before?.(state);
      if (identity === undefined) {
        throw new HttpError(401, {
          message: 'Bad credentials',
          documentation_url: DOCS,
          status: '401',
        });
      }
      for (const [m, pattern, handler] of routes) {
        if (m !== method) continue;
        const match = pattern.exec(url.pathname);
        if (!match) continue;
        const params = match.slice(1).map((p) => decodeURIComponent(p));
        const reply = await handler(
          {
            method,
            path: url.pathname,
            query: url.searchParams,
            headers: req.headers,
            body,
            login: identity.login,
            kind: identity.kind,
            baseUrl,
            seq: record.seq,
          },
          params,
        );
        for (const hook of hooks) hook.after?.(state);
        if (dropAfter) return dropConnection();
        return send(reply);
      }
      throw notFound();
    } catch (error) {
      for (const hook of hooks) hook.after?.(state);
      if (error instanceof HttpError)
        return send({ status: error.status, body: error.body, headers: error.headers });
      return send({
        status: 500,
        body: { message: `Emulator error: ${(error as Error).message}` },
      });
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;

  return {
    baseUrl,
    state,
    requests,
    faults,
    payloads: payloadBuilders(state),
    requestsTo(method: string, path: string | RegExp): RecordedRequest[] {
      return requests.filter(
        (r) =>
          r.method === method.toUpperCase() &&
          (typeof path === 'string' ? r.path === path : path.test(r.path)),
      );
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
