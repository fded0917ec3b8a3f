// Building command lines for the job runner, which hands each one to `sh -c`.

/**
 * Quotes one argument for a POSIX shell: the whole value inside single quotes, each single quote
 * closed, escaped and reopened. Nothing inside single quotes is special to the shell.
 */
export function quoteArg(value) {
  const text = String(value);
  if (text === '') return "''";
  if (/^[A-Za-z0-9_\/.,:=@%+-]+$/.test(text)) return text;
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** Joins a program and its arguments into one command line, each argument quoted. */
export function commandLine(program, args) {
  return [program, ...args].map(quoteArg).join(' ');
}

/** Environment assignments prefixed to a command line (`A=1 B=2 cmd …`). */
export function withEnv(env, line) {
  const names = Object.keys(env).sort();
  for (const name of names) {
    if (!/^[A-Z_][A-Z0-9_]*$/.test(name)) throw new Error(`invalid variable name: ${name}`);
  }
  const prefix = names.map((name) => `${name}=${quoteArg(env[name])}`).join(' ');
  return prefix === '' ? line : `${prefix} ${line}`;
}
