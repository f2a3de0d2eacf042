import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time from /proc/<pid>/stat, in ms (clock ticks of 10 ms): utime + stime, and with `children`
 * also cutime + cstime, what the process collected from children that have exited.
 */
export const cpuMs = (pid: number | string, children = false) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const own = Number(fields[11]) + Number(fields[12]);
  return (children ? own + Number(fields[13]) + Number(fields[14]) : own) * 10;
};

/**
 * CPU time of the local PostgreSQL server, in ms: every postgres process, plus what the postmaster
 * collected from backends that have exited. Null when the server runs elsewhere.
 */
export function postgresCpuMs(): number | null {
  let total: number | null = null;
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
      total = (total ?? 0) + cpuMs(pid, true);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return total;
}

export const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
