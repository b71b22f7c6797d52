import { describe, expect, it } from 'vitest';
import { archiveCounterparts, archiveFolderDate } from '../../../../src/generator/site/archive.ts';

describe('archiveCounterparts', () => {
  const ids = [
    'acme/intro',
    'acme/ads-providers',
    'acme/website/terms',
    'other/ads-providers',
    'other/updates',
    'archive/acme/misc/01-28-2025/ads-providers',
    'archive/acme/misc/2025-05-18/ads-providers',
    'archive/acme/website/terms',
    'archive/acme/updates',
    'archive/widgets/2024-01-01/ads-providers',
  ];
  const map = archiveCounterparts(ids);

  it.each([
    ['archive/acme/misc/01-28-2025/ads-providers', 'acme/ads-providers'],
    ['archive/acme/misc/2025-05-18/ads-providers', 'acme/ads-providers'],
    ['archive/acme/website/terms', 'acme/website/terms'],
    ['archive/acme/updates', undefined],
    // Two live docs share the name and neither is under 'widgets': no guess.
    ['archive/widgets/2024-01-01/ads-providers', undefined],
  ])('%s → %s', (archived, current) => {
    expect(map.has(archived)).toBe(true);
    expect(map.get(archived)).toBe(current);
  });

  it('leaves live documents out', () => {
    expect(map.has('acme/intro')).toBe(false);
  });
});

describe('archiveFolderDate', () => {
  it.each([
    ['archive/acme/misc/2025-05-18/ads', '2025-05-18'],
    ['archive/acme/misc/18-05-2025/ads', '2025-05-18'],
    ['archive/acme/misc/01-28-2025/ads', '2025-01-28'],
    ['archive/acme/misc/03-03-2025/ads', '2025-03-03'],
    // 1 April or 4 January: the folder cannot say.
    ['archive/acme/misc/04-01-2025/ads', undefined],
    ['archive/acme/misc/2025-02-30/ads', undefined],
    ['archive/acme/updates', undefined],
    ['acme/2025-05-18/ads', undefined],
  ])('%s → %s', (id, date) => {
    expect(archiveFolderDate(id)).toBe(date);
  });
});
