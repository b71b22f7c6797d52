import { describe, expect, it } from 'vitest';
import { checkSite } from '../../../src/generator/check.ts';
import { siteFrom } from '../../helpers/site.ts';

const intro = '---\ntitle: Intro\n---\n\n## Overview {#overview}\n';
const terms = '---\ntitle: Terms\n---\n\n## Payment {#payment}\n\n## Refunds {#refunds}\n';

describe('checkSite', () => {
  it('passes a site whose links all resolve', () => {
    const site = siteFrom({ 'en:intro.md': `${intro}\n[t](terms.md#payment) [self](#overview) [r](/docs/terms#refunds) [rel](./terms) [x](https://example.com/nope)\n`, 'en:terms.md': terms });
    expect(checkSite(site)).toEqual([]);
  });

  it('reports a missing anchor once, at file:line:column, with the closest id as a hint', () => {
    const site = siteFrom({ 'en:intro.md': `${intro}\nSee [t](terms.md#paymnet).\n`, 'en:terms.md': terms });
    expect(checkSite(site)).toEqual([
      {
        severity: 'error',
        code: 'broken-anchor',
        message: 'link "terms.md#paymnet": "content/docs/terms.md" has no heading or element with id "paymnet"',
        file: 'content/docs/intro.md',
        line: 7,
        column: 5,
        hint: 'Did you mean "#payment"?',
      },
    ]);
  });

  it('reports a link to a missing .md file with the closest document', () => {
    const site = siteFrom({ 'en:intro.md': `${intro}\n[t](term.md)\n`, 'en:terms.md': terms });
    expect(checkSite(site)).toEqual([expect.objectContaining({ code: 'missing-markdown-file', line: 7, hint: 'Did you mean "./terms.md"?' })]);
  });

  it('reports a site link that matches no route, and a missing same-page anchor', () => {
    const site = siteFrom({ 'en:intro.md': `${intro}\n[a](/docs/termz) [b](#overveiw)\n`, 'en:terms.md': terms });
    const found = checkSite(site);
    expect(found.map((d) => d.code)).toEqual(['broken-link', 'broken-anchor']);
    expect(found[0]!.hint).toContain('/docs/terms');
    expect(found[1]!.message).toContain('this page has no heading');
  });

  it('checks links of translated pages against the same locale', () => {
    const site = siteFrom({
      'en:intro.md': `${intro}\n[t](terms.md#payment)\n`,
      'en:terms.md': terms,
      'es:terms.md': '---\ntitle: Términos\n---\n\n## Pago\n\n## Reembolsos {#refunds}\n',
    });
    const found = checkSite(site);
    // The Spanish intro is a fallback (the English text), linking to a translation without the id.
    expect(found).toContainEqual(
      expect.objectContaining({ code: 'broken-anchor', file: 'content/docs/intro.md', message: expect.stringContaining('content/i18n/es/docs/terms.md') }),
    );
    expect(found).toContainEqual(
      expect.objectContaining({ code: 'missing-translated-anchor', severity: 'warning', file: 'content/i18n/es/docs/terms.md', message: expect.stringContaining('"payment"') }),
    );
  });
});
