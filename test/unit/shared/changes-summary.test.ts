import { describe, expect, it } from 'vitest';
import { countsSentence } from '../../../src/shared/changes-summary.ts';
import { messagesFor } from '../../../src/i18n/index.ts';

describe('countsSentence', () => {
  it.each([
    ['en', ['4 sections changed', '1 added'], '4 sections changed, 1 added.'],
    ['es', ['2 secciones eliminadas'], '2 secciones eliminadas.'],
    ['ja', ['セクションの変更 4 件', '追加 1 件'], 'セクションの変更 4 件、追加 1 件'],
    ['zh-Hans', ['修改了 4 个章节', '新增 1 个'], '修改了 4 个章节，新增 1 个。'],
  ])('joins the clauses into one %s sentence', (locale, clauses, sentence) => {
    expect(countsSentence(clauses.map((text) => ({ text })), messagesFor(locale))).toBe(sentence);
  });
});
