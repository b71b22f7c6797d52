// A policies repository as GitHub and Mozilla keep theirs (test/fixtures/markdown-repository),
// built through the real CLI: GitHub alerts as callouts, docs.github.com's {% data %} values from the
// config and [AUTOTITLE] links with their targets' titles, kramdown date lines as the documents'
// dates, and a warning at each piece of templating legaldocs does not run.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureSite, runCli } from '../helpers/fixture.ts';

interface Json {
  diagnostics: { severity: string; code: string; file?: string; line?: number; column?: number; message: string }[];
}

describe('a markdown repository of policies (GitHub, Jekyll, Python-Markdown)', () => {
  let dir: string;
  let json: Json;
  const body = async (file: string) => {
    const html = await readFile(path.join(dir, 'build', file), 'utf8');
    return html.slice(html.indexOf('<article'), html.indexOf('</article>'));
  };
  beforeAll(async () => {
    dir = await fixtureSite('markdown-repository');
    const built = await runCli(dir, ['build', '--format', 'json']);
    expect(built.code).toBe(0);
    json = JSON.parse(built.stdout) as Json;
  }, 120_000);

  it('warns, at its line and column, about each tag it does not expand and each title it cannot know', () => {
    expect(json.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.code}`)).toEqual([
      'Policies/privacy/fixture-cookies.md:3:1 foreign-front-matter',
      'Policies/privacy/fixture-privacy-statement.md:10:63 liquid-not-expanded',
      'Policies/terms/fixture-terms-of-service.md:28:1 html-removed',
      'Policies/terms/fixture-terms-of-service.md:34:149 autotitle-outside-site',
      'Policies/terms/fixture-terms-of-service.md:36:1 liquid-not-expanded',
      'translations/es/privacy/fixture-privacy-statement.md:4:1 translated-version-mismatch',
    ]);
    expect(json.diagnostics[1]!.message).toBe('Liquid "{% data variables.contact.contact_privacy %}" is not expanded (the config\'s variables have no "variables.contact.contact_privacy"), so it shows as written');
    expect(json.diagnostics[4]!.message).toBe('Liquid "{% include legal-footer.html %}" is not expanded (legaldocs runs no templates), so it shows as written');
  });

  it('says once for the site, not per document, which docs.github.com front matter it does not read, and reads intro as the description', async () => {
    expect(json.diagnostics[0]!.message).toBe('front matter of docs.github.com that legaldocs does not read, in 2 documents: "topics" (2), "versions" (2)');
    const html = await readFile(path.join(dir, 'build/docs/terms/fixture-terms-of-service.html'), 'utf8');
    expect(html).toContain('<meta name="description" content="The contract between you and Fixture Ltd for using Fixture.">');
  });

  it('reads a capitalised tag as the HTML it is in a markdown repository, not as MDX: left out with a warning, its text kept', async () => {
    expect(json.diagnostics[2]!.message).toBe('<Legalese> is not HTML a page may show, so it is left out (its content is kept)');
    const terms = await body('docs/terms/fixture-terms-of-service.html');
    expect(terms).toContain('Nothing in these terms limits rights you have by law.');
    expect(terms).not.toMatch(/<legalese|mdx/i);
  });

  it('renders GitHub alerts as the callouts of admonitions, titled in the page’s language', async () => {
    const terms = await body('docs/terms/fixture-terms-of-service.html');
    expect(terms).toContain('<aside class="admonition admonition--note" role="note">\n<p class="admonition__title">Note</p>\n<p>A short summary comes first;');
    expect(terms).toContain('<aside class="admonition admonition--important" role="note">\n<p class="admonition__title">Important</p>\n<p>These terms are binding in English only.</p>');
    expect(await body('docs/privacy/fixture-privacy-statement.html')).toContain(
      '<aside class="admonition admonition--warning" role="note">\n<p class="admonition__title">Warning</p>\n<p>We are closing the Fixture Forum on 1 June 2025;',
    );
    expect(await body('es/docs/privacy/fixture-privacy-statement.html')).toContain('<p class="admonition__title">Advertencia</p>\n<p>Cerraremos el foro');
    expect(terms).not.toContain('[!');
  });

  it('puts the config’s values in place of {% data %}, a reusable’s paragraphs too, and leaves code alone', async () => {
    const terms = await body('docs/terms/fixture-terms-of-service.html');
    expect(terms).toContain('contact us through the <a href="https://support.fixture.example/contact">Fixture Support</a>.</p>\n<p>You may appeal a decision about your account.</p>\n<p>Write to');
    expect(terms).toContain('<p>{% include legal-footer.html %}</p>');
    expect(await body('docs/privacy/fixture-privacy-statement.html')).toContain('<pre><code class="language-liquid">Hello {{ user.name }}\n</code></pre>');
  });

  it('gives [AUTOTITLE] links their target’s title, a link from the site folder included, and an outside link its address', async () => {
    const terms = await body('docs/terms/fixture-terms-of-service.html');
    expect(terms).toContain('How we handle personal data is in <a href="/docs/privacy/fixture-privacy-statement">Fixture Privacy Statement</a>.');
    expect(terms).toContain('Our use of cookies is in <a href="/docs/privacy/fixture-cookies#cookie-choices">Fixture Cookie Policy</a>;');
    expect(terms).toContain('<a href="https://docs.github.com/en/site-policy">https://docs.github.com/en/site-policy</a>');
    expect(await body('es/docs/terms/fixture-terms-of-service.html')).toContain('<a href="/es/docs/privacy/fixture-privacy-statement">Declaración de privacidad de Fixture</a>');
  });

  it('dates each document by its date line: effective, or last updated, the line kept as written and the date said once', async () => {
    const privacy = await body('docs/privacy/fixture-privacy-statement.html');
    // The text says when it took effect: the heading does not say it again above it.
    expect(privacy).not.toContain('doc__effective');
    expect(privacy).toContain('<div class="doc__body" data-doc-html=""><p>Version 2.1, effective March 3, 2025</p>');
    expect(privacy.match(/March 3, 2025/g)).toHaveLength(1);
    const cookies = await body('docs/privacy/fixture-cookies.html');
    expect(cookies).not.toContain('doc__effective');
    expect(cookies).toContain('<p class="doc__updated">Last updated on <time dateTime="2024-07-03T00:00:00.000Z">July 3, 2024</time></p>');
    expect(`${privacy}${cookies}`).not.toContain('{:');
  });
});
