import { describe, expect, it } from '@rstest/core';
import { act, render, screen } from '@testing-library/react';
import { jsonScript } from '../ssr/state';
import {
  currentLanguage,
  I18N_STATE_ID,
  i18nInstance,
  LanguageProvider,
  languageFromCookie,
  loadLanguage,
  startI18n,
  switchLanguage,
} from '.';
import { defineNamespace } from './namespace';

const greeting = defineNamespace(
  'test-greeting',
  { hello: 'Hello, {{name}}', bye: 'Goodbye' },
  { hi: async () => ({ default: { hello: 'नमस्ते, {{name}}', bye: 'अलविदा' } }) },
);

function Greeting() {
  const t = greeting.useT();
  return <p>{t('hello', { name: 'Asha' })}</p>;
}

describe('i18n', () => {
  it('renders English, then Hindi after a switch, and remembers it in the cookie and <html lang>', async () => {
    render(<Greeting />);
    expect(screen.getByText('Hello, Asha')).toBeTruthy();
    await act(() => switchLanguage('hi'));
    expect(screen.getByText('नमस्ते, Asha')).toBeTruthy();
    expect(document.documentElement.lang).toBe('hi');
    expect(languageFromCookie(document.cookie)).toBe('hi');
    expect(greeting.t('bye')).toBe('अलविदा');
    // Switching loaded the i18next instance, which now holds the texts and answers.
    expect(i18nInstance()?.language).toBe('hi');
    await act(() => switchLanguage('en'));
    expect(screen.getByText('Hello, Asha')).toBeTruthy();
  });

  it('renders a request in its own language without changing the page instance', async () => {
    await loadLanguage('hi');
    render(
      <LanguageProvider language="hi">
        <Greeting />
      </LanguageProvider>,
    );
    expect(screen.getByText('नमस्ते, Asha')).toBeTruthy();
    expect(currentLanguage()).toBe('en');
  });

  it('starts in the language a server-rendered page carries, with its texts, before hydrating', async () => {
    const page = document.implementation.createHTMLDocument();
    page.body.innerHTML = jsonScript(I18N_STATE_ID, {
      language: 'hi',
      bundles: { 'test-greeting': { hello: 'राम राम, {{name}}' } },
    });
    expect(await startI18n(page)).toBe('hi');
    expect(page.documentElement.lang).toBe('hi');
    render(<Greeting />);
    expect(screen.getByText('राम राम, Asha')).toBeTruthy();
    await act(() => switchLanguage('en'));
  });

  it('takes the texts of another version of a namespace, in every language, and keeps a repeat', async () => {
    const v1 = defineNamespace(
      'test-deployed',
      { title: 'Homes' },
      { hi: async () => ({ default: { title: 'घर' } }) },
    );
    await loadLanguage('hi');
    // The same code again (a page hydrating what the server sent) changes nothing.
    defineNamespace('test-deployed', { title: 'Homes' }, {});
    expect(v1.t('title')).toBe('Homes');
    const v2 = defineNamespace(
      'test-deployed',
      { title: 'Homes (v2)' },
      { hi: async () => ({ default: { title: 'घर (v2)' } }) },
    );
    expect(v2.t('title')).toBe('Homes (v2)');
    // v1's Hindi was loaded; v2's replaces it.
    await act(() => switchLanguage('hi'));
    expect(v2.t('title')).toBe('घर (v2)');
    await act(() => switchLanguage('en'));
  });

  it('reads the language from a Cookie header, English when absent or unknown', () => {
    expect(languageFromCookie('a=1; lang=hi; b=2')).toBe('hi');
    expect(languageFromCookie('lang=fr')).toBe('en');
    expect(languageFromCookie(undefined)).toBe('en');
  });
});
