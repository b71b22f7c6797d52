// What `build` runs: the site read and checked, then rendered and written to the output folder, all or nothing.
// In: the site root and the build's options; out: the checked site, its timings and (unless errors stopped it) the files written.

import { existsSync, mkdirSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { hasErrors, LegaldocsError } from '../../diagnostics/diagnostic.ts';
import { duringOutput, shownPath } from '../output/errors.ts';
import { lockOutput, type LockHolder, type OutputLock } from '../output/lock.ts';
import { findChromium } from '../output/pdf.ts';
import { pdfFonts } from '../output/pdf-fonts.ts';
import { previousOutput, recordedOutputFiles, recordOutput } from '../output/reuse.ts';
import { outputMark, refusedFolder } from '../runtime/owned-folders.ts';
import { removeLeftovers, writeOutput } from '../output/write.ts';
import { buildAssets } from '../render/assets.ts';
import { withCustomCss } from '../render/site-stylesheet.ts';
import { pdfFile } from '../../shared/urls.ts';
import { planOutputs } from '../output/plan.ts';
import { prepareCacheDir, cacheNote } from '../runtime/cache-dir.ts';
import { toolCodeHash } from '../runtime/tool.ts';
import { translationTotals, type TranslationTotals } from '../check/translation-report.ts';
import { keyedReuse, sha256 } from './keyed-reuse.ts';
import { cacheFolder, type PipelineOptions } from './options.ts';
import { timer } from './phases.ts';
import { createPool } from './pool.ts';
import { putPdfs } from './print-pdfs.ts';
import { putOutputs } from './put-outputs.ts';
import { cacheChoice, readConfig } from './read-sources.ts';
import { checkInputs, readInputs, type CheckedSite } from './read-site.ts';
import type { CommitDated, Site } from '../site/site.ts';

export interface BuildOptions extends PipelineOptions {
  /** Output folder, relative to root. */
  outDir?: string;
  now?: Date;
  /** Hears, once, that another build of the same folder is running and this one waits for it. */
  onWait?: (message: string) => void;
}

/** What a build says while another build of its folder holds the lock. */
function waitMessage(outDir: string, holder: LockHolder | undefined, file: string): string {
  const who = holder ? ` in process ${holder.pid}${holder.host === hostname() ? '' : ` on ${holder.host}`} (started at ${new Date(holder.started).toTimeString().slice(0, 8)})` : '';
  return `Waiting for the build of "${outDir}"${who} to finish… If no such build is running, delete ${file}.`;
}

export interface BuildResult extends Omit<CheckedSite, 'site' | 'inputKey' | 'folders' | 'cacheDir'> {
  /**
   * The site read and checked; absent when nothing it is made from had changed since the build that
   * wrote the output folder, which was left as it was: then the sources were read and keyed, no further.
   */
  site?: Site;
  /** Documents dated by a commit's day (the summary's note). */
  commitDated: CommitDated[];
  /** Per built locale, how many translations are outdated, missing or orphaned (the summary's line). */
  translations: TranslationTotals[];
  /** False when errors stopped the build before anything was written. */
  written: boolean;
  pagesPerLocale: Record<string, number>;
  /** PDFs written (printed, or kept from the previous build). */
  pdfs: number;
  outDir: string;
}

/** Builds the site into outDir (atomically), unless the checks found errors. */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const outDir = path.resolve(options.root, options.outDir ?? 'build');
  // PDFs need Chromium: without it the build stops before doing anything.
  const siteConfig = await readConfig(options);
  const pdf = options.pdf ?? siteConfig.config.pdf.enabled;
  const browser = pdf ? findChromium(siteConfig.config.pdf.executablePath) : undefined;
  if (browser && 'problem' in browser) throw new LegaldocsError([browser.problem]);
  const chromium = browser?.executablePath ?? '';
  // So are the fonts a configured language is printed in: a file missing, or one Chromium would draw as Type 3.
  const printing = pdf ? pdfFonts(options.root, siteConfig.config.pdf.fonts, Object.values(siteConfig.config.i18n.locales).map((l) => l.htmlLang)) : undefined;
  if (printing?.problems.length) throw new LegaldocsError(printing.problems);
  // The output folder is replaced whole: refused before anything is read or written unless it is
  // one a build made (or new, or empty), and never the sources, the tool or the cache.
  const choice = cacheChoice(options, siteConfig.config, siteConfig.source);
  const ownCache = choice.cacheDir ?? cacheFolder(options, siteConfig.config);
  const refused = refusedFolder(choice.folders, {
    kind: 'output',
    folder: outDir,
    askedAs: `--out ${options.outDir ?? 'build'}`,
    ...(choice.cacheDir ? { other: { kind: 'cache' as const, folder: choice.cacheDir } } : {}),
    recorded: () => recordedOutputFiles(ownCache, outDir),
  });
  // A refused cache stops the build here too: every later step would write into that folder.
  const problems = [refused, choice.refused].filter((d) => d !== undefined);
  if (problems.length) throw new LegaldocsError(problems);
  const cacheDir = choice.cacheDir!;
  const pool = options.pool ?? createPool();
  let pdfs = 0;
  let lock: OutputLock | undefined;
  try {
    const inputs = await readInputs({ ...options, pool }, siteConfig);
    const { config } = inputs.sources;
    // From reading the previous output to recording the new one, this build has the folder to itself.
    const places = { root: options.root, outDir };
    lock = await duringOutput('prepare', places, () => {
      mkdirSync(path.dirname(outDir), { recursive: true });
      return lockOutput(outDir, (holder, file) => options.onWait?.(waitMessage(shownPath(options.root, outDir), holder, shownPath(options.root, file))));
    });
    inputs.phases.next('assets');
    await prepareCacheDir(cacheDir);
    const built = withCustomCss(await buildAssets(config.baseUrl, options.noCache ? undefined : cacheDir), inputs.sources.styles, config.baseUrl);
    const siteKey = sha256(`${inputs.inputKey}\0${JSON.stringify(built.assets)}\0${options.now?.getUTCFullYear() ?? new Date().getUTCFullYear()}`);
    const previous = options.noCache ? undefined : await previousOutput(cacheDir, outDir, siteKey);
    // Nothing the site is made from has changed and the folder is as that build left it: tested
    // before anything is parsed or planned (changes pages' comparisons among them), so this costs
    // what reading the sources costs, at any size.
    if (previous?.summary && previous.untouched()) {
      const warnings = removeLeftovers(outDir, places);
      inputs.phases.next();
      const { diagnostics, translations = [], ...figures } = previous.summary;
      const note = cacheNote(options.root, cacheDir);
      return { config, ...figures, translations, diagnostics: [...diagnostics, ...warnings, ...(note ? [note] : [])], timings: inputs.phases.timings, parsed: 0, written: true, outDir };
    }
    const checked = await checkInputs(inputs, { ...options, pool });
    // The parse workers' heaps still hold what parsing left (V8 lets a heap grow up to 4x between
    // full collections): pages render on fresh workers, started once that factor is lowered below.
    await pool.close();
    const pagesPerLocale: Record<string, number> = {};
    const { site } = checked;
    const translations = translationTotals(site, site.locales.map((l) => l.code).filter((l) => inputs.sources.buildLocales.includes(l)));
    const result = { config, site, commitDated: site.commitDated, translations, parsed: checked.parsed, outDir };
    if (hasErrors(checked.diagnostics)) return { ...result, diagnostics: checked.diagnostics, timings: checked.timings, written: false, pagesPerLocale, pdfs };
    const t = timer(options.onPhase, 'render');
    const staticDir = path.join(options.root, 'static');
    const outputs = planOutputs(site, built, options.now ?? new Date());
    for (const output of outputs.values()) if (output.type === 'page') pagesPerLocale[output.route.locale] = (pagesPerLocale[output.route.locale] ?? 0) + 1;
    const read = checked.diagnostics.filter((d) => d.code !== 'cache-ignored');
    // Nothing the site is made from has changed, but the folder was: every intact file of the last build is kept.
    const { reuse, keys } = keyedReuse(previous);
    // A page is what its input, the asset URLs and the tool's code make of it.
    const pageSalt = `${toolCodeHash()}\0${JSON.stringify(built.assets)}\0`;
    // From here on the build makes garbage fast (pages, search indexes) while holding little: V8
    // would let the heap grow up to 4x between full collections (a 10x site peaked at 1.26 GB
    // RSS with under 300 MB live), so it may grow 1.3x. Not earlier: parsing allocates more
    // still, and collecting that often made parsing a third slower (bench/notes.md).
    setFlagsFromString('--heap-growing-percent=30');
    // The static folder's copy counts as writing; rendering starts once it is done.
    t.next('write');
    const warnings = await writeOutput(
      outDir,
      async (put, folder) => {
        await putOutputs({ outputs, put, pool, assets: built.assets, reuse, pageSalt, phases: t });
        if (!pdf) return;
        t.next('pdf');
        pdfs = await putPdfs({ outputs, folder, site, chromium, reuse, pageKeys: keys, put, fonts: printing!.fonts });
      },
      existsSync(staticDir) ? staticDir : undefined,
      options.root,
    );
    // Static files are copied, not made, and the site key covers them: recorded only to be found intact.
    for (const file of [...site.staticFiles, outputMark]) keys.set(file, 'static');
    // Pages (and their PDFs) are made from their inputs, not keyed by their bytes: the cache keeps them.
    const pdfPages = new Set([...outputs].filter(([, output]) => output.type === 'page').map(([file]) => pdfFile(file)));
    const stored = (file: string) => keys.get(file) !== 'static' && (outputs.get(file)?.type === 'page' || pdfPages.has(file));
    // What the sources said, repeated by a no-change build; the folder's leftovers it finds again itself.
    const summary = { diagnostics: read, pagesPerLocale, pdfs, commitDated: site.commitDated, translations };
    await recordOutput(cacheDir, outDir, { siteKey, keys, stored, ...(previous ? { previous } : {}), summary });
    // One note for the whole run's cache, in place of the one reading the site gave.
    const note = cacheNote(options.root, cacheDir);
    t.next();
    return { ...result, diagnostics: [...read, ...warnings, ...(note ? [note] : [])], timings: { ...checked.timings, ...inputs.phases.timings, ...t.timings }, written: true, pagesPerLocale, pdfs };
  } finally {
    lock?.release();
    if (!options.pool) await pool.close();
  }
}
