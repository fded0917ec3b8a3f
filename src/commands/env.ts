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
