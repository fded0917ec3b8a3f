import { exec } from 'node:child_process';

export function thumbnail(file, run = exec) {
  return new Promise((resolve, reject) => {
    run(`convert "${file}" -resize 128x "${file}.thumb.png"`, (error) =>
      error ? reject(error) : resolve(`${file}.thumb.png`),
    );
  });
}
