// Language names as a page shows them, in the page's own language: 'en' on a German page is
// 'Englisch'. In: a language tag and the page's; out: the name (the tag where Intl has none).

// Asked on every page, of a handful of pairs: Intl.DisplayNames is slow to make.
const languageNames = new Map<string, string>();

/** The name of a language in another: 'en' in 'ja' is 英語 (the code itself where Intl has no name). */
export function languageName(lang: string, inLang: string): string {
  const key = `${lang}\0${inLang}`;
  let name = languageNames.get(key);
  if (name === undefined) {
    try {
      name = new Intl.DisplayNames([inLang], { type: 'language' }).of(lang) ?? lang;
    } catch {
      name = lang;
    }
    languageNames.set(key, name);
  }
  return name;
}
