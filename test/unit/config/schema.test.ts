import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../src/config/load.ts';
import { LegaldocsError } from '../../../src/diagnostics/diagnostic.ts';
import { baseConfig } from '../../helpers/site.ts';

const errorsOf = (config: unknown) => {
  try {
    validateConfig(config, 'config.ts', '');
  } catch (error) {
    if (error instanceof LegaldocsError) return error.diagnostics.map((d) => d.message);
    throw error;
  }
  return [];
};

describe('config schema: chrome', () => {
  it('names an unknown navbar item type', () => {
    const messages = errorsOf({ ...baseConfig, navbar: { items: [{ type: 'docsVersionDropdown', label: 'v' }] } });
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('navbar.items[0].type');
    expect(messages[0]).toContain('"docsVersionDropdown"');
    expect(messages[0]).toContain("'link', 'doc', 'docSidebar', 'dropdown'");
  });

  it('refuses announcement colours that could escape the generated stylesheet', () => {
    const bar = { id: 'x', content: 'Hi', backgroundColor: 'red}body{display:none', textColor: '#fff' };
    expect(errorsOf({ ...baseConfig, announcementBar: bar })[0]).toContain('announcementBar.backgroundColor');
    expect(errorsOf({ ...baseConfig, announcementBar: { ...bar, backgroundColor: 'rgb(32 35 42 / 90%)' } })).toEqual([]);
  });
});
