import os from 'node:os';
import { constrainedMemory, memoryUsage } from 'node:process';

/**
 * This process's memory for the dashboard's System tab, in bytes: `used` is the resident set (RSS: everything the
 * process holds in RAM, heap and buffers included); `total` is what it may use: the container's memory limit
 * when one is set and lower than the machine's memory, else the machine's memory. (Readings of the process,
 * not settings: those are read in config.ts only.)
 */
export function processMemory(): { used: number; total: number } {
  const machine = os.totalmem();
  const limit = constrainedMemory?.() ?? 0;
  return { used: memoryUsage.rss(), total: limit > 0 && limit < machine ? limit : machine };
}
