import { execFile } from 'node:child_process';
import { resolve as absolute } from 'node:path';

// execFile hands convert its arguments with no shell in between, so quotes, `;` or `$()` in an
// uploaded file's name stay part of the name. The absolute path starts with `/`, so a name cannot
// pass for an option (`-write …`) or an ImageMagick coder prefix (`msl:…`, `|…`).
export function thumbnail(file, run = execFile) {
  const input = absolute(file);
  return new Promise((resolve, reject) => {
    run('convert', [input, '-resize', '128x', `${input}.thumb.png`], (error) =>
      error ? reject(error) : resolve(`${file}.thumb.png`),
    );
  });
}
