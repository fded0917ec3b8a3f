#!/usr/bin/env node
// The `done-gate` command line: parses arguments, runs a command, maps errors to exit codes.
import { runCli } from './cli/main.js';

process.exitCode = await runCli(process.argv.slice(2), {
  env: process.env,
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  isTTY: process.stdout.isTTY === true && process.env.NO_COLOR === undefined,
  readStdin: async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  },
});
