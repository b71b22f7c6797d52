// Colour in what the tool prints for people: whether a stream gets it, and the few styles used.
// In: a stream and the environment; out: a painter that styles text, or leaves it as it is.

/** What a piece of text is, which decides its colour. */
export type Style = 'error' | 'warning' | 'place' | 'hint' | 'done';
export type Paint = (style: Style, text: string) => string;

// SGR codes, each undone by its own reset so a style never leaks into the next text.
const codes: Record<Style, [string, string]> = {
  error: ['\x1b[1;31m', '\x1b[22;39m'],
  warning: ['\x1b[1;33m', '\x1b[22;39m'],
  place: ['\x1b[36m', '\x1b[39m'],
  hint: ['\x1b[2m', '\x1b[22m'],
  done: ['\x1b[32m', '\x1b[39m'],
};

/**
 * Whether `stream` gets colour: FORCE_COLOR asks for it anywhere (unless 0 or false), NO_COLOR
 * turns it off, and otherwise a terminal that shows colours gets it and a pipe or file does not.
 */
export function wantsColour(stream: { isTTY?: boolean; hasColors?: (count?: number, env?: object) => boolean }, env: NodeJS.ProcessEnv = process.env): boolean {
  const force = env.FORCE_COLOR;
  if (force !== undefined) return force !== '0' && force !== 'false';
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  // hasColors also reads TERM (a "dumb" terminal has none) and the terminal's own settings.
  return Boolean(stream.isTTY) && (stream.hasColors?.(16, env) ?? false);
}

/** Leaves text as it is. */
export const plain: Paint = (_style, text) => text;

/** A painter for `stream`: colours when it wants them, else plain text. */
export function painterFor(stream: Parameters<typeof wantsColour>[0], env: NodeJS.ProcessEnv = process.env): Paint {
  if (!wantsColour(stream, env)) return plain;
  return (style, text) => (text ? `${codes[style][0]}${text}${codes[style][1]}` : text);
}
