import { describe, expect, it } from '@rstest/core';
import { render } from '@testing-library/react';
import { Description, sanitizeDescription } from './Description';

const ATTACK =
  '<p onclick="steal()">Near <strong>metro</strong></p><img src=x onerror="steal()">' +
  '<script>steal()</script><a href="javascript:steal()">offer</a><iframe src="//evil"></iframe>' +
  '<svg><script>steal()</script></svg><style>body{display:none}</style>';

describe('description', () => {
  it('keeps formatting and drops scripts, handlers, links, images and frames', () => {
    const clean = sanitizeDescription(ATTACK);
    expect(clean).toBe('<p>Near <strong>metro</strong></p>offer');
  });

  it('renders the sanitised HTML', () => {
    const { container } = render(<Description html={ATTACK} />);
    expect(container.querySelector('strong')?.textContent).toBe('metro');
    expect(container.querySelector('script, img, iframe, a, svg, style, [onclick]')).toBeNull();
  });

  it('says when there is no description', () => {
    const { container } = render(<Description html={'<script>x()</script>'} />);
    expect(container.textContent).toBe('The owner has not written a description yet.');
  });
});
