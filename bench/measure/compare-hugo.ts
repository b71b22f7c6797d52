// Hugo as the opponent: Debian's package (installed with apt-get if missing), the corpus in
// Hugo's per-language content folders and a minimal layout of our own (sidebar of every document,
// table of contents, `.md` links resolved to pages). In: the run's context and a corpus; out: an Opponent.

import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generateCorpus } from '../corpus/generate.ts';
import { locales, texts } from '../corpus/texts.ts';
import type { BenchContext, CorpusSite } from './corpus-site.ts';
import type { Opponent, Variant } from './compare.ts';
import { measureOk } from './process.ts';

/** hugo.toml: English at /, every other locale under /<code>/. */
export function hugoConfig(): string {
  const languages = locales.map((l, i) => `[languages.${JSON.stringify(l)}]\nlanguageName = ${JSON.stringify(texts[l].label)}\nweight = ${i + 1}\ncontentDir = "content/${l}"\n`);
  return `baseURL = "https://legal.example.com/"
title = "Benchmark Legal"
defaultContentLanguage = "en"
defaultContentLanguageInSubdir = false
disableKinds = ["taxonomy", "term", "RSS"]
enableGitInfo = false

[markup.goldmark.renderer]
unsafe = false
[markup.tableOfContents]
startLevel = 2
endLevel = 3

${languages.join('\n')}`;
}

export const hugoLayouts: Record<string, string> = {
  'layouts/_default/baseof.html': `<!doctype html>
<html lang="{{ .Site.Language.Lang }}" data-theme="dark">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{ .Title }} | {{ .Site.Title }}</title>
<meta name="description" content="{{ .Description }}">
{{ range .AllTranslations }}<link rel="alternate" hreflang="{{ .Language.Lang }}" href="{{ .Permalink }}">{{ end }}
<link rel="stylesheet" href="/site.css"></head>
<body><header><a href="{{ "docs/overwolf/intro/" | relLangURL }}">{{ .Site.Title }}</a></header>
<div class="layout">{{ partialCached "sidebar.html" . .Site.Language.Lang }}<main>{{ block "main" . }}{{ end }}</main></div>
<footer>Copyright © {{ now.Year }} Example. All rights reserved.</footer></body></html>
`,
  'layouts/partials/sidebar.html': `<nav class="sidebar"><ul>{{ range .Site.RegularPages.ByWeight }}<li><a href="{{ .RelPermalink }}">{{ .LinkTitle }}</a></li>{{ end }}</ul></nav>
`,
  'layouts/_default/single.html': `{{ define "main" }}<article><h1>{{ .Title }}</h1>{{ .Content }}
<p class="updated">{{ with .Params.last_update }}{{ .date }}{{ end }}</p></article>
<aside class="toc">{{ .TableOfContents }}</aside>{{ end }}
`,
  'layouts/_default/list.html': `{{ define "main" }}<h1>{{ .Title }}</h1><ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .LinkTitle }}</a></li>{{ end }}</ul>{{ end }}
`,
  'layouts/_default/_markup/render-link.html': `{{- $href := .Destination -}}
{{- $u := urls.Parse .Destination -}}
{{- if and (not $u.IsAbs) (strings.HasSuffix $u.Path ".md") -}}
{{- with $.Page.GetPage (strings.TrimSuffix ".md" $u.Path) -}}{{- $href = .RelPermalink -}}{{- end -}}
{{- with $u.Fragment -}}{{- $href = printf "%s#%s" $href . -}}{{- end -}}
{{- end -}}
<a href="{{ $href }}">{{ .Text | safeHTML }}</a>
{{- /* chomp the trailing newline, which would add a space after every link */ -}}
`,
  'static/site.css': `body{margin:0;font:16px/1.6 system-ui,sans-serif;background:#1b1b1d;color:#e3e3e3}a{color:#8fb3ff}.layout{display:flex}.sidebar{width:18rem}main{flex:1;max-width:48rem;padding:1rem}table{border-collapse:collapse}td,th{border:1px solid #444;padding:.3rem}
`,
};

/** The corpus in Hugo's layout: content/<locale>/docs/<path>.md, plus config and layouts. */
export function hugoFiles(corpus: Map<string, string>): Map<string, string> {
  const files = new Map<string, string>([['hugo.toml', hugoConfig()], ...Object.entries(hugoLayouts)]);
  for (const [file, text] of corpus) {
    if (file.endsWith('_category_.json')) continue;
    if (file.startsWith('content/docs/')) files.set(`content/en/${file.slice('content/'.length)}`, text);
    const translated = /^content\/i18n\/([^/]+)\/(docs\/.*)$/.exec(file);
    if (translated) files.set(`content/${translated[1]}/${translated[2]}`, text);
    if (file.startsWith('static/')) files.set(file, text);
  }
  return files;
}

/** The Hugo opponent, its site in `<workDir>/hugo`. */
export function hugo(): Opponent {
  return {
    name: 'Hugo',
    async install(ctx: BenchContext) {
      if (!existsSync('/usr/bin/hugo')) {
        ctx.log("installing Debian's hugo (apt-get)");
        await measureOk('apt-get', ['update']);
        await measureOk('apt-get', ['install', '-y', 'hugo']);
      }
      const { stdout } = await measureOk('/usr/bin/hugo', ['version']);
      return /v[\d.]+\S*/.exec(stdout)?.[0] ?? stdout.trim();
    },
    async prepare(ctx: BenchContext, site: CorpusSite): Promise<Variant[]> {
      const dir = path.join(ctx.workDir, 'hugo');
      await rm(dir, { recursive: true, force: true });
      for (const [file, text] of hugoFiles(generateCorpus(site.scale, ctx.seed).files)) {
        await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
        await writeFile(path.join(dir, file), text);
      }
      const outDir = path.join(dir, 'public');
      const build = () => measureOk('/usr/bin/hugo', ['--quiet', '--source', dir, '--destination', outDir]);
      return [
        {
          label: 'Hugo',
          outDir,
          async build() {
            await rm(outDir, { recursive: true, force: true });
            return build();
          },
          rebuild: build,
        },
      ];
    },
  };
}
