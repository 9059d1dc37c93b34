import { readFileSync } from "node:fs";

/** The fault suite's memory bound: no upload may raise the server's resident memory more than this above idle. */
export const PEAK_LIMIT_MB = 300;

/** The resident memory of process `pid`, in MB. */
export const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]) / 1024;

/** Runs `work` while sampling the resident memory of `pid`; the highest sample above `idleMb`. */
export async function peakAbove<T>(
  pid: number,
  idleMb: number,
  work: () => Promise<T>,
): Promise<{ result: T; peakMb: number }> {
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 25);
  try {
    const result = await work();
    peak = Math.max(peak, rssMb(pid));
    return { result, peakMb: Math.round(peak - idleMb) };
  } finally {
    clearInterval(sampler);
  }
}
