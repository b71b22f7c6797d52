// vitest global set-up: one Chromium for the run, which every browser test file connects to. In:
// the test project; out: the URL of a loopback launcher, provided as `chromiumLauncher`, which
// answers with the browser's WebSocket endpoint, starting Chromium on the first request (a run of
// only integration tests starts none); the browser is closed after the run.
// Starting Chromium once instead of once per file (over 30 times) saves a minute of a 2-core
// machine. Each file connects on its own: its contexts close when it disconnects. Should the
// browser die, the next request starts another, so the file it broke fails and the others run.

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumOptions } from './browser.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    chromiumLauncher: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let running: Promise<BrowserServer> | undefined;
  const launch = () => {
    const launching = chromium.launchServer(chromiumOptions);
    launching.then(
      (browser) => browser.process().once('exit', () => running === launching && (running = undefined)),
      () => running === launching && (running = undefined),
    );
    return launching;
  };
  const launcher = createServer((_request, response) => {
    running ??= launch();
    running.then(
      (browser) => response.end(browser.wsEndpoint()),
      (error: Error) => response.writeHead(500).end(`Chromium did not start: ${error.message}`),
    );
  });
  await new Promise<void>((resolve) => launcher.listen(0, '127.0.0.1', resolve));
  project.provide('chromiumLauncher', `http://127.0.0.1:${(launcher.address() as AddressInfo).port}`);
  return async () => {
    launcher.close();
    const browser = running;
    running = undefined;
    await (await browser?.catch(() => undefined))?.close();
  };
}
