import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router-dom';
import { renderWithProviders } from 'shared/testing';
import { useScrollRestoration } from './scrollRestoration';

function Pages() {
  useScrollRestoration();
  return (
    <Routes>
      <Route path="/property-listing" element={<Link to="/property/details/1">A flat</Link>} />
      <Route path="/property/details/:id" element={<h1>A flat</h1>} />
    </Routes>
  );
}

/** happy-dom lays nothing out: a page as tall as a long list of cards, and a scrollable window. */
function pretendTallPage() {
  rs.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(6000);
  const scrollTo = rs.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => {
    Object.defineProperty(window, 'scrollY', { value: options.top ?? 0, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  }) as typeof window.scrollTo);
  return scrollTo;
}

function scrollBy(top: number) {
  Object.defineProperty(window, 'scrollY', { value: top, configurable: true });
  fireEvent.scroll(window);
}

beforeEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});
afterEach(() => {
  rs.restoreAllMocks();
});

describe('scroll restoration', () => {
  it('a new page starts at the top; Back returns to where the list was left', async () => {
    const scrollTo = pretendTallPage();
    renderWithProviders(<Pages />, { at: '/property-listing', history: true });
    scrollBy(4000);
    fireEvent.click(screen.getByRole('link', { name: 'A flat' }));
    await screen.findByRole('heading', { name: 'A flat' });
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0 });

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Browser back' })));
    await screen.findByRole('link', { name: 'A flat' });
    await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith({ top: 4000 }));
    expect(window.scrollY).toBe(4000);
  });
});
