// The environment a declared command sees: an allowlist of what builds and tests need, never a
// token, key or action input. Anything the workflow did not mean to hand to PR code stays out.

const ALLOWED_NAMES = new Set([
  'PATH',
  'HOME',
  'USER',
  'LOGNAME',
  'SHELL',
  'LANG',
  'LANGUAGE',
  'TZ',
  'TERM',
  'TMPDIR',
  'TEMP',
  'TMP',
  'CI',
  'HOSTNAME',
  'NO_COLOR',
  'FORCE_COLOR',
  'DEBIAN_FRONTEND',
  'GOPATH',
  'GOROOT',
  'GOCACHE',
  'GOMODCACHE',
  'GOFLAGS',
  'CARGO_HOME',
  'RUSTUP_HOME',
  'VIRTUAL_ENV',
  'PYTHONPATH',
  'PYTHONUNBUFFERED',
  'DOTNET_ROOT',
  'PNPM_HOME',
  'GITHUB_ACTIONS',
  'GITHUB_WORKSPACE',
  'GITHUB_SHA',
  'GITHUB_REF',
  'GITHUB_REPOSITORY',
  'GITHUB_RUN_ID',
  'GITHUB_EVENT_NAME',
  'RUNNER_OS',
  'RUNNER_ARCH',
  'RUNNER_TEMP',
  'RUNNER_TOOL_CACHE',
  'IMAGEOS',
  'IMAGEVERSION',
]);
const ALLOWED_PREFIXES = ['LC_', 'NODE_', 'XDG_', 'JAVA_', 'COREPACK_'];
/** Names that carry credentials, whatever prefix let them in. */
const DENIED =
  /^(?:INPUT_|ACTIONS_)|TOKEN|SECRET|PASSWORD|PASSWD|API_?KEY|ACCESS_?KEY|PRIVATE_?KEY|CREDENTIAL|_AUTH|AUTH_|COOKIE|SESSION/i;

export function childEnv(parent: NodeJS.ProcessEnv, secrets: string[]): NodeJS.ProcessEnv {
  const secretValues = secrets
    .filter((s): s is string => typeof s === 'string')
    .map((s) => s.trim())
    .filter((s) => s.length >= 8);
  const out: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(parent)) {
    if (value === undefined) continue;
    const upper = name.toUpperCase();
    const allowed = ALLOWED_NAMES.has(upper) || ALLOWED_PREFIXES.some((p) => upper.startsWith(p));
    if (!allowed || DENIED.test(upper)) continue;
    if (secretValues.some((s) => value === s || value.includes(s))) continue;
    out[name] = value;
  }
  return out;
}

/** Where the sandbox user lives: its own home, temp directory and copy of the workspace. */
export interface SandboxLayout {
  user: string;
  home: string;
  tmp: string;
  workspace: string;
}

/** Variables whose value is a path of the gate's (home, temp, workspace): replaced, never kept. */
const SANDBOX_PATHS = ['HOME', 'TMPDIR', 'TEMP', 'TMP', 'RUNNER_TEMP', 'GITHUB_WORKSPACE'];

/**
 * The environment of a command run as the sandbox user: the allowlist of `childEnv`, minus
 * `XDG_*` (they point into the gate user's home and runtime directory), with home, temp and
 * workspace variables pointing into the sandbox. Nothing names a file of the gate's.
 */
export function sandboxEnv(
  parent: NodeJS.ProcessEnv,
  secrets: string[],
  layout: SandboxLayout,
): NodeJS.ProcessEnv {
  const out = childEnv(parent, secrets);
  for (const name of Object.keys(out)) {
    const upper = name.toUpperCase();
    if (upper.startsWith('XDG_') || SANDBOX_PATHS.includes(upper)) delete out[name];
  }
  return {
    ...out,
    HOME: layout.home,
    USER: layout.user,
    LOGNAME: layout.user,
    TMPDIR: layout.tmp,
    TEMP: layout.tmp,
    TMP: layout.tmp,
    RUNNER_TEMP: layout.tmp,
    GITHUB_WORKSPACE: layout.workspace,
  };
}
