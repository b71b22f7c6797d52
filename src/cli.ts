// The command line: parses flags, calls the pipeline, prints diagnostics, sets the exit code.
// In: process.argv; out: output on stdout/stderr and an exit code (0 ok, 1 errors in the input).
// Long because every command is declared here with its flags and help: the one list of what a user can type.

import path from 'node:path';
import { Command, InvalidArgumentError, Option } from 'commander';
import { hasErrors, InvalidConfig, LegaldocsError, type Diagnostic } from './diagnostics/diagnostic.ts';
import { painterFor, plain } from './diagnostics/colour.ts';
import { plural } from './diagnostics/plural.ts';
import { report, type ReportFormat } from './diagnostics/report.ts';
import { claimStdout } from './diagnostics/stdout.ts';
import { buildSummary, isInteractive, progress } from './diagnostics/summary.ts';
import { buildSite } from './generator/build/build-site.ts';
import { readSite } from './generator/build/read-site.ts';
import { translationReport } from './generator/check/translation-report.ts';
import { toolRoot, toolVersion } from './generator/runtime/tool.ts';
import { defaultConfigPath } from './config/schema.ts';
import { defaultCacheDirs } from './generator/runtime/cache-dir.ts';

/** The diagnostics `status` reports with the translations: what is wrong with a translation itself, and a shallow clone (its history is cut short). */
const translationCodes = new Set(['outdated-translation', 'unknown-translation-source', 'translated-heading-id', 'missing-translated-anchor', 'translated-version-mismatch', 'orphan-translation', 'shallow-clone']);

const formatOption = () => new Option('--format <format>', 'how to print diagnostics').choices(['text', 'json', 'github']).default('text');

type Out = (text: string) => void;
const stdout: Out = (text) => void process.stdout.write(text);

/** Machine formats go to stdout (GitHub reads workflow commands there); text goes to stderr. */
function print(out: Out, diagnostics: Diagnostic[], format: ReportFormat, extra?: Record<string, unknown>) {
  if (!diagnostics.length && format !== 'json') return;
  const text = report(diagnostics, format, extra, format === 'text' ? painterFor(process.stderr) : plain);
  if (format === 'text') process.stderr.write(`${text}\n`);
  else out(`${text}\n`);
}

/**
 * Runs a command body; input problems are reported as diagnostics, anything else briefly. With
 * `reportOnly`, stdout carries only what the command itself prints (`out`): what the config or a
 * sidebars file prints while it runs goes to stderr.
 */
async function run(format: ReportFormat, body: (out: Out) => Promise<number>, reportOnly = false) {
  const claimed = reportOnly ? claimStdout() : undefined;
  const out = claimed?.write ?? stdout;
  try {
    process.exitCode = await body(out);
  } catch (error) {
    if (error instanceof LegaldocsError) {
      print(out, error.diagnostics, format);
      process.exitCode = 1;
      return;
    }
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`legaldocs: unexpected failure: ${message}\n`);
    if (process.env.LEGALDOCS_DEBUG) process.stderr.write(`${(error as Error).stack ?? ''}\n`);
    else process.stderr.write('Run again with LEGALDOCS_DEBUG=1 for details, and report it if the input looks right.\n');
    process.exitCode = 2;
  } finally {
    claimed?.release();
  }
}

const program = new Command()
  .name('legaldocs')
  .description('Builds, checks and serves a multilingual site of legal documents.')
  .addHelpText('after', examples([['legaldocs init legal-site', 'start a site in a new folder'], ['legaldocs dev', 'preview it, reloading as you edit'], ['legaldocs build', 'check it and write it to build/']], 'Run legaldocs <command> --help for its flags.'))
  .version(toolVersion, '-v, --version')
  .option('--root <dir>', 'the site folder (holding config/, the content and static/)', '.')
  .option('--config <file>', 'config file, relative to the site folder', defaultConfigPath)
  .showHelpAfterError();

/** "Examples:" for a command's --help, then where its reference is (the docs the package ships). */
function examples(lines: [command: string, what: string][], after?: string): string {
  const reference = path.relative(process.cwd(), path.join(toolRoot, 'docs/commands.md')) || 'docs/commands.md';
  const shown = lines.map(([command, what]) => `  $ ${command}\n      ${what}`).join('\n');
  return `\nExamples:\n${shown}\n${after ? `\n${after}` : ''}\nReference: ${reference} (every command and flag)\n`;
}

const root = () => path.resolve(program.opts<{ root: string }>().root);
const config = () => program.opts<{ config: string }>().config;
const portNumber = (value: string) => {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) throw new InvalidArgumentError('a port is a whole number from 0 to 65535.');
  return port;
};
const locales = (value: string, previous: string[] = []) => [...previous, ...value.split(',').filter(Boolean)];
const cacheDirOption = () => new Option('--cache-dir <dir>', `cache folder, relative to the site folder (default: ${defaultCacheDirs.javascript}, or ${defaultCacheDirs.plain} without node_modules)`);
const cacheDir = (opts: { cacheDir?: string }) => (opts.cacheDir === undefined ? {} : { cacheDir: opts.cacheDir });

/** SOURCE_DATE_EPOCH, when set: the build's "now" (the copyright year, which versions are in force), so rebuilds of old sources match. */
function sourceDate(epoch = process.env.SOURCE_DATE_EPOCH): Date | undefined {
  if (epoch === undefined || epoch === '') return undefined;
  if (!/^\d+$/.test(epoch)) {
    throw new LegaldocsError([new InvalidConfig(`SOURCE_DATE_EPOCH "${epoch}" is not a number of seconds`, { hint: 'Set it to a Unix time such as 1700000000, or unset it.' }).toDiagnostic()]);
  }
  return new Date(Number(epoch) * 1000);
}
const buildTime = () => sourceDate() ?? new Date();

program
  .command('build')
  .description('check the site, then write it to the output folder (all or nothing)')
  .addHelpText('after', examples([['legaldocs build', 'check every link and anchor, then write build/'], ['legaldocs build --format github', 'in CI: problems as annotations on the pull request'], ['legaldocs build --locale en,es --pdf', 'two locales, each document also as PDF']]))
  .option('--out <dir>', 'output folder, relative to the site folder', 'build')
  .option('--locale <codes>', 'build only these locales (comma-separated or repeated)', locales)
  .option('--no-cache', 'parse every document again instead of using the cache')
  .addOption(cacheDirOption())
  .option('--pdf', 'also print each document and changes page to PDF (needs Chromium)')
  .addOption(formatOption())
  .action((opts: { out: string; locale?: string[]; cache: boolean; cacheDir?: string; pdf?: boolean; format: ReportFormat }) =>
    run(opts.format, async (out) => {
      const started = performance.now();
      const now = buildTime();
      const interactive = isInteractive(process.stderr);
      const indicator = progress(process.stderr, interactive);
      const result = await buildSite({
        root: root(),
        config: config(),
        outDir: opts.out,
        noCache: !opts.cache,
        ...cacheDir(opts),
        now,
        onPhase: indicator.phase,
        onWait: (message) => {
          indicator.phase('waiting for the other build');
          process.stderr.write(`${interactive ? '\r\x1b[2K' : ''}${message}\n`);
        },
        ...(opts.locale ? { buildLocales: opts.locale } : {}),
        ...(opts.pdf ? { pdf: true } : {}),
      }).finally(indicator.done);
      // JSON carries the build's figures too: pages per locale and the time of each phase in ms.
      const ms = (t: number) => Math.round(t);
      const figures = {
        written: result.written,
        pagesPerLocale: result.pagesPerLocale,
        pdfs: result.pdfs,
        parsed: result.parsed,
        totalMs: ms(performance.now() - started),
        timings: Object.fromEntries(Object.entries(result.timings).map(([phase, t]) => [phase, ms(t)])),
        commitDated: result.commitDated,
        translations: result.translations,
      };
      print(out, result.diagnostics, opts.format, opts.format === 'json' ? figures : undefined);
      if (!result.written) {
        process.stderr.write('Build failed: nothing was written; the previous output is unchanged.\n');
        return 1;
      }
      if (opts.format === 'text') {
        const outDir = path.relative(process.cwd(), result.outDir) || '.';
        const summary = buildSummary({ ...result, outDir, totalMs: performance.now() - started }, !interactive);
        out(`${summary}\n`);
      }
      return 0;
    }, true),
  );

program
  .command('check')
  .description('validate config, content, links and anchors without writing anything')
  .addHelpText('after', examples([['legaldocs check', 'config, front matter, links and anchors, in seconds'], ['legaldocs check --crawl', 'also build to a temporary folder and follow every link of the result'], ['legaldocs check --format json', 'the diagnostics for another tool']]))
  .addOption(formatOption())
  .option('--crawl', 'also build to a temporary folder and crawl it for broken links')
  .option('--external', 'with --crawl: check links to other sites too')
  .addOption(cacheDirOption())
  .action((opts: { format: ReportFormat; crawl?: boolean; external?: boolean; cacheDir?: string }) =>
    run(opts.format, async (out) => {
      const now = buildTime();
      const checked = await readSite({ root: root(), config: config(), ...cacheDir(opts), now });
      let diagnostics = checked.diagnostics;
      let crawled: number | undefined;
      if (opts.crawl && !hasErrors(diagnostics)) {
        const { crawlSite } = await import('./server/crawl.ts');
        const crawl = await crawlSite({ root: root(), config: config(), ...cacheDir(opts), now, ...(opts.external ? { external: true } : {}) });
        diagnostics = [...diagnostics, ...crawl.diagnostics];
        crawled = crawl.pages;
      }
      print(out, diagnostics, opts.format);
      const failed = hasErrors(diagnostics);
      if (opts.format === 'text' && !failed) {
        const pages = checked.site.routes.length;
        const crawl = crawled === undefined ? '' : `; crawled ${plural(crawled, 'page')} of the built site`;
        out(`Checked ${plural(pages, 'page')} in ${plural(checked.site.locales.length, 'locale')}${crawl}: no errors.\n`);
      }
      if (opts.crawl && hasErrors(checked.diagnostics)) process.stderr.write('Not crawled: the site does not build until the errors above are fixed.\n');
      return failed ? 1 : 0;
    }, true),
  );

program
  .command('status')
  .description('which translations are up to date, outdated (which sections changed, since which version), missing or orphaned')
  .addOption(formatOption())
  .option('--locale <codes>', 'only these locales (comma-separated or repeated)', locales)
  .option('--strict', 'exit 1 when a translation is outdated or orphaned')
  .addOption(cacheDirOption())
  .action((opts: { format: ReportFormat; locale?: string[]; strict?: boolean; cacheDir?: string }) =>
    run(opts.format, async (out) => {
      // SOURCE_DATE_EPOCH decides, as for build, which versions are in force and so what is current.
      const checked = await readSite({ root: root(), config: config(), ...cacheDir(opts), now: buildTime() });
      // What is wrong with the translations themselves is said with them; the rest is check's.
      const own = checked.diagnostics.filter((d) => translationCodes.has(d.code));
      if (own.length && opts.format === 'text') process.stderr.write(`${report(own, 'text')}\n\n`);
      const status = translationReport(checked.site, opts.format, opts.locale, own);
      out(`${status.text}\n`);
      return opts.strict && status.behind ? 1 : 0;
    }, true),
  );

program
  .command('serve [dir]')
  .description('serve a built site the way a static host does')
  .addHelpText('after', examples([['legaldocs serve', 'serve build/ at http://127.0.0.1:3000'], ['legaldocs serve dist --port 8080 --host 0.0.0.0', 'another folder, reachable from other machines']]))
  .option('--port <port>', 'port to listen on (0: any free port)', portNumber, 3000)
  .option('--host <host>', 'interface to listen on', '127.0.0.1')
  .action((dir: string | undefined, opts: { port: number; host: string }) =>
    run('text', async () => {
      const { serveBuild } = await import('./server/serve.ts');
      const { url } = await serveBuild({ root: root(), config: config(), dir: dir ?? 'build', host: opts.host, port: opts.port });
      process.stdout.write(`Serving ${dir ?? 'build'} at ${url}\n`);
      // Started by `check --crawl` (over an IPC channel), the server ends with the process that
      // started it, even one killed outright.
      if (process.send) process.once('disconnect', () => process.exit(0));
      return 0;
    }),
  );

program
  .command('dev')
  .description('build, serve, and rebuild when content, config or static files change')
  .addHelpText('after', examples([['legaldocs dev', 'serve every locale at http://127.0.0.1:3000, reloading pages as you edit'], ['legaldocs dev --locale es --port 4000', 'only the Spanish pages (and the default locale), on another port']]))
  .option('--port <port>', 'port to listen on (0: any free port)', portNumber, 3000)
  .option('--host <host>', 'interface to listen on', '127.0.0.1')
  .option('--locale <codes>', 'build only these locales', locales)
  .addOption(cacheDirOption())
  .action((opts: { port: number; host: string; locale?: string[]; cacheDir?: string }) =>
    run('text', async () => {
      const { startDev } = await import('./server/dev.ts');
      const now = sourceDate();
      await startDev({ root: root(), config: config(), host: opts.host, port: opts.port, ...cacheDir(opts), ...(opts.locale ? { buildLocales: opts.locale } : {}), ...(now ? { now } : {}) });
      return 0;
    }),
  );

program
  .command('init [folder]')
  .description('start a new site in a folder (default: this one): a config, two documents with an earlier version, a translation, a CI workflow')
  .addHelpText('after', examples([['legaldocs init legal-site', 'a new folder legal-site/ with a site that builds as it is'], ['legaldocs init', 'this folder, when it holds only package.json, node_modules or .git'], ['legaldocs init --from-docusaurus website', 'a config for the Docusaurus site in website/, built where it is']]))
  .option('--force', 'write into a folder that already holds files, replacing files of the same names')
  .option('--from-docusaurus <site>', "write the config of a Docusaurus site from its docusaurus.config.js, to build the site where it is")
  .action((folder: string | undefined, opts: { force?: boolean; fromDocusaurus?: string }) =>
    run('text', async (out) => {
      const { initFromDocusaurus, initSite, initReport } = await import('./init/init.ts');
      if (opts.fromDocusaurus !== undefined) {
        if (folder !== undefined) throw new InvalidArgumentError('give the Docusaurus site with --from-docusaurus alone: its config is written into it.');
        const made = await initFromDocusaurus({ folder: path.resolve(root(), opts.fromDocusaurus), now: buildTime(), ...(opts.force ? { force: true } : {}) });
        print(out, made.notCarried, 'text');
        const where = path.relative(process.cwd(), made.folder);
        const left = made.notCarried.length ? `; ${plural(made.notCarried.length, 'setting')} not carried over, listed above and at the top of the file` : '';
        out(`Wrote ${path.join(where, made.wrote)} from ${path.join(where, made.from)}${left}.\nNext, in ${where || 'this folder'}: npm install --save-dev legaldocs, then npx legaldocs check and npx legaldocs dev.\n`);
        return 0;
      }
      const result = initSite({ folder: path.resolve(root(), folder ?? '.'), ...(opts.force ? { force: true } : {}) });
      out(`${initReport(result)}\n`);
      return 0;
    }),
  );

program
  .command('version <doc>')
  .description('make a new version of a document: the text in force is kept as an earlier version (links rewritten), the document takes the new date')
  .addHelpText('after', examples([['legaldocs version overwolf/cookies-policy --date 2026-09-01', 'keep the text in force as the version of its day; then write the new text in the document'], ['legaldocs version content/docs/terms.md --date 2026-09-01 --dry-run', 'say what would be written']]))
  .requiredOption('--date <YYYY-MM-DD>', 'the day the new version takes effect')
  .option('--to <path>', 'where the outgoing text goes, below the docs folder (default: archive/<folder>/<name>-<its date>.md)')
  .option('--dry-run', 'say what would be written, and write nothing')
  .addOption(cacheDirOption())
  .action((doc: string, opts: { date: string; to?: string; dryRun?: boolean; cacheDir?: string }) =>
    run('text', async (out) => {
      const { newVersion } = await import('./version/new-version.ts');
      const made = await newVersion({ root: root(), config: config(), doc, date: opts.date, now: buildTime(), ...cacheDir(opts), ...(opts.to ? { to: opts.to } : {}), ...(opts.dryRun ? { dryRun: true } : {}) });
      print(out, made.warnings, 'text');
      const would = opts.dryRun ? 'Would keep' : 'Kept';
      const kept = made.fromGit
        ? `git keeps the text in force since ${made.previous} (as last committed) as an earlier version once the change is committed (versions.fromGit)`
        : `${would} the text in force since ${made.previous} as an earlier version:\n${made.written.map((f) => `  ${f}\n`).join('')}`.trimEnd();
      const next = `${made.file} ${opts.dryRun ? 'would take' : 'now takes'} effect on ${made.date}: write the new text there; until ${made.date} the site shows the text in force and announces the new one.`;
      const declared = made.declared.length ? `${opts.dryRun ? 'Would mark' : 'Marked'} as translations of the text in force since ${made.previous} (translation_of), since nothing said what they translate:\n${made.declared.map((f) => `  ${f}\n`).join('')}` : '';
      out(`${kept}\n${declared}${next}\n${opts.dryRun ? '' : `Checked: no new errors${made.warnings.length ? `, ${plural(made.warnings.length, 'new warning')} (above)` : ''}.\n`}`);
      return 0;
    }),
  );

await program.parseAsync();
