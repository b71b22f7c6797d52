// Brand colours against what they are shown on: each documented colour pair of the theme (links on
// the page, button text on links, text, the focus ring …) measured in the light and the dark theme,
// and the announcement bar's colours from the config. In: the root's properties per theme (from
// css-cascade.ts) and the config; out: a LowContrast warning for each pair the site's colours make
// fail WCAG AA, at the site's declaration, with a passing colour of the same hue when there is one.

import { clampChroma, converter, formatHex, parse, wcagContrast, type Color, type Rgb } from 'culori';
import type { SiteConfig } from '../../config/schema.ts';
import { LowContrast, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { Declared, RootProperties, RootValue, Theme } from './css-cascade.ts';

interface Pair {
  fg: string;
  bg: string;
  /** WCAG AA: 4.5:1 for text, 3:1 for a control's outline or a mark that is not text. */
  min: number;
  /** Where the pair is seen, as the warning says it. */
  use: string;
}

/** The pairs legaldocs's stylesheet shows (docs/branding.md): the foreground property on the background one. */
export const colourPairs: readonly Pair[] = [
  { fg: '--link', bg: '--bg', min: 4.5, use: 'links, and the text of buttons, which is --bg on --link' },
  { fg: '--link', bg: '--bg-soft', min: 4.5, use: 'the current page in the sidebar' },
  { fg: '--fg', bg: '--bg', min: 4.5, use: 'text' },
  { fg: '--fg', bg: '--bg-soft', min: 4.5, use: 'code and table headers' },
  { fg: '--fg-muted', bg: '--bg', min: 4.5, use: 'dates and hints' },
  { fg: '--focus', bg: '--bg', min: 3, use: 'the keyboard focus ring' },
  { fg: '--accent', bg: '--bg-soft', min: 3, use: 'the mark beside an error shown on the page' },
];

const toRgb = converter('rgb');
const toOklch = converter('oklch');
const white: Rgb = { mode: 'rgb', r: 1, g: 1, b: 1 };

/** `top` painted over `under` (both opaque after): what the reader sees of a colour with transparency. */
function over(top: Color, under: Rgb): Rgb {
  const { r, g, b, alpha = 1 } = toRgb(top);
  return { mode: 'rgb', r: r * alpha + under.r * (1 - alpha), g: g * alpha + under.g * (1 - alpha), b: b * alpha + under.b * (1 - alpha) };
}

/** The ratio, rounded down to two decimals as it is printed: 4.496 is not 4.5. */
const ratio = (fg: Rgb, bg: Rgb) => Math.floor(wcagContrast(fg, bg) * 100) / 100;

/**
 * The colour of the same hue and chroma nearest to `fg`, its lightness moved away from the first
 * background, that meets each background's minimum; undefined when none does.
 */
export function passingColour(fg: Rgb, against: readonly { bg: Rgb; min: number }[]): string | undefined {
  const start = toOklch(fg);
  const darker = wcagContrast(against[0]!.bg, white) < wcagContrast(against[0]!.bg, { mode: 'rgb', r: 0, g: 0, b: 0 });
  const candidate = (l: number) => toRgb(clampChroma({ ...start, l }, 'oklch'));
  const passes = (colour: Rgb) => against.every(({ bg, min }) => ratio(colour, bg) >= min);
  let [near, far] = [start.l, darker ? 0 : 1];
  if (!passes(candidate(far))) return undefined;
  for (let i = 0; i < 24; i++) {
    const mid = (near + far) / 2;
    if (passes(candidate(mid))) far = mid;
    else near = mid;
  }
  // The hex is rounded: step on until the rounded colour itself passes.
  for (let l = far; darker ? l >= 0 : l <= 1; l += darker ? -0.002 : 0.002) {
    const hex = formatHex(candidate(l));
    if (passes(toRgb(parse(hex)!))) return hex;
  }
  return undefined;
}

/** The colours of a pair as shown, if both can be evaluated (a colour-mix(), currentColor or an unknown value cannot). */
function shown(fg: RootValue, bg: RootValue): { fg: Rgb; bg: Rgb } | undefined {
  const [f, b] = [parse(fg.value), parse(bg.value)];
  if (!f || !b) return undefined;
  const page = over(b, white);
  return { fg: over(f, page), bg: page };
}

const at = (d: Declared) => ({ file: d.file, line: d.line, column: d.column });

interface Failure {
  pair: Pair;
  fg: RootValue;
  bg: RootValue;
  colours: { fg: Rgb; bg: Rgb };
  measured: number;
}

/** The pairs of one theme that fail where the site set either colour, each measured. */
function failures(props: RootProperties): Failure[] {
  const out: Failure[] = [];
  for (const pair of colourPairs) {
    const [fg, bg] = [props.get(pair.fg), props.get(pair.bg)];
    if (!fg || !bg || fg === 'unknown' || bg === 'unknown' || !(fg.site ?? bg.site)) continue;
    const colours = shown(fg, bg);
    const measured = colours && ratio(colours.fg, colours.bg);
    if (colours && measured! < pair.min) out.push({ pair, fg, bg, colours, measured: measured! });
  }
  return out;
}

const sameDeclaration = (a: RootValue | 'unknown' | undefined, b: RootValue) => a !== undefined && a !== 'unknown' && a.site !== undefined && a.site.file === b.site?.file && a.site.line === b.site.line;

/**
 * One theme's warnings: one per site declaration, naming each background its colour fails on, with
 * the nearest colour that passes them all when the site set the foreground.
 */
function themeWarnings(props: RootProperties, theme: Theme, other: RootProperties): Diagnostic[] {
  const groups = new Map<string, Failure[]>();
  for (const failure of failures(props)) {
    const key = failure.fg.site ? `fg ${failure.pair.fg}` : `bg ${failure.pair.bg} ${failure.pair.fg}`;
    groups.set(key, [...(groups.get(key) ?? []), failure]);
  }
  return [...groups.values()].map((group) => {
    const { pair, fg } = group[0]!;
    const measures = group.map((f) => `${f.measured}:1 on ${f.pair.bg} ${f.bg.value} (${f.pair.use}: ${f.pair.min}:1 needed)`);
    const site = fg.site ?? group[0]!.bg.site!;
    let hint: string;
    if (!fg.site) hint = `Choose a ${pair.bg} with more contrast to ${pair.fg} (${fg.value}), or set ${pair.fg} too for the ${theme} theme.`;
    else {
      const suggestion = passingColour(group[0]!.colours.fg, group.map((f) => ({ bg: f.colours.bg, min: f.pair.min })));
      // The same declaration wins in the light theme too: a :root (or html) rule, which the dark theme needs its own of.
      hint = theme === 'dark' && sameDeclaration(other.get(pair.fg), fg)
        ? `This declaration sets ${pair.fg} in both themes: give the dark theme its own in [data-theme='dark']${suggestion ? `, such as ${suggestion}` : ''}.`
        : suggestion
          ? `${suggestion} is the nearest colour of the same hue that passes.`
          : `Choose a ${pair.fg} further from the background${group.length > 1 ? 's' : ''} in lightness.`;
    }
    const message = fg.site
      ? `${pair.fg} ${fg.value} has too little contrast in the ${theme} theme (WCAG AA): ${measures.join('; ')}`
      : `${pair.bg} ${group[0]!.bg.value} leaves too little contrast in the ${theme} theme (WCAG AA): ${pair.fg} ${fg.value} is ${measures.join('; ')}`;
    return new LowContrast(message, { ...at(site), hint }).toDiagnostic();
  });
}

/** The announcement bar's text on its background, at the config key that set either. */
function announcementWarnings(config: SiteConfig, locate: (keyPath: string[]) => { file: string; line?: number; column?: number }): Diagnostic[] {
  const bar = config.announcementBar;
  const [f, b] = bar ? [parse(bar.textColor), parse(bar.backgroundColor)] : [];
  if (!bar || !f || !b) return [];
  const bg = over(b, white);
  const fg = over(f, bg);
  const measured = ratio(fg, bg);
  if (measured >= 4.5) return [];
  const suggestion = passingColour(fg, [{ bg, min: 4.5 }]);
  const written = [['announcementBar', 'textColor'], ['announcementBar', 'backgroundColor'], ['announcementBar']].map(locate);
  return [
    new LowContrast(`announcementBar.textColor ${bar.textColor} on backgroundColor ${bar.backgroundColor} has a contrast of ${measured}:1; the announcement's text needs 4.5:1 (WCAG AA)`, {
      ...(written.find((w) => w.line !== undefined) ?? written[2]!),
      hint: suggestion ? `${suggestion} is the nearest text colour of the same hue that meets 4.5:1 on ${bar.backgroundColor}.` : 'Choose colours further apart in lightness.',
    }).toDiagnostic(),
  ];
}

/** Every low-contrast warning: the theme's pairs in both themes (when the site has a stylesheet), and the announcement bar. */
export function checkContrast(themes: Record<Theme, RootProperties> | undefined, config: SiteConfig, locate: (keyPath: string[]) => { file: string; line?: number; column?: number }): Diagnostic[] {
  const pairs = themes ? [...themeWarnings(themes.light, 'light', themes.dark), ...themeWarnings(themes.dark, 'dark', themes.light)] : [];
  return [...pairs, ...announcementWarnings(config, locate)];
}
