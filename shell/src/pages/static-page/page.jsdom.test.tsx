import { describe, expect, it } from '@rstest/core';
import { screen } from '@testing-library/react';
import { fork } from 'effector';
import { renderWithProviders } from 'shared/testing';
import { fetchFooterSettingsFx } from '../../features/footer/model';
import { StaticPageOrNotFound } from './page';

const setting = (configUrl: string, title: string | null, content: string | null) => ({
  _id: configUrl,
  configKey: 'FOOTER',
  configUrl,
  title,
  content,
  configValue: null,
});

function scopeWithFooter(settings: ReturnType<typeof setting>[]) {
  return fork({ handlers: [[fetchFooterSettingsFx, async () => settings]] });
}

describe('static page', () => {
  it('shows title and content from navigation state', async () => {
    renderWithProviders(<StaticPageOrNotFound />, {
      scope: scopeWithFooter([]),
      at: { pathname: '/about-us', state: { title: 'About us', content: '<p>We list homes.</p>' } },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeTruthy();
    expect(screen.getByText('We list homes.')).toBeTruthy();
  });

  it("falls back to 'No Title' and 'No content available.'", () => {
    renderWithProviders(<StaticPageOrNotFound />, {
      scope: scopeWithFooter([]),
      at: { pathname: '/terms', state: { title: '', content: null } },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'No Title' })).toBeTruthy();
    expect(screen.getByText('No content available.')).toBeTruthy();
  });

  it('never lets a script or an event handler through', () => {
    const payload =
      '<p>Safe text</p><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2"><a href="javascript:alert(1)">link</a>';
    const { container } = renderWithProviders(<StaticPageOrNotFound />, {
      scope: scopeWithFooter([]),
      at: { pathname: '/privacy', state: { title: 'Privacy', content: payload } },
    });
    const article = container.querySelector('article');
    expect(screen.getByText('Safe text')).toBeTruthy();
    expect(article?.querySelector('script')).toBeNull();
    expect(article?.innerHTML).not.toContain('onerror');
    expect(article?.innerHTML).not.toContain('javascript:');
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('drops styles, so no text is hidden (or faked) by one', () => {
    const payload =
      '<p style="display:none">Hidden terms</p><style>p { color: white }</style><p>Shown</p>';
    const { container } = renderWithProviders(<StaticPageOrNotFound />, {
      scope: scopeWithFooter([]),
      at: { pathname: '/terms', state: { title: 'Terms', content: payload } },
    });
    const article = container.querySelector('article');
    expect(screen.getByText('Hidden terms').getAttribute('style')).toBeNull();
    expect(article?.querySelector('style')).toBeNull();
    expect(article?.innerHTML).not.toContain('color: white');
  });

  it('on a deep link without state finds the page in the footer settings', async () => {
    renderWithProviders(<StaticPageOrNotFound />, {
      scope: scopeWithFooter([setting('about-us/', 'About us', '<p>Deep linked.</p>')]),
      at: '/about-us',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeTruthy();
    expect(screen.getByText('Deep linked.')).toBeTruthy();
  });

  it('shows the not-found page when no footer item has the path', async () => {
    renderWithProviders(<StaticPageOrNotFound />, {
      scope: scopeWithFooter([setting('/about-us', 'About us', 'x')]),
      at: '/no-such-page',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeTruthy();
  });
});
