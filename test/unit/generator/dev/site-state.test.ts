import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../../src/config/load.ts';
import { LegaldocsError } from '../../../../src/diagnostics/diagnostic.ts';
import type { SiteSources } from '../../../../src/generator/build/read-sources.ts';
import { siteLayout } from '../../../../src/generator/content/layout.ts';
import { everyDocument } from '../../../../src/generator/content/sidebars-file.ts';
import type { Content, Source } from '../../../../src/generator/content/read.ts';
import type { DevPipeline, ParseOn } from '../../../../src/generator/dev/pipeline.ts';
import { scanDoc } from '../../../../src/generator/dev/scan.ts';
import { batchSize, firstPageWait, openSiteState, warmUpLength, warmUps, type Scheduler } from '../../../../src/generator/dev/site-state.ts';
import type { Doc, MarkdownInput } from '../../../../src/generator/markdown/parse.ts';
import { baseConfig } from '../../../helpers/site.ts';

const configFile = 'config/legal-docs.config.ts';
const config = validateConfig({ ...baseConfig, docs: { mainDocId: 'intro' } }, configFile, '');
const bundleFile = 'assets/app-0123.js';

/** A timer that fires only when the test says so. */
function fakeScheduler() {
  const timers: { run: () => void; ms: number }[] = [];
  const scheduler: Scheduler = { now: () => new Date('2025-06-01T00:00:00Z'), setTimeout: (run, ms) => void timers.push({ run, ms }) };
  return { scheduler, timers };
}

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

/**
 * A site in memory: `files` by path from the root (`content/docs/…`, `content/i18n/es/docs/…`).
 * Every step the state takes is logged; a parse's body is its text, so a page shows which text
 * was parsed; `hold` keeps parses waiting.
 */
function memorySite(files: Record<string, string>) {
  const disk = new Map(Object.entries(files));
  const log: string[] = [];
  const warmed: string[] = [];
  let hold: Promise<void> = Promise.resolve();
  const relOf = (file: string) => file.replace(/^content\/(?:i18n\/[^/]+\/)?docs\//, '');
  /** The content with the default locale's documents, and the other locales' translations when `all`. */
  function content(all: boolean): Content {
    const originals = [...disk.keys()].filter((f) => f.startsWith('content/docs/')).sort();
    const sources: Source[] = Object.keys(config.i18n.locales).flatMap((locale) =>
      originals.map((original) => {
        const translation = `content/i18n/${locale}/docs/${relOf(original)}`;
        const file = locale === 'en' ? original : all && disk.has(translation) ? translation : original;
        return { locale, relPath: relOf(original), file, text: disk.get(file)!, fallback: file === original && locale !== 'en', mtime: 1_700_000_000 };
      }),
    );
    return { sources, categories: [], catalogs: [], staticFiles: [], staticStamps: [], hostFiles: {}, docFiles: [], docFileStamps: new Map(), excluded: [], orphans: [], diagnostics: [] };
  }
  const sources = (all: boolean): SiteSources => ({
    root: '/site',
    config,
    configFile,
    configSource: '',
    content: content(all),
    git: { times: new Map(), datedBy: new Map(), announced: new Map(), bases: new Map(), diagnostics: [] },
    repository: { history: undefined, repository: false, shallow: false },
    ui: { messages: {}, files: {}, diagnostics: [] },
    sidebars: everyDocument(configFile),
    layout: siteLayout(config),
    docsVersions: [],
    buildLocales: Object.keys(config.i18n.locales),
    folders: { root: '/site', sources: [], files: [] },
    cacheDir: undefined,
    styles: { files: new Map(), inputs: ['theme/brand.css'], diagnostics: [] },
  });
  const parsed = (input: MarkdownInput): Doc => ({ ...scanDoc(input), html: `<p>${input.text.replace(/^---\n[\s\S]*?\n---\n/, '').trim()}</p>` });
  const pipeline: DevPipeline = {
    readConfig: async () => (log.push('read config'), { config, file: configFile, source: '' }),
    readDefaultLocale: async () => (log.push('read en'), sources(false)),
    readSources: async () => (log.push('read sources'), sources(true)),
    readContent: async () => (log.push('read all'), content(true)),
    gitFacts: async () => ({ times: new Map(), datedBy: new Map(), announced: new Map(), bases: new Map(), diagnostics: [] }),
    readStyles: async (current) => (log.push('read styles'), { ...current.styles, css: disk.get('theme/brand.css')! }),
    async rereadDocs(current, changed) {
      log.push(`reread ${changed.join(' ')}`);
      if (changed.some((f) => !disk.has(f))) return undefined;
      return { ...current, sources: current.sources.map((s) => (changed.includes(s.file) ? { ...s, text: disk.get(s.file)! } : s)) };
    },
    bundle: async () => (log.push('bundle'), { assets: { script: `/${bundleFile}`, style: '/assets/app.css' }, files: new Map([[bundleFile, new Uint8Array()]]) }),
    async parse(_config, inputs, on: ParseOn) {
      log.push(`parse on ${on}: ${inputs.map((i) => relOf(i.file) + (i.file.includes('/i18n/') ? ` (${i.file.split('/')[2]})` : '')).join(' ')}`);
      await hold;
      // A worker stops on such a document (out of memory, say), failing the whole batch it held.
      const stopper = inputs.find((i) => i.text.includes('stops its worker'));
      if (stopper) throw new LegaldocsError([{ severity: 'error', code: 'out-of-memory', message: `legaldocs ran out of memory while parsing ${stopper.file}`, file: stopper.file }]);
      return inputs.map(parsed);
    },
    warmUp: async (_config, input) => void (log.push('warm up'), warmed.push(relOf(input.file))),
  };
  return {
    pipeline,
    log,
    warmed,
    disk,
    holdParses: () => {
      const gate = deferred();
      hold = gate.promise;
      return gate.resolve;
    },
  };
}

const doc = (title: string, body = `The ${title} text.`) => `---\ntitle: ${title}\n---\n\n${body}\n`;
const small = {
  'content/docs/intro.md': doc('Intro'),
  'content/docs/terms.md': doc('Terms'),
  'content/docs/privacy.md': doc('Privacy'),
  'content/i18n/es/docs/intro.md': doc('Introducción', 'El texto.'),
};

async function open(files: Record<string, string> = small) {
  const site = memorySite(files);
  const { scheduler, timers } = fakeScheduler();
  const state = await openSiteState(site.pipeline, scheduler);
  const html = (locale: string, id: string) => state.current().site.docs[locale]?.[id]?.html;
  return { ...site, state, timers, html };
}

/** A request for a page, as the server makes it. */
const request = (state: Awaited<ReturnType<typeof open>>['state'], file: string) => state.serving(() => state.prepare([file]));

describe('the dev site state', () => {
  it('reads only the default locale to start, and parses nothing before a page is asked for', async () => {
    const { state, log, timers, html } = await open();
    expect(log).toEqual(['read config', 'read en', 'bundle']);
    // Routes and titles come from the scan: every locale's pages exist, bodies are empty.
    expect(state.current().routes.has('es/docs/terms.html')).toBe(true);
    expect(state.current().site.docs.en!['terms']!.title).toBe('Terms');
    expect(html('en', 'terms')).toBe('');
    expect(timers.map((t) => t.ms)).toEqual([firstPageWait]);
    expect(state.diagnostics()).toBeUndefined();
  });

  it("answers the first page with its own document parsed, before the background parse starts, on the background's idle workers", async () => {
    const { state, log, html } = await open();
    let duringRequest: string[] = [];
    await state.serving(async () => {
      await state.prepare(['docs/terms.html']);
      duringRequest = log.slice(3);
    });
    expect(duringRequest).toEqual(['parse on background: terms.md']);
    await state.firstPage;
    await state.complete;
    // The background reads the other locales, then parses what is left (the page is not parsed again).
    expect(log.slice(3)).toEqual(['parse on background: terms.md', 'read all', 'parse on background: intro.md privacy.md intro.md (es)', ...Array(warmUps).fill('warm up')]);
    expect(html('en', 'terms')).toBe('<p>The Terms text.</p>');
    expect(html('es', 'intro')).toBe('<p>El texto.</p>');
    expect(html('es', 'privacy')).toBe('<p>The Privacy text.</p>');
    expect(state.diagnostics()).toEqual([]);
  });

  it('reads the other locales before answering one of their pages, and not for a default-locale page or a bundle file', async () => {
    const { state, log, html } = await open();
    // A request kept open holds the background back, so every read below is a request's.
    const long = deferred();
    const held = state.serving(() => long.promise);
    const steps = () => log.slice(3).map((l) => l.replace(/ on \w+/, ''));
    await request(state, bundleFile);
    await request(state, 'docs/intro.html');
    expect(steps()).toEqual(['parse: intro.md']);
    expect(html('es', 'intro')).toBe('<p>The Intro text.</p>');
    await request(state, 'es/docs/intro.html');
    expect(steps()).toEqual(['parse: intro.md', 'read all', 'parse: intro.md (es)']);
    expect(html('es', 'intro')).toBe('<p>El texto.</p>');
    // A page that is not a document's parses nothing.
    await request(state, 'es/index.html');
    expect(steps()).toHaveLength(3);
    long.resolve();
    await held;
    await state.complete;
  });

  it('starts the background parse after a second without requests, in batches that wait while a page is answered', async () => {
    const many = Object.fromEntries(Array.from({ length: batchSize * 2 + 3 }, (_, i) => [`content/docs/doc-${String(i).padStart(2, '0')}.md`, doc(`Doc ${i}`)]));
    const { state, log, timers, holdParses, html } = await open({ ...many, 'content/docs/intro.md': doc('Intro') });
    const release = holdParses();
    timers[0]!.run();
    // The first batch is under way; a request comes in meanwhile and is answered first.
    await new Promise((r) => setTimeout(r));
    const batches = () => log.filter((l) => l.startsWith('parse on background'));
    expect(batches()).toHaveLength(1);
    const answerDone = deferred();
    const answering = state.serving(() => answerDone.promise);
    release();
    await new Promise((r) => setTimeout(r));
    expect(batches()).toHaveLength(1);
    answerDone.resolve();
    await answering;
    await state.complete;
    expect(batches().map((b) => b.split(': ')[1]!.split(' ').length)).toEqual([batchSize, batchSize, 4]);
    expect(log.filter((l) => l === 'warm up')).toHaveLength(warmUps);
    expect(html('en', 'doc-34')).toBe('<p>The Doc 34 text.</p>');
    // Nothing is parsed twice.
    expect(new Set(batches().flatMap((b) => b.split(': ')[1]!.split(' '))).size).toBe(batchSize * 2 + 4);
  });

  it('warms up on short documents only: a long one would hold the thread that answers pages', async () => {
    const { state, timers, warmed } = await open({ ...small, 'content/docs/annex.md': doc('Annex', 'x '.repeat(warmUpLength)) });
    timers[0]!.run();
    await state.complete;
    expect(warmed).toHaveLength(warmUps);
    expect(warmed).not.toContain('annex.md');
  });

  it('re-parses only the edited document', async () => {
    const { state, log, disk, timers, html } = await open();
    timers[0]!.run();
    await state.complete;
    const before = log.length;
    disk.set('content/docs/terms.md', doc('Terms', 'Changed terms.'));
    await state.update(['content/docs/terms.md']);
    expect(log.slice(before)).toEqual(['reread content/docs/terms.md', 'parse on pages: terms.md']);
    expect(html('en', 'terms')).toBe('<p>Changed terms.</p>');
    // The untranslated pages show the edit too; the others keep their parse.
    expect(html('es', 'terms')).toBe('<p>Changed terms.</p>');
    expect(html('es', 'intro')).toBe('<p>El texto.</p>');
    expect(state.diagnostics()).toEqual([]);
  });

  it("reads the site's CSS again when a file of it changes, and pages link the new stylesheet, with nothing parsed", async () => {
    const { state, log, disk, timers } = await open();
    timers[0]!.run();
    await state.complete;
    const before = log.length;
    const style = state.current().built.assets.style;
    disk.set('theme/brand.css', ':root { --link: #5b21b6 }');
    await state.update(['theme/brand.css']);
    expect(log.slice(before)).toEqual(['read styles']);
    const now = state.current().built;
    expect(now.assets.style).not.toBe(style);
    expect(new TextDecoder().decode(now.files.get(now.assets.style.slice(1)))).toContain(':root { --link: #5b21b6 }');
  });

  it('before the background parse is done, an edit to a document not parsed yet parses nothing', async () => {
    const { state, log, disk, html } = await open();
    const long = deferred();
    const held = state.serving(() => long.promise);
    await request(state, 'docs/terms.html');
    const before = log.length;
    disk.set('content/docs/privacy.md', doc('Private', 'New.'));
    await state.update(['content/docs/privacy.md']);
    expect(log.slice(before)).toEqual(['read all', 'reread content/docs/privacy.md']);
    expect(state.current().site.docs.en!['privacy']!.title).toBe('Private');
    expect(html('en', 'privacy')).toBe('');
    long.resolve();
    await held;
    await state.complete;
    expect(html('en', 'privacy')).toBe('<p>New.</p>');
  });

  it('parses the rest of a batch a document stopped, keeps that document refused with the reason, and parses it again once it changes', async () => {
    const { state, log, disk, timers, html } = await open({ ...small, 'content/docs/annex.md': doc('Annex', 'A text that stops its worker.') });
    timers[0]!.run();
    await state.complete;
    const parses = log.filter((l) => l.startsWith('parse on'));
    expect(parses).toEqual([
      'parse on background: annex.md intro.md privacy.md terms.md intro.md (es)',
      ...['annex.md', 'intro.md', 'privacy.md', 'terms.md', 'intro.md (es)'].map((one) => `parse on background: ${one}`),
    ]);
    expect(html('en', 'terms')).toBe('<p>The Terms text.</p>');
    expect(html('en', 'annex')).toBe('');
    expect(state.diagnostics()).toEqual([expect.objectContaining({ code: 'out-of-memory', file: 'content/docs/annex.md' })]);
    disk.set('content/docs/annex.md', doc('Annex', 'A shorter annex.'));
    await state.update(['content/docs/annex.md']);
    expect(html('en', 'annex')).toBe('<p>A shorter annex.</p>');
    expect(state.diagnostics()).toEqual([]);
  });

  it('drops a deleted document: its pages, its parse and its diagnostics', async () => {
    const { state, log, disk, timers } = await open();
    timers[0]!.run();
    await state.complete;
    const text = disk.get('content/docs/privacy.md')!;
    disk.delete('content/docs/privacy.md');
    const before = log.length;
    await state.update(['content/docs/privacy.md']);
    // Not readable any more: the folders are listed again.
    expect(log.slice(before)).toEqual(['reread content/docs/privacy.md', 'read all']);
    expect(state.current().routes.has('docs/privacy.html')).toBe(false);
    expect(state.current().routes.has('es/docs/privacy.html')).toBe(false);
    expect(state.current().site.docs.en!['privacy']).toBeUndefined();
    expect(state.diagnostics()).toEqual([]);
    // Its parse went with it: the same text, added back, is parsed again.
    disk.set('content/docs/privacy.md', text);
    await state.update(['content/docs/privacy.md']);
    expect(log.slice(-1)).toEqual(['parse on pages: privacy.md']);
    expect(state.current().routes.has('docs/privacy.html')).toBe(true);
  });
});
