import { readFileSync } from 'node:fs';

export const MB = 1024 * 1024;

/** Resident memory of a process, from /proc (the server is another process: its own figure, not ours). */
export function readRss(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/(\d+)/)?.[1] ?? 0) * 1024;
}

/** Samples a process's resident memory every `everyMs` until stopped; `stop` gives the highest seen. */
export function watchPeakRss(pid: number, everyMs = 50): { stop: () => number } {
  let peak = readRss(pid);
  const timer = setInterval(() => (peak = Math.max(peak, readRss(pid))), everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, readRss(pid));
    },
  };
}

/** User + system CPU time of a process so far, in ms (Linux; every thread of the process). */
export function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
