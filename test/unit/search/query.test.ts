import { describe, expect, it } from 'vitest';
import { compactIndex } from '../../../src/search/compact.ts';
import { loadIndex } from '../../../src/search/loaded-index.ts';
import { search } from '../../../src/search/query.ts';
import { suggest } from '../../../src/search/suggest.ts';
import { searchLanguage } from '../../../src/generator/search/language.ts';
import { searchRecords } from '../../../src/generator/search/records.ts';
import { baseConfig, siteFrom } from '../../helpers/site.ts';

const config = { ...baseConfig, i18n: { defaultLocale: 'en', locales: { en: { label: 'English', htmlLang: 'en' }, es: { label: 'Español', htmlLang: 'es' }, ja: { label: '日本語', htmlLang: 'ja' } } } };
const site = siteFrom(
  {
    'en:intro.md': '---\ntitle: Introduction\n---\n\nThese documents explain our policies.\n',
    'en:privacy.md': '---\ntitle: Privacy Policy\n---\n\n## Cookies {#cookies}\n\nWe use small files.\n\n## Payments {#payments}\n\nCard data is handled by a processor.\n',
    'en:terms.md': '---\ntitle: Terms of Use\n---\n\n## Accounts {#accounts}\n\nKeep your password private. Cookies are mentioned here too.\n',
    'es:privacy.md': '---\ntitle: Política de privacidad\n---\n\n## Cookies {#cookies}\n\nUsamos archivos pequeños para la privacídad.\n',
    'ja:privacy.md': '---\ntitle: プライバシーポリシー\n---\n\n## 個人情報 {#personal}\n\n当社はお客様の個人情報を適切に管理します。\n\n## クッキー {#cookies}\n\n当社はクッキーを使用します。\n',
  },
  config,
);

const engine = (locale: string) => {
  const { index, texts } = compactIndex(locale, searchRecords(site, locale), 'https://test.example.com');
  return loadIndex(index, texts);
};
const urls = (locale: string, query: string) => search(engine(locale), query).hits.map((h) => h.url);

describe('local search', () => {
  it('ranks a heading that holds the word before text that mentions it', () => {
    expect(urls('en', 'cookies')).toEqual(['/docs/privacy#cookies', '/docs/terms#accounts']);
  });

  it('ranks the current document before its archived copies when they match alike', () => {
    // For the same match (the heading, then the title by a typo), the current one first.
    const policy = '---\ntitle: Refund Policy\n---\n\n## Refunds {#refunds}\n\nRefunds take ten days.\n';
    const archived = siteFrom({ 'en:archive/2025-01-28/refunds.md': policy, 'en:refunds.md': policy }, config);
    const { index, texts } = compactIndex('en', searchRecords(archived, 'en'), 'https://test.example.com');
    expect(search(loadIndex(index, texts), 'refunds').hits.map((h) => h.url)).toEqual([
      '/docs/refunds#refunds',
      '/docs/archive/2025-01-28/refunds#refunds',
      '/docs/refunds',
      '/docs/archive/2025-01-28/refunds',
    ]);
  });

  it('ranks the section holding the words as a phrase first, wherever its document stands', () => {
    const phrases = siteFrom(
      {
        'en:a-first.md': '---\ntitle: Alpha\n---\n\n## Sharing {#sharing}\n\nWe share data with partners. Media reports and social events.\n',
        'de:a-first.md': '---\ntitle: Alpha\n---\n\n## Teilen {#teilen}\n\nDaten an Dritte. Die Übermittlung erfolgt nur, wenn Sie zustimmen.\n',
        'en:b-second.md': '---\ntitle: Beta\n---\n\n## Platforms {#platforms}\n\nWe read social media, posts and comments.\n',
        'de:b-second.md': '---\ntitle: Beta\n---\n\n## Weitergabe {#weitergabe}\n\nEine Übermittlung an Dritte erfolgt nur, wenn Sie ausdrücklich zustimmen.\n',
      },
      { ...config, i18n: { defaultLocale: 'en', locales: { en: { label: 'English', htmlLang: 'en' }, de: { label: 'Deutsch', htmlLang: 'de' } } } },
    );
    const run = (locale: string, query: string) => {
      const { index, texts } = compactIndex(locale, searchRecords(phrases, locale), 'https://test.example.com');
      return search(loadIndex(index, texts), query).hits.map((h) => h.url);
    };
    expect(run('en', 'social media')[0]).toBe('/docs/b-second#platforms');
    expect(run('en', 'social media')).toContain('/docs/a-first#sharing');
    expect(run('de', 'an Dritte erfolgt')[0]).toBe('/de/docs/b-second#weitergabe');
  });

  it('ranks the current document before an archived version that repeats the phrase more often', () => {
    const current = '---\ntitle: Ads\neffective_date: 2025-01-01\n---\n\n## Partners {#partners}\n\nOur ad partners are listed here.\n';
    const old = '---\ntitle: Ads (2024)\n---\n\n' + [1, 2, 3].map((i) => `## Part ${i} {#p${i}}\n\nOur ad partners, part ${i}.\n`).join('\n');
    const versions = siteFrom({ 'en:ads.md': current, 'en:archive/2024-01-01/ads.md': old }, config);
    const { index, texts } = compactIndex('en', searchRecords(versions, 'en'), 'https://test.example.com');
    expect(search(loadIndex(index, texts), 'ad partners').hits.map((h) => h.url)[0]).toBe('/docs/ads#partners');
  });

  it('ranks the document that mentions the words most before one that mentions them once', () => {
    const once = '---\ntitle: Alpha\n---\n\n## One {#one}\n\nWe use social media.\n\n## Two {#two}\n\nNothing else.\n';
    const often = '---\ntitle: Beta\n---\n\n' + [1, 2, 3, 4].map((i) => `## Part ${i} {#p${i}}\n\nAbout social media, part ${i}.\n`).join('\n');
    const mentions = siteFrom({ 'en:a.md': once, 'en:b.md': often }, config);
    const { index, texts } = compactIndex('en', searchRecords(mentions, 'en'), 'https://test.example.com');
    expect(search(loadIndex(index, texts), 'social media').hits.map((h) => h.url)[0]).toBe('/docs/b#p1');
  });

  it('requires every word, found in the text or in a heading above it', () => {
    expect(urls('en', 'privacy processor')).toEqual(['/docs/privacy#payments']);
    expect(urls('en', 'privacy password')).toEqual([]);
  });

  it('matches the last word as a prefix while typing, and tolerates typos in longer words', () => {
    expect(urls('en', 'paym')).toEqual(['/docs/privacy#payments']);
    expect(urls('en', 'paym ')).toEqual([]);
    expect(urls('en', 'pasword')).toEqual(['/docs/terms#accounts']);
    expect(urls('en', 'cokies')[0]).toBe('/docs/privacy#cookies');
  });

  it('folds accents both ways', () => {
    expect(urls('es', 'privacidad')).toContain('/es/docs/privacy#cookies');
    expect(urls('es', 'PRIVACÍDAD')).toEqual(urls('es', 'privacidad'));
  });

  it('finds Japanese words inside sentences, however the query is segmented', () => {
    expect(urls('ja', '個人情報')).toEqual(['/ja/docs/privacy#personal']);
    expect(urls('ja', '情報を適切')).toEqual(['/ja/docs/privacy#personal']);
    expect(urls('ja', 'クッキー')).toEqual(['/ja/docs/privacy#cookies']);
    expect(urls('ja', '情報 クッキー')).toEqual([]);
  });

  it('finds a single Japanese character wherever it stands in a run, headings included', () => {
    // す only ends its runs (します。): no bigram starts with it.
    expect(urls('ja', 'す').sort()).toEqual(['/ja/docs/privacy#cookies', '/ja/docs/privacy#personal']);
    expect(urls('ja', 'ッ')).toEqual(['/ja/docs/privacy#cookies']);
  });

  it('lets a very frequent word of a large site match everywhere, still narrowed by the other words', () => {
    const body = Array.from({ length: 120 }, (_, i) => `## Part ${i} {#p${i}}\n\n${i % 2 ? 'The' : 'A'} clause number${i}.\n`).join('\n');
    const large = siteFrom({ 'en:big.md': `---\ntitle: Big\n---\n\n${body}` });
    const { index, texts } = compactIndex('en', searchRecords(large, 'en'), 'https://test.example.com');
    expect(index.postings.split(' ')).toContain('*');
    const loaded = loadIndex(index, texts);
    expect(search(loaded, 'the number7 ').hits[0]!.url).toBe('/docs/big#p7');
    // "the" is in half of the 121 sections (120 parts and the title), so it counts as in all of them.
    expect(search(loaded, 'the ').nbHits).toBe(121);
  });

  it('returns hits with the fields DocSearch shows, and a count', () => {
    const result = search(engine('en'), 'processor');
    expect(result.nbHits).toBe(1);
    expect(result.hits[0]).toMatchObject({
      type: 'content',
      content: 'Card data is handled by a processor.',
      hierarchy: { lvl0: 'Test', lvl1: 'Privacy Policy', lvl2: 'Payments' },
    });
  });

  describe('questions in plain words', () => {
    // A document per locale that answers "how do I delete my account", in that locale's words.
    const answers = {
      'en:account.md': '---\ntitle: Your Account\n---\n\n## Deleting your account {#deleting}\n\nYou can request the deletion of your account at any time.\n\n## Passwords {#passwords}\n\nChoose a strong password.\n',
      'en:data.md': '---\ntitle: Your Data\n---\n\n## Access {#access}\n\nYou may obtain a copy of the personal data we hold.\n',
      'de:account.md': '---\ntitle: Ihr Konto\n---\n\n## Löschung {#deleting}\n\nSie können Ihr Konto jederzeit löschen.\n\n## Passwörter {#passwords}\n\nWählen Sie ein sicheres Passwort.\n',
      'ja:account.md': '---\ntitle: アカウント\n---\n\n## アカウントの削除 {#deleting}\n\nお客様はいつでもアカウントの削除を申請できます。\n',
      'ko:account.md': '---\ntitle: 계정\n---\n\n## 계정 삭제 {#deleting}\n\n이용자는 언제든지 계정 삭제를 요청할 수 있습니다.\n',
    };
    const questions = siteFrom(answers, { ...config, i18n: { defaultLocale: 'en', locales: Object.fromEntries(['en', 'de', 'ja', 'ko'].map((l) => [l, { label: l, htmlLang: l }])) } });
    const loaded = (locale: string) => {
      const { index, texts } = compactIndex(locale, searchRecords(questions, locale), 'https://test.example.com', searchLanguage(locale));
      return loadIndex(index, texts);
    };
    const ask = (locale: string, query: string) => search(loaded(locale), query).hits.map((h) => h.url);

    it('finds the answer without the words a question is made of, and with other forms of its words', () => {
      // "how do I … my" are stop words; "delete" finds "deletion" by its stem.
      expect(ask('en', 'how do I delete my account')[0]).toBe('/docs/account#deleting');
      expect(ask('en', 'can I get a copy of my data?')[0]).toBe('/docs/data#access');
      // lösche → löschen, by their stem.
      expect(ask('de', 'Wie lösche ich mein Konto?')[0]).toBe('/de/docs/account#deleting');
    });

    it('finds the answer to a Japanese or Korean question, its particles and endings left aside', () => {
      expect(ask('ja', 'アカウントを削除するには？')[0]).toBe('/ja/docs/account#deleting');
      expect(ask('ko', '계정을 삭제하려면 어떻게 하나요')[0]).toBe('/ko/docs/account#deleting');
    });

    it('lets a longer question that finds nothing with every word find most of them, never a short query', () => {
      // Nothing holds "quickly": the section holding the other words is found.
      expect(ask('en', 'delete my account quickly')[0]).toBe('/docs/account#deleting');
      expect(ask('en', 'password quickly')).toEqual([]);
    });

    it('suggests headings related to a query that finds nothing, and nothing for a query unrelated to any', () => {
      expect(suggest(loaded('en'), 'pasword zzyzx')).toEqual(['Passwords']);
      expect(suggest(loaded('en'), 'deleting zzyzx')).toEqual(['Deleting your account']);
      expect(suggest(loaded('en'), 'zzyzx')).toEqual([]);
    });
  });

  it('bounds the work of a long pasted query', () => {
    const started = performance.now();
    search(engine('en'), 'privacy '.repeat(40));
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
