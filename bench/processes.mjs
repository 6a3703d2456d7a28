// What a benchmarked process and its workers use: resident memory and CPU time, read from /proc.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

/** A process and its descendants (a cluster's primary and its workers). */
function processTree(pid) {
  let children = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)
      .map(Number);
  } catch {
    // gone meanwhile
  }
  return [pid, ...children.flatMap(processTree)];
}

const rssKb = (pid) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0; // the process is gone: its exit is reported on its own
  }
};

/** The resident memory (MB) of each process of a server now: the primary (if any) first. */
export const rssNow = (pid) => processTree(pid).map((each) => Math.round(rssKb(each) / 1024));

/**
 * The CPU time (ms) a process and its descendants have used so far, reaped children included:
 * fields 14–17 of /proc/<pid>/stat, in clock ticks of 10 ms.
 */
export const cpuMsNow = (pid) =>
  processTree(pid).reduce((sum, each) => {
    try {
      const fields = readFileSync(`/proc/${each}/stat`, 'utf8').split(') ')[1].split(' ');
      return sum + fields.slice(11, 15).reduce((ticks, field) => ticks + Number(field), 0) * 10;
    } catch {
      return sum; // gone meanwhile
    }
  }, 0);

/** How long `work` takes (s), and the CPU seconds `pid` and its descendants spent meanwhile. */
export async function measured(pid, work) {
  const cpu = cpuMsNow(pid);
  const started = performance.now();
  await work();
  return { seconds: (performance.now() - started) / 1000, cpu: (cpuMsNow(pid) - cpu) / 1000 };
}

/**
 * The peak resident memory (MB) of a process and its workers while `work` runs, sampled every 250 ms:
 * `rssMb` their sum, `workerMb` the largest single process.
 */
export async function peakRss(pid, work) {
  let peak = 0;
  let largest = 0;
  const sample = () => {
    const each = processTree(pid).map(rssKb);
    peak = Math.max(
      peak,
      each.reduce((sum, kb) => sum + kb, 0),
    );
    largest = Math.max(largest, ...each);
  };
  const timer = setInterval(sample, 250);
  try {
    return { result: await work(), rssMb: Math.round(peak / 1024), workerMb: Math.round(largest / 1024) };
  } finally {
    clearInterval(timer);
  }
}
