// vitest reporter: the default one (a line per finished test file, the summary at the end) plus,
// where no live status is drawn (not a terminal, or CI), a line every 30 s naming the files still
// running. In: vitest's run events; out: lines on stdout.
// A browser or integration file can run for minutes; without this, a log shows nothing meanwhile
// and a newcomer takes the run for hung.

import { DefaultReporter, type TestModule, type TestSpecification } from 'vitest/node';

const everyMs = 30_000;

export default class ProgressReporter extends DefaultReporter {
  private readonly running = new Map<string, number>();
  private files = 0;
  private finished = 0;
  private timer: NodeJS.Timeout | undefined;

  override onTestRunStart(specifications: ReadonlyArray<TestSpecification>): void {
    super.onTestRunStart(specifications);
    this.files = specifications.length;
    this.finished = 0;
    if (!this.isTTY) this.timer = setInterval(() => this.heartbeat(), everyMs).unref();
  }

  onTestModuleStart(module: TestModule): void {
    this.running.set(module.relativeModuleId, performance.now());
  }

  override onTestModuleEnd(module: TestModule): void {
    this.running.delete(module.relativeModuleId);
    this.finished++;
    super.onTestModuleEnd(module);
  }

  override onTestRunEnd(...args: Parameters<DefaultReporter['onTestRunEnd']>): void {
    clearInterval(this.timer);
    this.running.clear();
    super.onTestRunEnd(...args);
  }

  private heartbeat(): void {
    if (!this.running.size) return;
    const now = performance.now();
    const files = [...this.running].map(([file, since]) => `${file} (${Math.round((now - since) / 1000)} s)`);
    this.log(` … ${this.finished} of ${this.files} files done; running: ${files.join(', ')}`);
  }
}
