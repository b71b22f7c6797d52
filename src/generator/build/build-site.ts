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
import { outputRecord, previousOutput, recordedOutputFiles, recordInputs, recordOutput, type PreviousOutput } from '../output/reuse.ts';
import { outputMark, refusedFolder } from '../runtime/owned-folders.ts';
import { removeLeftovers, writeOutput } from '../output/write.ts';
import { buildAssets } from '../render/assets.ts';
import { withCustomCss } from '../render/site-stylesheet.ts';
import { pdfFile } from '../../shared/urls.ts';
import { planOutputs } from '../output/plan.ts';
import { prepareCacheDir, cacheNote } from '../runtime/cache-dir.ts';
import { toolCodeHash } from '../runtime/tool.ts';
import { translationTotals, type TranslationTotals } from '../check/translation-report.ts';
import { keyedReuse } from './keyed-reuse.ts';
import { sha256 } from '../runtime/sha256.ts';
import { buildLocalesOf, cacheFolder, type PipelineOptions } from './options.ts';
import { fingerprintOf, foundInputs, inputRecord, type InputRecord } from './input-stamps.ts';
import { scheduleDates } from './sources-key.ts';
import { buildDay } from '../runtime/build-day.ts';
import { defaultConfigPath } from '../../config/schema.ts';
import { customCssFiles } from '../content/custom-css.ts';
import { timer } from './phases.ts';
import { createPool } from './pool.ts';
import { putPdfs } from './print-pdfs.ts';
import { putOutputs } from './put-outputs.ts';
import { cacheChoice, readConfig } from './read-sources.ts';
import { checkInputs, readInputs, type CheckedSite } from './read-site.ts';
import type { CommitDated, Site } from '../site/site.ts';

export interface BuildOptions extends PipelineOptions {
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

/** The input record a build left, when it is one (an older build's record has none). */
function inputRecordOf(value: unknown): InputRecord | undefined {
  const r = value as Partial<InputRecord> | undefined;
  return typeof r?.fingerprint === 'string' && r.stamps && typeof r.takenAt === 'number' && Array.isArray(r.schedule?.dates) && Array.isArray(r.schedule?.unannounced) && Array.isArray(r.extra) ? (r as InputRecord) : undefined;
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
  const now = options.now ?? new Date();
  const today = buildDay(now, siteConfig.config.versions.timeZone);
  let pdfs = 0;
  let lock: OutputLock | undefined;
  try {
    // From testing the previous output to recording the new one, this build has the folder to itself.
    const places = { root: options.root, outDir };
    lock = await duringOutput('prepare', places, () => {
      mkdirSync(path.dirname(outDir), { recursive: true });
      return lockOutput(outDir, (holder, file) => options.onWait?.(waitMessage(shownPath(options.root, outDir), holder, shownPath(options.root, file))));
    });
    const phases = timer(options.onPhase, 'load');
    const { config: given } = siteConfig;
    // Nothing the site is made from has changed (its files, config, git's HEAD, the tool, the date
    // as far as it counts) and the folder is as the last build left it: tested before anything is
    // read, parsed or planned, so this costs a look at the files, at any size.
    // A cache another version of legaldocs made is emptied first: its record is not this tool's.
    if (!options.noCache) await prepareCacheDir(cacheDir);
    const record = options.noCache ? undefined : await outputRecord(cacheDir, outDir);
    const recorded = inputRecordOf(record?.inputs);
    const salt = [buildLocalesOf(given, options.buildLocales), pdf, chromium, printing?.fonts, now.getUTCFullYear()];
    const extra = [...customCssFiles(given), ...(recorded?.extra ?? [])];
    const found = options.noCache ? undefined : await foundInputs({ root: options.root, config: given, configFile: options.config ?? defaultConfigPath, outDir, cacheDir, salt, extra }, recorded);
    const unchanged = (previous: PreviousOutput | undefined) => {
      if (!previous?.summary || !previous.untouched()) return undefined;
      const warnings = removeLeftovers(outDir, places);
      const { diagnostics, translations = [], ...figures } = previous.summary;
      const note = cacheNote(options.root, cacheDir);
      return { ...figures, translations, diagnostics: [...diagnostics, ...warnings, ...(note ? [note] : [])], parsed: 0, written: true, outDir };
    };
    if (record && recorded && found && fingerprintOf(found, recorded.schedule, today) === recorded.fingerprint) {
      const kept = unchanged(await previousOutput(cacheDir, outDir, record.siteKey, record));
      phases.next();
      if (kept) return { config: given, ...kept, timings: phases.timings };
    }
    const inputs = await readInputs({ ...options, outDir: path.relative(options.root, outDir), pool }, siteConfig, phases);
    const { config } = inputs.sources;
    const made = found && inputRecord(found, scheduleDates(inputs.sources.content.sources, inputs.sources.git.announced), today, inputs.sources.styles.inputs);
    inputs.phases.next('assets');
    await prepareCacheDir(cacheDir);
    const built = withCustomCss(await buildAssets(config.baseUrl, options.noCache ? undefined : cacheDir), inputs.sources.styles, config.baseUrl);
    const siteKey = sha256(`${inputs.inputKey}\0${JSON.stringify(built.assets)}\0${now.getUTCFullYear()}`);
    const previous = options.noCache ? undefined : await previousOutput(cacheDir, outDir, siteKey, record);
    // The inputs changed in a way that does not change the site (a file saved again as it was): the
    // folder is kept, and the next build finds these inputs recorded.
    const kept = unchanged(previous);
    if (kept) {
      if (record && made) await recordInputs(cacheDir, outDir, record, made);
      inputs.phases.next();
      return { config, ...kept, timings: inputs.phases.timings };
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
    const outputs = planOutputs(site, built, now);
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
    await recordOutput(cacheDir, outDir, { siteKey, keys, stored, ...(previous ? { previous } : {}), summary, ...(made ? { inputs: made } : {}) });
    // One note for the whole run's cache, in place of the one reading the site gave.
    const note = cacheNote(options.root, cacheDir);
    t.next();
    return { ...result, diagnostics: [...read, ...warnings, ...(note ? [note] : [])], timings: { ...checked.timings, ...inputs.phases.timings, ...t.timings }, written: true, pagesPerLocale, pdfs };
  } finally {
    lock?.release();
    if (!options.pool) await pool.close();
  }
}
