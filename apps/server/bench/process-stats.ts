import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** A process's resident memory in bytes (Linux /proc; NaN elsewhere). */
export function rssOf(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** CPU time (user + system) a process has used, in milliseconds (Linux /proc; NaN elsewhere). */
export function cpuMsOf(pid: number): number {
  try {
    // The command name (field 2) may hold spaces; the fields after its closing parenthesis do not.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of stat, so 12 and 13 after the name.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return NaN;
  }
}

/**
 * CPU time all of this machine's PostgreSQL processes have used, in milliseconds (Linux /proc; NaN
 * elsewhere). A backend that exits between two readings takes its share with it: read while the
 * connections measured are open.
 */
export function postgresCpuMs(): number {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return NaN;
  }
  let total = 0;
  for (const pid of entries) {
    let name: string;
    try {
      name = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
    } catch {
      continue;
    }
    const ms = name === 'postgres' ? cpuMsOf(Number(pid)) : NaN;
    if (!Number.isNaN(ms)) total += ms;
  }
  return total;
}

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** p50/p95/p99 of latencies in milliseconds, as one line. */
export function latencyLine(latencies: readonly number[]): string {
  const sorted = latencies.slice().sort((a, b) => a - b);
  const at = (p: number) => percentile(sorted, p).toFixed(1);
  return `over ${sorted.length} deliveries: p50 ${at(50)} ms, p95 ${at(95)} ms, p99 ${at(99)} ms`;
}
