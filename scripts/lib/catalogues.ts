// Test-only checks behind "CI fails when a key has no Hindi text or a text is not extracted".
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const VARIABLE = /{{\s*([\w.]+)\s*}}/g;
/**
 * i18next syntax beyond `{{variable}}` (nesting, formats, unescaped values, plural or context keys):
 * shared/i18n answers English pages without i18next, so the catalogues use none of it.
 */
const BEYOND_VARIABLES = /\$t\(|{{-|{{[^}]*,[^}]*}}/;
const PLURAL_OR_CONTEXT_KEY = /_(zero|one|two|few|many|other|male|female)$/;
const HAS_LETTER = /\p{L}/u;
/** Props whose value a person reads or hears. */
const TEXT_PROPS = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'title',
  'alt',
  'placeholder',
  'label',
  'hint',
  'validationMessage',
]);
/** Calls whose first argument is shown to people: toasts and the document title. */
const TOAST_CALLS = /^(toast(\.\w+)?|notify\w*|useDocumentTitle)$/;

type Catalogues = Record<string, Record<string, Record<string, string>>>;

function readCatalogues(localesDir: string): Catalogues {
  const all: Catalogues = {};
  for (const entry of readdirSync(localesDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const language = entry.name;
    all[language] = {};
    for (const file of readdirSync(join(localesDir, language))) {
      if (!file.endsWith('.json')) continue;
      const text = readFileSync(join(localesDir, language, file), 'utf8');
      (all[language] as Catalogues[string])[file.slice(0, -5)] = JSON.parse(text);
    }
  }
  return all;
}

function variables(text: string): string {
  return [...text.matchAll(VARIABLE)]
    .map((match) => match[1])
    .sort()
    .join(',');
}

/**
 * Every key of every namespace in `en` exists in each other language with a non-empty text and the
 * same `{{variables}}`, and no language has a key English lacks. Returns the problems, one a line.
 */
export function catalogueProblems(localesDir: string): string[] {
  const all = readCatalogues(localesDir);
  const english = all.en ?? {};
  const problems: string[] = [];
  for (const [language, namespaces] of Object.entries(all)) {
    for (const [ns, texts] of Object.entries(namespaces)) {
      for (const [key, text] of Object.entries(texts)) {
        if (BEYOND_VARIABLES.test(text) || PLURAL_OR_CONTEXT_KEY.test(key)) {
          problems.push(`${language}/${ns}: "${key}" uses i18next syntax beyond {{variables}}`);
        }
      }
    }
  }
  for (const [language, namespaces] of Object.entries(all)) {
    if (language === 'en') continue;
    for (const [ns, texts] of Object.entries(english)) {
      const translated = namespaces[ns];
      if (!translated) {
        problems.push(`${language}/${ns}.json is missing`);
        continue;
      }
      for (const [key, text] of Object.entries(texts)) {
        const other = translated[key];
        if (typeof other !== 'string' || other.trim() === '') {
          problems.push(`${language}/${ns}: "${key}" has no text`);
        } else if (variables(other) !== variables(text)) {
          problems.push(
            `${language}/${ns}: "${key}" has {{${variables(other)}}}, en has {{${variables(text)}}}`,
          );
        }
      }
      for (const key of Object.keys(translated)) {
        if (!(key in texts)) problems.push(`${language}/${ns}: "${key}" is not in en`);
      }
    }
  }
  return problems;
}

/** Counts per namespace: keys with a text in `language` / keys in English. */
export function coverage(localesDir: string, language: string): Record<string, string> {
  const all = readCatalogues(localesDir);
  const counts: Record<string, string> = {};
  for (const [ns, texts] of Object.entries(all.en ?? {})) {
    const keys = Object.keys(texts);
    const done = keys.filter((key) => (all[language]?.[ns]?.[key] ?? '').trim() !== '');
    counts[ns] = `${done.length}/${keys.length}`;
  }
  return counts;
}

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'test' && entry.name !== 'locales') files.push(...sourceFiles(path));
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.d\.ts$/.test(entry.name)) {
      files.push(path);
    }
  }
  return files;
}

function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
  }
  if (ts.isJsxExpression(node) && node.expression) return literalText(node.expression);
  return null;
}

/**
 * Texts written into the code instead of going through `t()`: JSX text, literal strings in the
 * props people read (`aria-label`, `title`, `alt`, `placeholder`, `label`...) and the first
 * argument of toast calls. A line commented `i18n-ignore` is skipped (not a text: a symbol, a code).
 */
export function unextractedTexts(srcDir: string): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(srcDir)) {
    const text = readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const lines = text.split('\n');
    const report = (node: ts.Node, what: string) => {
      const raw = ts.isJsxText(node) ? node.text : '';
      const start = node.getStart(source) + raw.length - raw.trimStart().length;
      const { line } = source.getLineAndCharacterOfPosition(start);
      if (/i18n-ignore/.test(lines[line] ?? '') || /i18n-ignore/.test(lines[line - 1] ?? ''))
        return;
      found.push(`${relative(srcDir, file)}:${line + 1}: ${what}`);
    };
    const visit = (node: ts.Node): void => {
      if (ts.isJsxText(node) && HAS_LETTER.test(node.text)) {
        report(node, `JSX text "${node.text.trim()}"`);
      } else if (ts.isJsxAttribute(node) && node.initializer) {
        const name = node.name.getText(source);
        const value = literalText(node.initializer);
        if (TEXT_PROPS.has(name) && value !== null && HAS_LETTER.test(value)) {
          report(node, `${name}="${value}"`);
        }
      } else if (ts.isCallExpression(node) && TOAST_CALLS.test(node.expression.getText(source))) {
        const first = node.arguments[0];
        const value = first ? literalText(first) : null;
        if (first && value !== null && HAS_LETTER.test(value)) report(first, `toast "${value}"`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}
