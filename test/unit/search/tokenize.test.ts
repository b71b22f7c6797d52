import { describe, expect, it } from 'vitest';
import { bigrams, fold, segments, tokenize } from '../../../src/search/tokenize.ts';

describe('tokenize', () => {
  it('folds accents and case in European languages', () => {
    expect(fold('Privacídad ÉTÉ Straße Łódź')).toBe('privacidad ete strasse lodz');
    expect(tokenize('La privacídad, tu privacidad.', 'es').words).toEqual(['la', 'privacidad', 'tu', 'privacidad']);
  });

  it("ends words at apostrophes (l'utilisation finds utilisation) and keeps numbers like 2.1 whole", () => {
    expect(tokenize("l'utilisation dell'utente, section 2.1", 'fr').words).toEqual(['l', 'utilisation', 'dell', 'utente', 'section', '2.1']);
  });

  it('leaves kana and Hangul whole (NFD would split them into marks and jamo)', () => {
    expect(fold('データ')).toBe('データ');
    expect(fold('개인정보')).toBe('개인정보');
  });

  it('indexes Japanese as segmenter words plus character bigrams of each run', () => {
    const { words, grams } = tokenize('個人情報の保護', 'ja');
    expect(words.join('')).toBe('個人情報の保護');
    expect(grams).toEqual(['個人', '人情', '情報', '報の', 'の保', '保護']);
  });

  it('splits CJK runs at punctuation and Latin text, and keeps a lone character', () => {
    expect(tokenize('隐私。政策 Cookie 数据', 'zh-Hans').grams).toEqual(['隐私', '政策', '数据']);
    expect(tokenize('가', 'ko').grams).toEqual(['가']);
    expect(tokenize('Cookie 정책을', 'ko')).toEqual({ words: ['cookie', '정책을'], grams: ['정책', '책을'] });
  });

  it('gives a query the same bigrams as the sentence it occurs in', () => {
    const sentence = tokenize('当社は個人情報を収集します', 'ja').grams;
    for (const g of tokenize('個人情報', 'ja').grams) expect(sentence).toContain(g);
    expect(bigrams('漢字')).toEqual(['漢字']);
  });

  it('finds as words exactly what snippets mark as words, in every script', () => {
    const texts: [string, string][] = [
      ["L'accès aux données (section 2.1) — voir « Cookies ».", 'fr'],
      ['当社は、Cookie 2.0 と個人情報を収集します。', 'ja'],
      ['개인정보 처리방침을 확인하세요.', 'ko'],
      ['นโยบายความเป็นส่วนตัว', 'th'],
    ];
    for (const [text, locale] of texts) {
      const marked = segments(fold(text), locale).filter((s) => s.isWordLike).map((s) => s.segment);
      expect(tokenize(text, locale).words).toEqual(marked);
    }
  });
});
