import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { candidateFiles } from '../../../src/server/static.ts';

describe('candidateFiles', () => {
  const dir = '/srv/site';
  it('maps clean URLs and .html forms to files', () => {
    expect(candidateFiles(dir, '/', '/docs/x')).toEqual(['/srv/site/docs/x', '/srv/site/docs/x.html', '/srv/site/docs/x/index.html']);
    expect(candidateFiles(dir, '/', '/es/')).toEqual(['/srv/site/es/index.html', '/srv/site/es', '/srv/site/es.html', '/srv/site/es/index.html']);
    expect(candidateFiles(dir, '/', '/docs/x.html')![0]).toBe(path.join(dir, 'docs/x.html'));
  });

  it('never leaves the folder', () => {
    expect(candidateFiles(dir, '/', '/../etc/passwd')).toBeUndefined();
  });
});
