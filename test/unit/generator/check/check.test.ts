import { describe, expect, it } from 'vitest';
import { checkSite } from '../../../../src/generator/check/check.ts';
import { siteFrom } from '../../../helpers/site.ts';

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

  it('resolves a .md link from the site root as Docusaurus does: from the docs folder, else from the site folder', () => {
    const site = siteFrom({ 'en:intro.md': `${intro}\n[a](/terms.md#payment) [b](/content/docs/terms.md#refunds)\n`, 'en:terms.md': terms, 'es:intro.md': `${intro}\n[b](/content/docs/terms.md#refunds)\n` });
    expect(checkSite(site)).toEqual([]);
    expect(site.docs.en!.intro!.html).toContain('<a href="/docs/terms#payment">a</a> <a href="/docs/terms#refunds">b</a>');
    expect(site.docs.es!.intro!.html).toContain('<a href="/es/docs/terms#refunds">b</a>');
  });

  it('says where it looked for a document a .md link names, and that a draft is one', () => {
    const draft = '---\ntitle: Next terms\ndraft: true\n---\n\nSoon.\n';
    const site = siteFrom({ 'en:intro.md': `${intro}\n[a](/content/docs/term.md) [b](next.md) [c](/docs/nowhere.md)\n`, 'en:terms.md': terms, 'en:next.md': draft });
    expect(checkSite(site).map((d) => `${d.message} | ${d.hint}`)).toEqual([
      'link "/content/docs/term.md": there is no document "content/docs/content/docs/term.md" nor "content/docs/term.md" | Did you mean "/terms.md"?',
      'link "next.md" points to "content/docs/next.md", a draft (draft: true in its front matter), which builds leave out | Publish the document (remove draft: true) or remove the link until it is.',
      'link "/docs/nowhere.md": there is no document "content/docs/docs/nowhere.md" nor "docs/nowhere.md" | A link from the site root names a document from the docs folder ("/guide/a.md") or from the site folder ("/content/docs/guide/a.md").',
    ]);
  });

  it('reports a site link that matches no route, and a missing same-page anchor', () => {
    const site = siteFrom({ 'en:intro.md': `${intro}\n[a](/docs/termz) [b](#overveiw)\n`, 'en:terms.md': terms });
    const found = checkSite(site);
    expect(found.map((d) => d.code)).toEqual(['broken-link', 'broken-anchor']);
    expect(found[0]!.hint).toContain('/docs/terms');
    expect(found[1]!.message).toContain('this page has no heading');
  });

  it('reports a translation without an id links point to at the translation, not at every file that links there', () => {
    const site = siteFrom({
      'en:intro.md': `${intro}\n[t](terms.md#payment)\n`,
      'en:terms.md': terms,
      'es:terms.md': '---\ntitle: Términos\n---\n\n## Pago\n\n## Reembolsos {#refunds}\n',
    });
    const found = checkSite(site);
    // The Spanish intro is a fallback (the English text), linking to a translation without the id: the English link is right.
    expect(found.filter((d) => d.code === 'broken-anchor')).toEqual([]);
    expect(found).toContainEqual(
      expect.objectContaining({ code: 'missing-translated-anchor', severity: 'error', file: 'content/i18n/es/docs/terms.md', line: 5, message: expect.stringContaining('"payment"') }),
    );
  });

  it('reports a translated heading id unlike its source’s (a typo) at the translation’s line, naming the source heading', () => {
    const site = siteFrom({
      'en:intro.md': `${intro}\n[t](terms.md#payment) [r](terms.md#refunds)\n`,
      'en:terms.md': terms,
      'es:terms.md': '---\ntitle: Términos\n---\n\n## Pago {#paymnet}\n\n## Reembolsos {#refunds}\n',
    });
    const found = checkSite(site);
    expect(found.filter((d) => d.file === 'content/i18n/es/docs/terms.md')).toEqual([
      {
        severity: 'error',
        code: 'translated-heading-id',
        file: 'content/i18n/es/docs/terms.md',
        line: 5,
        message: 'heading id "paymnet" is not in the English text: its heading "Payment" (content/docs/terms.md:5) has the id "payment"',
        hint: "Write {#payment} at the end of this heading: a translation keeps its source's heading ids, so links to them work in every language.",
      },
    ]);
    expect(found.filter((d) => d.code === 'broken-anchor')).toEqual([]);
  });

  it('offers a current document before an archived version in "Did you mean"', () => {
    const archived = '---\ntitle: Terms (2024)\nversion_of: terms\neffective_date: 2024-01-01\n---\n\nOld.\n';
    const site = siteFrom({
      'en:intro.md': `${intro}\n[t](termz.md) [u](/docs/termz)\n`,
      'en:terms.md': terms.replace('title: Terms', 'title: Terms\neffective_date: 2025-01-01'),
      'en:terma.md': archived,
    });
    const hints = checkSite(site).map((d) => d.hint);
    expect(hints).toContainEqual('Did you mean "./terms.md"?');
    expect(hints).toContainEqual(expect.stringContaining('Did you mean "/docs/terms"?'));
  });

  it('shows anchors decoded in messages, and places a dropped id at the translated heading of the same rank', () => {
    const site = siteFrom({
      'en:intro.md': '---\ntitle: Intro\n---\n\n[ascend](terms.md#%E6%98%87%E8%85%BE) [bad](#%E6%98%87%E8%85%BF)\n',
      'en:terms.md': '---\ntitle: Terms\n---\n\n## Scope\n\n### Detail\n\n## 昇腾\n',
      'es:terms.md': '---\ntitle: Términos\n---\n\n## Alcance\n\n## Ascend\n\n### Detalle\n',
    });
    const found = checkSite(site);
    expect(found).toContainEqual(expect.objectContaining({ code: 'broken-anchor', message: 'link "#昇腿": this page has no heading or element with id "昇腿"' }));
    expect(found).toContainEqual(
      expect.objectContaining({
        code: 'missing-translated-anchor',
        severity: 'error',
        file: 'content/i18n/es/docs/terms.md',
        line: 7,
        message: 'translation lacks heading id "昇腾" that "content/docs/terms.md" has and links point to',
        hint: 'Add {#昇腾} to the heading "Ascend" (the translation of "昇腾" in content/docs/terms.md:9).',
      }),
    );
  });
});

describe('checkSite on files the documents refer to', () => {
  const page = (body: string) => `---\ntitle: Privacy\n---\n\n${body}\n`;
  const check = (files: Record<string, string>, docFiles: string[], staticFiles: string[] = []) => checkSite(siteFrom(files, undefined, { docFiles, staticFiles }));

  it('passes references that name existing files, and a link that only looks like a file but is a page', () => {
    const found = check({ 'en:intro.md': page('![a](./img/a.png) [f](forms/dpa.pdf) ![l](/img/logo.svg) [v](./v2.1)'), 'en:v2.1.md': page('x') }, ['content/docs/img/a.png', 'content/docs/forms/dpa.pdf'], ['img/logo.svg']);
    expect(found).toEqual([]);
  });

  it('reports a missing image or file at file:line:column with the closest file, once for all locales', () => {
    const found = check({ 'en:guide/privacy.md': page('Text.\n\n![Flow](./img/flwo.png)\n\n<table><tr><td><img src="img/nothing-like-it.png"></td></tr></table>\n\n[Form](./forms/dpa.pfd)') }, [
      'content/docs/guide/img/flow.png',
      'content/docs/guide/forms/dpa.pdf',
    ]);
    expect(found).toEqual([
      {
        severity: 'error',
        code: 'missing-file',
        message: 'image "./img/flwo.png": there is no file "content/docs/guide/img/flwo.png"',
        file: 'content/docs/guide/privacy.md',
        line: 7,
        column: 1,
        hint: 'Did you mean "./img/flow.png"?',
      },
      expect.objectContaining({ code: 'missing-file', line: 9, column: 16, hint: expect.stringContaining('beside the document') }),
      expect.objectContaining({ code: 'missing-file', line: 11, column: 1, message: expect.stringContaining('(nor a page at "/docs/guide/forms/dpa.pfd")'), hint: 'Did you mean "./forms/dpa.pdf"?' }),
    ]);
  });

  it('names both places a translation’s image was looked for', () => {
    const found = check({ 'en:guide/privacy.md': page('x'), 'es:guide/privacy.md': page('![Flujo](./img/flow.png)') }, []);
    expect(found).toEqual([
      expect.objectContaining({
        file: 'content/i18n/es/docs/guide/privacy.md',
        message: 'image "./img/flow.png": there is no file "content/i18n/es/docs/guide/img/flow.png" or "content/docs/guide/img/flow.png"',
      }),
    ]);
  });

  it('reports an image from the site root that is not in static/', () => {
    const found = check({ 'en:intro.md': page('![l](/img/logoo.svg) ![p](/docs/intro)') }, [], ['img/logo.svg']);
    expect(found).toEqual([
      expect.objectContaining({ code: 'missing-file', message: 'image "/img/logoo.svg": there is no file "static/img/logoo.svg"', hint: 'Did you mean "/img/logo.svg"?' }),
      expect.objectContaining({ code: 'missing-file', message: 'image "/docs/intro": there is no file "static/docs/intro"' }),
    ]);
  });
});
