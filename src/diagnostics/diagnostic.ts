// Diagnostics: the one shape for every error and warning the tool reports.
// In: what went wrong and where; out: Diagnostic records, and a LegaldocsError that carries them.

export type Severity = 'error' | 'warning';

/** A problem found in the input, located as precisely as the input allows. */
export interface Diagnostic {
  severity: Severity;
  /** Stable machine-readable kind, e.g. `broken-anchor`; the class name in kebab case. */
  code: string;
  message: string;
  /** Path relative to the site root, when the problem belongs to a file. */
  file?: string;
  line?: number;
  column?: number;
  /** How to fix it. */
  hint?: string;
}

interface Where {
  file?: string | undefined;
  line?: number | undefined;
  column?: number | undefined;
  hint?: string | undefined;
}

/**
 * Base of every problem class. Subclasses only choose a severity and phrase the message; their
 * class name becomes the diagnostic code, so reports stay grep-able (`BrokenAnchor` → `broken-anchor`).
 */
export abstract class Problem {
  abstract readonly severity: Severity;
  constructor(
    readonly message: string,
    readonly where: Where = {},
  ) {}

  toDiagnostic(): Diagnostic {
    const code = this.constructor.name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
    const d: Diagnostic = { severity: this.severity, code, message: this.message };
    if (this.where.file !== undefined) d.file = this.where.file;
    if (this.where.line !== undefined) d.line = this.where.line;
    if (this.where.column !== undefined) d.column = this.where.column;
    if (this.where.hint !== undefined) d.hint = this.where.hint;
    return d;
  }
}

abstract class ErrorProblem extends Problem {
  readonly severity = 'error' as const;
}
abstract class WarningProblem extends Problem {
  readonly severity = 'warning' as const;
}

export class InvalidConfig extends ErrorProblem {}
export class UnknownReference extends ErrorProblem {}
export class EmptySidebar extends ErrorProblem {}
export class InvalidFrontMatter extends ErrorProblem {}
export class InvalidCategory extends ErrorProblem {}
export class UnreadableFile extends ErrorProblem {}
export class BrokenLink extends ErrorProblem {}
export class BrokenAnchor extends ErrorProblem {}
export class MissingMarkdownFile extends ErrorProblem {}
export class MissingFile extends ErrorProblem {}
export class DuplicateDocId extends ErrorProblem {}
export class NestingTooDeep extends ErrorProblem {}
export class UnconvertibleDocument extends ErrorProblem {}
/** A document's file name that a URL or a file system would change. */
export class InvalidFileName extends ErrorProblem {}
/** A document past one of the config's `limits` (its size, its headings). */
export class DocumentTooLarge extends ErrorProblem {}
export class UnknownAdmonition extends ErrorProblem {}
export class MdxNeedsCode extends ErrorProblem {}
export class MdxSyntaxError extends ErrorProblem {}
export class InvalidUiStrings extends ErrorProblem {}
export class InvalidSidebars extends ErrorProblem {}
export class NoDocuments extends ErrorProblem {}
export class InvalidVersion extends ErrorProblem {}
export class VersionConflict extends ErrorProblem {}
export class OutdatedTranslation extends ErrorProblem {}
export class UnknownTranslationSource extends ErrorProblem {}
export class TranslatedHeadingId extends ErrorProblem {}
/** A heading id the source has and links point to, missing from a translation: links to it lead to the page's top. */
export class MissingTranslatedAnchor extends ErrorProblem {}
export class GitHistoryUnavailable extends ErrorProblem {}
export class PdfUnavailable extends ErrorProblem {}
export class OutputNotWritable extends ErrorProblem {}
export class SymlinkOutsideFolder extends ErrorProblem {}
export class BrokenSymlink extends ErrorProblem {}
export class SymlinkLoop extends ErrorProblem {}
/** A server cannot listen where it was told to: the port is taken or privileged, or the host is not this machine's. */
export class CannotListen extends ErrorProblem {}
/** A run reached Node.js's heap limit (in a worker, or in the main process, as its supervisor saw). */
export class OutOfMemory extends ErrorProblem {}
/** A worker thread ended while it parsed a document or rendered a page, other than at its heap limit. */
export class WorkerStopped extends ErrorProblem {}
/** `init` was pointed at a folder that already holds files of its own. */
export class FolderNotEmpty extends ErrorProblem {}
/** `init --from-docusaurus` found a legaldocs config already there. */
export class ConfigExists extends ErrorProblem {}
/** A Docusaurus setting `init --from-docusaurus` could not carry into the legaldocs config. */
export class NotCarriedOver extends WarningProblem {}
/** A line of the site's static/_headers a host would not read. */
export class InvalidHeadersFile extends WarningProblem {}
/** The site's static/_headers sets a header the build sets too. */
export class HeadersClash extends WarningProblem {}
/** The site's static/_headers sets or removes the Content-Security-Policy the build makes for its pages. */
export class HeadersPolicyClash extends ErrorProblem {}
/** A redirect that leads to no page or file, or whose old address is a page or file of the site, or is redirected twice. */
export class BrokenRedirect extends ErrorProblem {}
/** A file of theme.customCss that does not parse, or names a file (url(), @import) that is not there. */
export class InvalidCss extends ErrorProblem {}
/** Something esbuild noticed in theme.customCss that browsers read otherwise than meant. */
export class CssWarning extends WarningProblem {}
/** A brand colour with too little contrast against what it is shown on, in one of the themes (WCAG AA). */
export class LowContrast extends WarningProblem {}
export class UnusedLocaleFolder extends WarningProblem {}
export class OrphanTranslation extends WarningProblem {}
export class EmptyDocument extends WarningProblem {}
export class DuplicateRoute extends WarningProblem {}
export class UnknownFrontMatterKey extends WarningProblem {}
/** Front-matter keys another tool reads (docs.github.com, Jekyll, Docusaurus), said once per site. */
export class ForeignFrontMatter extends WarningProblem {}
export class ShallowClone extends WarningProblem {}
export class UnclosedAdmonition extends WarningProblem {}
export class StrayAdmonitionFence extends WarningProblem {}
export class UnsupportedAttributeList extends WarningProblem {}
export class UnknownAlert extends WarningProblem {}
export class DateLineMismatch extends WarningProblem {}
export class AutotitleOutsideSite extends WarningProblem {}
export class LiquidNotExpanded extends WarningProblem {}
export class HtmlRemoved extends WarningProblem {}
export class MissingUiStrings extends WarningProblem {}
export class MisplacedContent extends WarningProblem {}
export class TranslatedVersionMismatch extends WarningProblem {}
export class SkippedGitVersion extends WarningProblem {}
export class OutputLeftover extends WarningProblem {}
export class CacheIgnored extends WarningProblem {}
/** A version announced ahead with less notice than versions.noticeDays asks. */
export class ShortNotice extends WarningProblem {}

/** Thrown when a step cannot go on; carries the diagnostics that explain why. */
export class LegaldocsError extends Error {
  constructor(readonly diagnostics: Diagnostic[]) {
    super(diagnostics.map((d) => d.message).join('\n'));
    this.name = 'LegaldocsError';
  }
}

/**
 * A URL or fragment as a reader wrote it, for messages: percent-escapes decoded (`#昇腾`, not
 * `#%E6%98%87%E8%85%BE`); a malformed escape stays as written.
 */
export function shownUrl(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}

export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === 'error');
}
