import { describe, expect, it } from 'vitest';
import { relink } from '../../../src/version/relink.ts';

const from = { relPath: 'overwolf/cookies-policy.md', linkBase: '/docs/overwolf/cookies-policy' };
const to = { relPath: 'archive/overwolf/cookies-policy-2025-06-02.md', linkBase: '/docs/archive/overwolf/cookies-policy-2025-06-02' };

describe('relink', () => {
  it('rewrites relative .md links, files, images and page URLs for the copy, and leaves the rest byte for byte', () => {
    const text = [
      '---',
      'title: Cookies Policy',
      'links: ../not-a-link.md',
      '---',
      '',
      'See the [privacy policy](./website/privacy-policy.md#cookies), the [intro](../overwolf/intro.md "Intro") and [this section](#scope).',
      '',
      '![Banner](./img/banner.png) and the [form](<./forms/opt out.pdf>) and [the ads page](./advertising-service-providers).',
      '',
      '| Cookie | Policy |',
      '| --- | --- |',
      '| `_ga` | [Google](https://policies.google.com/privacy) |',
      '',
      'A [section of this policy](./cookies-policy.md#retention), from the [root](/docs/overwolf/intro) and [site root](/overwolf/intro.md).',
      '',
      '<img src="./img/logo.png" alt="Logo"> <a href="../overwolf/iso.md">ISO</a>',
      '',
      '[ref]: ./third-party-sub-processors.md',
      '',
      '```md',
      '[not a link](./in-code.md)',
      '```',
      '',
    ].join('\n');
    expect(relink(text, from, to)).toBe(
      [
        '---',
        'title: Cookies Policy',
        'links: ../not-a-link.md',
        '---',
        '',
        'See the [privacy policy](../../overwolf/website/privacy-policy.md#cookies), the [intro](../../overwolf/intro.md "Intro") and [this section](#scope).',
        '',
        '![Banner](../../overwolf/img/banner.png) and the [form](<../../overwolf/forms/opt out.pdf>) and [the ads page](../../overwolf/advertising-service-providers).',
        '',
        '| Cookie | Policy |',
        '| --- | --- |',
        '| `_ga` | [Google](https://policies.google.com/privacy) |',
        '',
        'A [section of this policy](./cookies-policy-2025-06-02.md#retention), from the [root](/docs/overwolf/intro) and [site root](/overwolf/intro.md).',
        '',
        '<img src="../../overwolf/img/logo.png" alt="Logo"> <a href="../../overwolf/iso.md">ISO</a>',
        '',
        '[ref]: ../../overwolf/third-party-sub-processors.md',
        '',
        '```md',
        '[not a link](./in-code.md)',
        '```',
        '',
      ].join('\n'),
    );
  });

  it('keeps percent-encoded paths encoded, and brackets a path that gained a space', () => {
    const within = { relPath: 'my folder/terms.md', linkBase: '/docs/my%20folder/terms' };
    const copy = { relPath: 'archive/terms-2024-01-01.md', linkBase: '/docs/archive/terms-2024-01-01' };
    expect(relink('[a](./über%20uns.md) ![b](./img/x.png)\n', within, copy)).toBe('[a](../my%20folder/%C3%BCber%20uns.md) ![b](<../my folder/img/x.png>)\n');
  });
});
