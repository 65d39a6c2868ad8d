/**
 * Waits until the machine is quiet before a measured load: a benchmark on this 2-core machine that
 * starts while the last step's work still runs (the sign-in's password hash and session writes, the
 * previous browser context tearing down its renderer) measures that work too. Reads the machine's CPU
 * time (/proc/stat) in short windows until one is mostly idle; elsewhere (no /proc) it waits a fixed
 * moment instead. Never longer than `maxMs`.
 */
import fs from 'node:fs';

const WINDOW_MS = 100;
/** A window counts as quiet when the cores were busy less than this share of it. */
const QUIET_SHARE = 0.15;

/** Busy and total CPU ticks of the machine so far (null where /proc/stat is not readable). */
function ticks(): { busy: number; total: number } | null {
  try {
    const line = fs.readFileSync('/proc/stat', 'utf8').split('\n', 1)[0] ?? '';
    const [, ...fields] = line.trim().split(/\s+/);
    const values = fields.map(Number);
    const idle = (values[3] ?? 0) + (values[4] ?? 0);
    const total = values.reduce((a, b) => a + b, 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once a WINDOW_MS window was quiet (or after maxMs); answers how long it waited. */
export async function settle(maxMs = 3_000): Promise<number> {
  const start = performance.now();
  let last = ticks();
  if (!last) {
    await pause(500);
    return performance.now() - start;
  }
  while (performance.now() - start < maxMs) {
    await pause(WINDOW_MS);
    const now = ticks();
    if (!now) break;
    const total = now.total - last.total;
    if (total > 0 && (now.busy - last.busy) / total < QUIET_SHARE) break;
    last = now;
  }
  return performance.now() - start;
}
