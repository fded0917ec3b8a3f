// The e2e project spawns dist/: before any file runs, dist/ must be the build of the tree on disk.
// When the recorded source hash (scripts/dist-stamp.ts) differs, this builds rather than refuses:
// the build is the only fix, CI has already built (so the hash matches and nothing runs twice),
// and the build is deterministic, so CI's dist/ drift check sees no change either way.
import { execFileSync } from 'node:child_process';
import { ROOT, staleness } from '../../scripts/dist-stamp.js';

export default function setup(): void {
  const why = staleness();
  if (why === null) return;
  console.log(`e2e: ${why}; running npm run build first.`);
  try {
    execFileSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
  } catch {
    throw new Error('e2e: npm run build failed, and the e2e tests will not run an old dist/.');
  }
  const after = staleness();
  if (after !== null) {
    throw new Error(`e2e: dist/ is still stale after npm run build (${after}); not testing it.`);
  }
}
