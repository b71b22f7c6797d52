// Counted words in what the tool prints: "1 page", "2 pages", "1 entry", "3 entries".
// In: a count and the word's forms; out: the phrase.

/** `n` and the word in the form the count needs; `many` defaults to the word with an s. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
