// Which browser prints PDFs: the configured one, else the first installed where each system keeps
// Chromium, Chrome or Edge; without one, a diagnostic saying how to get one or point at it.
import { describe, expect, it } from 'vitest';
import { browserPaths, findChromium } from '../../../../src/generator/output/pdf.ts';

describe('browserPaths', () => {
  it("lists each system's usual places", () => {
    expect(browserPaths('linux', {})).toEqual(expect.arrayContaining(['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome-stable', '/snap/bin/chromium']));
    expect(browserPaths('linux', {})[0]).toBe('/usr/bin/chromium');
    expect(browserPaths('darwin', { HOME: '/Users/ada' })).toEqual(
      expect.arrayContaining(['/Applications/Google Chrome.app/Contents/MacOS/Google Chrome', '/Users/ada/Applications/Chromium.app/Contents/MacOS/Chromium']),
    );
    expect(browserPaths('win32', { PROGRAMFILES: 'C:\\Program Files', LOCALAPPDATA: 'C:\\Users\\ada\\AppData\\Local' })).toEqual(
      expect.arrayContaining(['C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe', 'C:\\Users\\ada\\AppData\\Local\\Google\\Chrome\\Application\\chrome.exe', 'C:\\Program Files\\Microsoft\\Edge\\Application\\msedge.exe']),
    );
  });
});

describe('findChromium', () => {
  const installed = (...files: string[]) => (file: string) => files.includes(file);

  it('takes the configured browser, and says so when it cannot run', () => {
    expect(findChromium('/opt/chrome/chrome', installed('/opt/chrome/chrome'), ['/usr/bin/chromium'])).toEqual({ executablePath: '/opt/chrome/chrome' });
    const missing = findChromium('/opt/chrome/chrome', installed('/usr/bin/chromium'), ['/usr/bin/chromium']);
    expect(missing).toMatchObject({ problem: { code: 'pdf-unavailable', message: expect.stringContaining('pdf.executablePath "/opt/chrome/chrome"') } });
  });

  it('finds the first installed one, or says how to get one or point at it', () => {
    expect(findChromium(undefined, installed('/usr/bin/google-chrome'), ['/usr/bin/chromium', '/usr/bin/google-chrome'])).toEqual({ executablePath: '/usr/bin/google-chrome' });
    const none = findChromium(undefined, installed(), ['/usr/bin/chromium']);
    expect(none).toMatchObject({ problem: { hint: expect.stringContaining('set pdf.executablePath in the config') } });
  });
});
