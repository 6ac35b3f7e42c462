import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { catalogueProblems, unextractedTexts } from '../../scripts/lib/catalogues';

const SRC = join(process.cwd(), 'src');

describe('shell catalogues', () => {
  it('has a Hindi text, with the same variables, for every English key (and no extra key)', () => {
    expect(catalogueProblems(join(SRC, 'locales'))).toEqual([]);
  });

  it('writes no visible text, aria-label, title, alt, label, placeholder or toast into the code', () => {
    expect(unextractedTexts(SRC)).toEqual([]);
  });
});

// The placeholder remotes have no test runner of their own yet: their catalogues are checked here.
describe.each(['add-property', 'dashboard', 'admin'])('%s remote catalogues', (remote) => {
  const src = join(process.cwd(), '..', 'remotes', remote, 'src');

  it('has a Hindi text, with the same variables, for every English key', () => {
    expect(catalogueProblems(join(src, 'locales'))).toEqual([]);
  });

  it('writes no visible text, label or toast into the code', () => {
    expect(unextractedTexts(src)).toEqual([]);
  });
});

describe('the checks themselves', () => {
  const dir = mkdtempSync(join(tmpdir(), 'i18n-check-'));

  it('flag i18next syntax beyond variables, a key without Hindi, an empty text, other variables and a key English lacks', () => {
    mkdirSync(join(dir, 'locales', 'en'), { recursive: true });
    mkdirSync(join(dir, 'locales', 'hi'), { recursive: true });
    writeFileSync(
      join(dir, 'locales', 'en', 'demo.json'),
      JSON.stringify({ a: 'Hello {{name}}', b: 'Bye', c: 'Soon', d_one: '$t(a) {{n, number}}' }),
    );
    writeFileSync(
      join(dir, 'locales', 'hi', 'demo.json'),
      JSON.stringify({ a: 'नमस्ते {{naam}}', b: ' ', d_one: 'एक', extra: 'अतिरिक्त' }),
    );
    expect(catalogueProblems(join(dir, 'locales'))).toEqual([
      'en/demo: "d_one" uses i18next syntax beyond {{variables}}',
      'hi/demo: "d_one" uses i18next syntax beyond {{variables}}',
      'hi/demo: "a" has {{naam}}, en has {{name}}',
      'hi/demo: "b" has no text',
      'hi/demo: "c" has no text',
      'hi/demo: "extra" is not in en',
    ]);
  });

  it('flag JSX text, a literal aria-label and a literal toast, and skip t() and symbols', () => {
    mkdirSync(join(dir, 'app'), { recursive: true });
    writeFileSync(
      join(dir, 'app', 'Bad.tsx'),
      [
        'export function Bad({ t }) {',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the fixture's source text has a template
        '  toast.success(`Saved ${1}`);',
        '  return (',
        '    <button aria-label="Close" title={t("x")}>',
        '      Send now',
        '      {t("send")} ✕ 42',
        '    </button>',
        '  );',
        '}',
      ].join('\n'),
    );
    expect(unextractedTexts(join(dir, 'app'))).toEqual([
      'Bad.tsx:2: toast "Saved  "',
      'Bad.tsx:4: aria-label="Close"',
      'Bad.tsx:5: JSX text "Send now"',
    ]);
  });
});
