import { afterEach, describe, expect, it } from '@rstest/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { fork } from 'effector';
import { $auth } from 'shared/auth';
import { languageFromCookie, switchLanguage } from 'shared/i18n';
import { renderWithProviders, visitor } from 'shared/testing';
import { fetchLogoFx } from '../header/model';
import { Header } from '../header/view';

function renderHeader() {
  const scope = fork({ values: [[$auth, visitor]], handlers: [[fetchLogoFx, async () => null]] });
  return renderWithProviders(<Header />, { scope });
}

afterEach(async () => {
  await act(() => switchLanguage('en'));
});

describe('language switch', () => {
  it('shows the header in Hindi after switching, and remembers the choice', async () => {
    renderHeader();
    const banner = screen.getByRole('banner');
    fireEvent.click(within(banner).getByRole('button', { name: /^हिन्दी/ }));

    expect(await within(banner).findByRole('button', { name: 'प्रॉपर्टी पोस्ट करें मुफ़्त' })).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'लॉग इन' })).toBeTruthy();
    expect(within(banner).getByRole('link', { name: 'PropertyMarket होम' })).toBeTruthy();
    expect(within(banner).getByRole('combobox', { name: 'प्रॉपर्टी खोजें' })).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'खोजें' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('hi');
    expect(languageFromCookie(document.cookie)).toBe('hi');
    expect(document.cookie).toContain('lang=hi');

    fireEvent.click(within(banner).getByRole('button', { name: /^English/ }));
    expect(await within(banner).findByRole('button', { name: 'Post Property FREE' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    expect(languageFromCookie(document.cookie)).toBe('en');
  });
});
