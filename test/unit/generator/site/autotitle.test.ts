import { describe, expect, it } from 'vitest';
import { checkSite } from '../../../../src/generator/check/check.ts';
import { siteFrom } from '../../../helpers/site.ts';

const terms = '---\ntitle: Terms of Service\n---\n\n## Refunds {#refunds}\n';
const esTerms = '---\ntitle: Condiciones del servicio\n---\n\n## Reembolsos {#refunds}\n';

describe('[AUTOTITLE](link)', () => {
  const intro = [
    '---',
    'title: Intro',
    '---',
    '',
    '## Overview {#overview}',
    '',
    'Read [AUTOTITLE](terms.md), [AUTOTITLE](/docs/terms#refunds "Refunds"), [AUTOTITLE](./terms) and [AUTOTITLE](#overview).',
    '',
    'Also [AUTOTITLE](https://docs.github.com/en/site-policy), [AUTOTITLE](/docs/category/legal) and [AUTOTITLE](/).',
    '',
  ].join('\n');

  it('shows the target document’s title in each locale, for .md links, URLs and headings of the page', () => {
    const site = siteFrom({ 'en:intro.md': intro, 'en:terms.md': terms, 'es:terms.md': esTerms });
    expect(site.docs.en!.intro!.html).toContain(
      'Read <a href="/docs/terms">Terms of Service</a>, <a href="/docs/terms#refunds" title="Refunds">Terms of Service</a>, <a href="./terms">Terms of Service</a> and <a href="#overview">Overview</a>.',
    );
    expect(site.docs.es!.intro!.html).toContain('Read <a href="/es/docs/terms">Condiciones del servicio</a>, <a href="/es/docs/terms#refunds" title="Refunds">Condiciones del servicio</a>');
  });

  it('shows the address of a target outside the documents, with a warning at the link', () => {
    const site = siteFrom({ 'en:intro.md': intro, 'en:terms.md': terms });
    expect(site.docs.en!.intro!.html).toContain('Also <a href="https://docs.github.com/en/site-policy">https://docs.github.com/en/site-policy</a>, ');
    expect(site.docs.en!.intro!.html).not.toContain('AUTOTITLE');
    expect(site.docs.en!.intro!.html).not.toContain('data-autotitle');
    const found = checkSite(site).map((d) => `${d.severity} ${d.code} ${d.line}:${d.column} ${d.message}`);
    expect(found).toEqual([
      'warning autotitle-outside-site 9:6 [AUTOTITLE](https://docs.github.com/en/site-policy) does not lead to a document of this site, so it shows its address instead of a title',
      'error broken-link 9:59 link "/docs/category/legal" leads to "/docs/category/legal", which is not a page of this site',
      'warning autotitle-outside-site 9:97 [AUTOTITLE](/) does not lead to a document of this site, so it shows its address instead of a title',
    ]);
  });
});
