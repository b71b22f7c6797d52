// A cache written whole or not at all: a write that fails part-way (a full disk) leaves neither a
// temporary file nor a partial entry, and the temporary files of a process killed mid-write are
// removed by the next run that prepares the folder, while those of a process still writing stay.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { prepareCacheDir, writeWhole } from '../../../../src/generator/runtime/cache-dir.ts';
import { startTime } from '../../../../src/generator/runtime/processes.ts';

/** Every file under `dir`, relative. */
const filesUnder = (dir: string) =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => !e.isDirectory())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();

describe('writeWhole', () => {
  it('on a full disk leaves the old entry as it was and no temporary file', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'legaldocs-whole-'));
    const file = path.join(dir, 'output-1.json');
    writeWhole(file, '{"siteKey":"old"}');
    // The temporary file is on a full device: every write to it fails with ENOSPC.
    fs.symlinkSync('/dev/full', `${file}.tmp-${process.pid}`);
    expect(() => writeWhole(file, '{"siteKey":"new","files":{}}')).toThrow(/ENOSPC/);
    expect(fs.readFileSync(file, 'utf8')).toBe('{"siteKey":"old"}');
    expect(filesUnder(dir)).toEqual(['output-1.json']);
  });
});

describe('prepareCacheDir', () => {
  it('removes the temporary files of a process that was killed, and keeps those of one still writing', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'legaldocs-leftovers-'));
    // A process that has ended, as a killed build has; and this test's parent, which still runs.
    const ended = spawnSync(process.execPath, ['-e', '']).pid!;
    const alive = process.ppid;
    const put = (rel: string, text = 'x') => {
      fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      fs.writeFileSync(path.join(dir, rel), text);
    };
    put(`.writer-${ended}`, '');
    put(`.writer-${alive}`, startTime(alive) ?? '');
    put('docs/ab/ab12.bin');
    put(`docs/ab/ab34.bin.tmp-${ended}`);
    put(`pages/cd/cd56.tmp-${ended}`);
    put(`output-1.json.tmp-${ended}`);
    put(`pages/index.json.tmp-${alive}`);
    await prepareCacheDir(dir);
    expect(filesUnder(dir)).toEqual(
      ['.gitignore', `.writer-${alive}`, `.writer-${process.pid}`, 'docs/ab/ab12.bin', 'legaldocs-cache.json', `pages/index.json.tmp-${alive}`].sort(),
    );
  });
});
