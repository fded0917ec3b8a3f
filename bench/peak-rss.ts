// A bench child's own peak RSS. Linux keeps ru_maxrss (`resourceUsage().maxRSS`) across exec, so
// a child spawned by the bench reads at least what the bench process held when it forked —
// hundreds of MB once the in-process rows have run, whatever the child itself used. The kernel's
// high-water mark of the running image (VmHWM in /proc/self/status) starts afresh at exec; it is
// read where there is one, and ru_maxrss elsewhere.
import { readFileSync } from 'node:fs';

export function ownPeakRssBytes(): number {
  try {
    const hwm = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'));
    if (hwm !== null) return Number(hwm[1]) * 1024;
  } catch {
    // No procfs (not Linux): the rusage figure, which may still count what the parent held.
  }
  return process.resourceUsage().maxRSS * 1024;
}
