import { describe, expect, it } from 'vitest';
import { parseGitLog } from '../../../src/generator/git.ts';

describe('parseGitLog', () => {
  it('keeps the newest time per file from one log stream', () => {
    const log = '\u0000300\n\ncontent/docs/a.md\ncontent/docs/b.md\n\u0000200\n\ncontent/docs/a.md\ncontent/docs/c.md\n';
    expect([...parseGitLog(log, (f) => f)]).toEqual([
      ['content/docs/a.md', 300],
      ['content/docs/b.md', 300],
      ['content/docs/c.md', 200],
    ]);
  });

  it('maps repository paths to site paths', () => {
    expect([...parseGitLog('\u0000100\n\nsite/content/docs/a.md\n', (f) => f.replace(/^site\//, ''))]).toEqual([['content/docs/a.md', 100]]);
  });
});
