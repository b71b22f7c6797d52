// What a locale's search knows of its language: the words a question is made of (stopword's lists)
// and, for languages Snowball covers, each word's stem (@orama/stemmers). In: a locale code; out: SearchLanguage.

import * as stopLists from 'stopword';
import { stemmer as danish } from '@orama/stemmers/danish';
import { stemmer as dutch } from '@orama/stemmers/dutch';
import { stemmer as english } from '@orama/stemmers/english';
import { stemmer as finnish } from '@orama/stemmers/finnish';
import { stemmer as french } from '@orama/stemmers/french';
import { stemmer as german } from '@orama/stemmers/german';
import { stemmer as hungarian } from '@orama/stemmers/hungarian';
import { stemmer as italian } from '@orama/stemmers/italian';
import { stemmer as norwegian } from '@orama/stemmers/norwegian';
import { stemmer as portuguese } from '@orama/stemmers/portuguese';
import { stemmer as romanian } from '@orama/stemmers/romanian';
import { stemmer as russian } from '@orama/stemmers/russian';
import { stemmer as spanish } from '@orama/stemmers/spanish';
import { stemmer as swedish } from '@orama/stemmers/swedish';
import { stemmer as turkish } from '@orama/stemmers/turkish';
import type { SearchLanguage } from '../../search/compact.ts';

/** ISO 639-1 language → the stopword package's ISO 639-3 list. */
const stopListOf: Record<string, string> = {
  af: 'afr',
  ar: 'ara',
  bg: 'bul',
  bn: 'ben',
  br: 'bre',
  ca: 'cat',
  cs: 'ces',
  da: 'dan',
  de: 'deu',
  el: 'ell',
  en: 'eng',
  eo: 'epo',
  es: 'spa',
  et: 'est',
  eu: 'eus',
  fa: 'fas',
  fi: 'fin',
  fr: 'fra',
  ga: 'gle',
  gl: 'glg',
  gu: 'guj',
  ha: 'hau',
  he: 'heb',
  hi: 'hin',
  hr: 'hrv',
  hu: 'hun',
  hy: 'hye',
  id: 'ind',
  it: 'ita',
  ja: 'jpn',
  ko: 'kor',
  ku: 'kur',
  la: 'lat',
  lt: 'lit',
  lv: 'lav',
  mr: 'mar',
  ms: 'msa',
  my: 'mya',
  nb: 'nob',
  nl: 'nld',
  no: 'nob',
  pa: 'panGu',
  pl: 'pol',
  pt: 'porBr',
  ro: 'ron',
  ru: 'rus',
  sk: 'slk',
  sl: 'slv',
  so: 'som',
  st: 'sot',
  sv: 'swe',
  sw: 'swa',
  th: 'tha',
  tl: 'tgl',
  tr: 'tur',
  uk: 'ukr',
  ur: 'urd',
  vi: 'vie',
  yo: 'yor',
  zh: 'zho',
  zu: 'zul',
};

/** ISO 639-1 language → its Snowball stemmer (the languages whose words inflect and Snowball covers). */
const stemmers: Record<string, (word: string) => string> = {
  da: danish,
  de: german,
  en: english,
  es: spanish,
  fi: finnish,
  fr: french,
  hu: hungarian,
  it: italian,
  nb: norwegian,
  nl: dutch,
  no: norwegian,
  pt: portuguese,
  ro: romanian,
  ru: russian,
  sv: swedish,
  tr: turkish,
};

/** The language of a locale code ("pt-BR" → "pt"), or undefined for a code Intl cannot read. */
function languageOf(locale: string): string | undefined {
  try {
    return new Intl.Locale(locale).language;
  } catch {
    return undefined;
  }
}

/** What search knows of a locale's language; nothing for a language neither package covers. */
export function searchLanguage(locale: string): SearchLanguage {
  const language = languageOf(locale) ?? '';
  const list = stopListOf[language];
  return {
    stopWords: (list && stopLists[list]) || [],
    stem: stemmers[language],
  };
}
