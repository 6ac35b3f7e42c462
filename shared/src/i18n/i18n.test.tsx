import { describe, expect, it } from '@rstest/core';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n, languageFromCookie, switchLanguage } from '.';
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
    await act(() => switchLanguage('en'));
    expect(screen.getByText('Hello, Asha')).toBeTruthy();
  });

  it('renders a request in its own language without changing the page instance', async () => {
    await switchLanguage('hi');
    await switchLanguage('en');
    const request = i18n.cloneInstance({ lng: 'hi', initAsync: false });
    render(
      <I18nextProvider i18n={request}>
        <Greeting />
      </I18nextProvider>,
    );
    expect(screen.getByText('नमस्ते, Asha')).toBeTruthy();
    expect(i18n.language).toBe('en');
  });

  it('reads the language from a Cookie header, English when absent or unknown', () => {
    expect(languageFromCookie('a=1; lang=hi; b=2')).toBe('hi');
    expect(languageFromCookie('lang=fr')).toBe('en');
    expect(languageFromCookie(undefined)).toBe('en');
  });
});
