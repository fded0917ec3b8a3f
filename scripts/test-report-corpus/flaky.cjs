// A test that fails on its first attempt and passes on the next: the first call leaves a mark
// file in ./flaky (of the suite's folder, the runner's working directory) and throws; later calls
// (a retry, even in a new worker) find it and pass.
const fs = require('node:fs');
const path = require('node:path');
module.exports = function flakyOnce(key) {
  const mark = path.join(process.cwd(), 'flaky', `flaky-${key}`);
  if (fs.existsSync(mark)) return;
  fs.writeFileSync(mark, '1');
  throw new Error(`flaky ${key}: first attempt fails`);
};
