// Number formatting shared by the report's sections. In: numbers; out: short strings
// (seconds, kB/MB with SI units as browsers' dev tools show them, ratios).

export const seconds = (ms: number) => (ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`);
export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
export const mb = (bytes: number) => `${(bytes / 1e6).toFixed(bytes < 1e8 ? 1 : 0)} MB`;
export const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(0)}%`;
/** "12.3×" for a ratio of at least 1, else "0.45×". */
export const times = (ratio: number) => `${ratio >= 10 ? ratio.toFixed(0) : ratio.toFixed(ratio >= 1 ? 1 : 2)}×`;

/** A markdown table. */
export function table(headers: string[], rows: (string | number)[][]): string {
  return [`| ${headers.join(' | ')} |`, `| ${headers.map(() => '---').join(' | ')} |`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
}
