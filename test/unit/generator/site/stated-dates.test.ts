import { describe, expect, it } from 'vitest';
import { siteFrom } from '../../../helpers/site.ts';

const intro = '---\ntitle: Intro\n---\n\nHello.\n';

describe('dates stated on kramdown date lines', () => {
  it('makes an "Effective …" line the document’s effective date, shown in every locale', () => {
    const site = siteFrom({ 'en:intro.md': intro, 'en:privacy.md': '# Privacy Notice\n\nEffective July 7, 2020\n{: datetime="2020-07-07" }\n\nText.\n' });
    expect(site.diagnostics).toEqual([]);
    expect(site.docs.en!.privacy!.effectiveDate).toBe('2020-07-07');
    expect(site.docs.es!.privacy!.effectiveDate).toBe('2020-07-07');
  });

  it('makes a "Last Updated …" line the last update, and reads a translation’s line as its original’s', () => {
    const site = siteFrom({
      'en:intro.md': intro,
      'en:amo.md': '# Policies\n\nLast Updated March 18, 2024\n{: datetime="2024-03-18" }\n\nText.\n',
      // "Última actualización" is no English word: the original's line says what the date is.
      'es:amo.md': '# Políticas\n\nÚltima actualización: 18 de marzo de 2024\n{: datetime="2024-03-18" }\n\nTexto.\n',
    });
    expect(site.diagnostics).toEqual([]);
    expect(site.docs.en!.amo!.effectiveDate).toBeUndefined();
    expect(site.docs.en!.amo!.lastUpdated).toBe(Date.parse('2024-03-18') / 1000);
    expect(site.docs.es!.amo!.effectiveDate).toBeUndefined();
  });

  it('warns where a translation’s date line names another version than its original’s', () => {
    const site = siteFrom({
      'en:intro.md': intro,
      'en:privacy.md': '# Privacy Notice\n\nEffective December 17, 2025\n{: datetime="2025-12-17" }\n',
      'es:privacy.md': '# Aviso de privacidad\n\nVigente desde el 22 de abril de 2025\n{: datetime="2025-04-22" }\n',
    });
    expect(site.diagnostics).toEqual([
      expect.objectContaining({ code: 'translated-version-mismatch', file: 'content/i18n/es/docs/privacy.md', line: 4, column: 1, message: 'translation is dated 2025-04-22, but it translates the text of "content/docs/privacy.md" effective 2025-12-17, the date its page shows' }),
    ]);
  });

  it('keeps the front matter’s date, and warns at the line when the two disagree', () => {
    const site = siteFrom({ 'en:intro.md': intro, 'en:privacy.md': '---\neffective_date: 2025-01-01\n---\n\nEffective July 7, 2020\n{: datetime="2020-07-07" }\n' });
    expect(site.docs.en!.privacy!.effectiveDate).toBe('2025-01-01');
    expect(site.diagnostics).toEqual([
      expect.objectContaining({
        code: 'date-line-mismatch',
        severity: 'warning',
        file: 'content/docs/privacy.md',
        line: 6,
        column: 1,
        message: 'the date line says 2020-07-07, but effective_date in the front matter says 2025-01-01, which the page shows',
      }),
    ]);
  });
});
