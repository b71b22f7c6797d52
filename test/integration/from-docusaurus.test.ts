// `init --from-docusaurus` on a Docusaurus site of our own making (test/fixtures/from-docusaurus): the
// config it writes carries title, tagline, url, favicon, locales, navbar, footer, announcement bar,
// colour mode, Algolia and folder URLs (trailingSlash), the site then builds and passes a crawl with no edit, and each setting it
// could not carry over is a warning at its line in docusaurus.config.js and a comment in the config.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureSite, runCli } from '../helpers/fixture.ts';

describe('legaldocs init --from-docusaurus', () => {
  it('writes a config the site builds with, and says what it could not carry over', async () => {
    const dir = await fixtureSite('from-docusaurus');
    const init = await runCli(dir, ['init', '--from-docusaurus', '.']);
    expect(init.code, init.stderr).toBe(0);
    expect(init.stdout).toMatch(/^Wrote config\/legal-docs\.config\.ts from docusaurus\.config\.js; 11 settings not carried over/);
    for (const line of [
      'docusaurus.config.js:19:3 warning the blog is not published: legaldocs has no blog (not-carried-over)',
      'docusaurus.config.js:26:11 warning editUrl is not carried over',
      'docusaurus.config.js:34:3 warning plugin or theme "@docusaurus/plugin-ideal-image" has no counterpart in legaldocs',
      'docusaurus.config.js:34:3 warning the client-redirects option createRedirects is not carried over',
      'docusaurus.config.js:40:9 warning the announcement is HTML',
      'warning navbar link "Updates" leads to the blog, which legaldocs does not publish',
      'docusaurus.config.js:49:9 warning navbar item of type "docsVersionDropdown" has no counterpart in legaldocs',
      'hint: legaldocs has no version menu: each version versions.json lists is published at its own path, its pages saying which version they show and linking to the current one',
      'warning footer link "Privacy Policy" leads into the site (/docs/policies/privacy)',
      'docusaurus.config.js:70:9 warning the copyright is HTML',
    ]) {
      expect(init.stderr).toContain(line);
    }
    const config = await readFile(path.join(dir, 'config/legal-docs.config.ts'), 'utf8');
    expect(config).toContain("//   - line 49: navbar item of type \"docsVersionDropdown\" has no counterpart in legaldocs.");
    // The year Docusaurus computed when it loaded becomes the build's year.
    expect(config).toContain("copyright: 'Copyright © {year} Northwind Traders, Inc. Built with Docusaurus.'");
    expect(config).toContain("fr: {\n        label: 'Français',");
    // Docusaurus's trailingSlash: true (GitHub Pages) keeps its folder URLs, '/docs/x/' as 'docs/x/index.html'.
    expect(config).toContain('trailingSlash: true,');
    // The client-redirects plugin's list becomes the config's redirects.
    expect(config).toContain("redirects: [\n    {\n      from: [\n        '/privacy',\n        '/docs/privacy-policy',\n      ],\n      to: '/docs/policies/privacy',");

    // The classic theme's CSS, read where it is.
    expect(config).toContain("theme: {\n    customCss: 'src/css/custom.css',\n  },");

    const build = await runCli(dir, ['build']);
    expect(build.code, build.stderr).toBe(0);
    // Its Infima brand colour becomes the links' (Docusaurus's own default green, which the dark theme inherits from :root).
    expect(build.stderr).toContain('src/css/custom.css:2:3 warning --link #2e8555 has too little contrast in the dark theme (WCAG AA)');
    // The config made from docusaurus.config.js holds its settings: no warning that the file is not read.
    expect(build.stderr).not.toContain('docusaurus.config.js');
    const home = await readFile(path.join(dir, 'build/index.html'), 'utf8');
    for (const text of ['Northwind Legal', 'Terms, privacy and compliance documents of Northwind Traders', 'https://discord.gg/northwind', 'Our Privacy Policy changes on 1 July 2025.']) {
      expect(home, text).toContain(text);
    }
    // Hosted search: the Content-Security-Policy lets the page query the app's hosts.
    expect(await readFile(path.join(dir, 'build/_headers'), 'utf8')).toContain('https://NW12345678-dsn.algolia.net');
    expect(await readFile(path.join(dir, 'build/fr/docs/policies/privacy/index.html'), 'utf8')).toContain('Politique de confidentialité');
    expect(await readFile(path.join(dir, 'build/_redirects'), 'utf8')).toContain('/fr/privacy /fr/docs/policies/privacy/ 301\n');
    const crawl = await runCli(dir, ['check', '--crawl']);
    expect(crawl.code, crawl.stderr).toBe(0);

    const again = await runCli(dir, ['init', '--from-docusaurus', '.']);
    expect([again.code, again.stderr]).toEqual([1, expect.stringContaining('already has a legaldocs config (config/legal-docs.config.ts) (config-exists)')]);
    expect((await runCli(dir, ['init', '--from-docusaurus', '.', '--force'])).code).toBe(0);
  }, 180_000);
});
