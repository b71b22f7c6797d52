// The machine a run measured on: cores, memory, Node version, date and how busy it was.
// In: nothing (reads os and /proc); out: a Machine record for the report.

import os from 'node:os';

export interface Machine {
  cores: number;
  cpuModel: string;
  memoryBytes: number;
  node: string;
  platform: string;
  date: string;
  /** 1-minute load average when the measurement started. */
  loadAverage: number;
}

/** Describes this machine now. */
export function describeMachine(): Machine {
  return {
    cores: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
    memoryBytes: os.totalmem(),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
    date: new Date().toISOString(),
    loadAverage: os.loadavg()[0]!,
  };
}

/** A load average above a quarter of the cores means other work shared the CPU with the run. */
export const underLoad = (m: Machine) => m.loadAverage > m.cores / 4;
