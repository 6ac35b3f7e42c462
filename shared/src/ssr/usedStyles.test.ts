import { createDOMRenderer, renderToStyleElements } from '@fluentui/react-components';
import { describe, expect, it } from '@rstest/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { withRulesUsedIn, withThemeVariablesUsedIn } from './usedStyles';

/** A server-side renderer (no document: its sheets keep rule text) holding these rules. */
function rendererWith(
  rules: Parameters<ReturnType<typeof createDOMRenderer>['insertCSSRules']>[0],
) {
  // null: undefined would fall back to the test DOM's document, whose sheets rewrite rule text.
  const renderer = createDOMRenderer(null as unknown as undefined);
  renderer.insertCSSRules(rules);
  return renderer;
}

const cssOf = (renderer: ReturnType<typeof createDOMRenderer>) =>
  renderToStaticMarkup(renderToStyleElements(renderer));

describe('withRulesUsedIn', () => {
  const renderer = rendererWith({
    r: ['.rBase{display:flex;}', '.rBase::after{content:"";}', '.rOther{display:grid;}'],
    d: [
      '.fUsed{color:red;}',
      '.fUnused{color:blue;}',
      'body{margin:0;}',
      '.fUsed .fui-Icon{width:1px;}',
    ],
    h: ['.fHover:hover{color:green;}', '.fGone:hover{color:pink;}'],
    k: ['@keyframes fSpin{from{opacity:0.5;}to{opacity:1;}}'],
    m: [['@media (max-width: 600px){.fNarrow{display:none;}}', { m: '(max-width: 600px)' }]],
    t: [
      '@supports (display:grid){.fGrid{display:grid;}}',
      '@supports (display:grid){.fNoGrid{gap:0;}}',
    ],
  });
  const html = '<div class="rBase fUsed fHover"><span class="fNarrow  fGrid">x</span></div>';
  const css = cssOf(withRulesUsedIn(renderer, html));

  it('keeps the rules of the classes the markup carries, in every bucket', () => {
    for (const kept of [
      '.rBase{',
      '.rBase::after',
      '.fUsed{',
      '.fUsed .fui-Icon',
      '.fHover:hover',
      '.fNarrow{',
      '.fGrid{',
    ]) {
      expect(css).toContain(kept);
    }
  });

  it('drops the rules of classes no element carries', () => {
    for (const dropped of ['.rOther', '.fUnused', '.fGone', '.fNoGrid']) {
      expect(css).not.toContain(dropped);
    }
  });

  it('keeps rules without a class selector: element selectors and keyframes', () => {
    expect(css).toContain('body{margin:0;}');
    expect(css).toContain('@keyframes fSpin');
  });

  it('leaves the renderer itself whole, for the browser-side rules still to come', () => {
    expect(cssOf(renderer)).toContain('.fUnused{');
  });
});

describe('withThemeVariablesUsedIn', () => {
  const theme =
    '<style nonce="n1" id="fui-FluentProvider_R_0_">.fui-FluentProvider_R_0_ { --colorBrand: #0f6cbd; ' +
    "--fontFamilyBase: 'Segoe UI', sans-serif; --colorLink: var(--colorBrand); --colorUnused: red; " +
    '--spacingS: 8px; }</style>';

  it('keeps the variables the CSS reads, and those they read in turn', () => {
    const kept = withThemeVariablesUsedIn(
      theme,
      '.fa{color:var(--colorLink);font-family:var( --fontFamilyBase);}',
    );
    expect(kept).toContain('--colorLink: var(--colorBrand);');
    expect(kept).toContain('--colorBrand: #0f6cbd;');
    expect(kept).toContain("--fontFamilyBase: 'Segoe UI', sans-serif;");
    expect(kept).not.toContain('--colorUnused');
    expect(kept).not.toContain('--spacingS');
    expect(
      kept.startsWith('<style nonce="n1" id="fui-FluentProvider_R_0_">.fui-FluentProvider_R_0_ {'),
    ).toBe(true);
    expect(kept.endsWith('}</style>')).toBe(true);
  });

  it('leaves an element that is not one rule of variables as it is', () => {
    expect(withThemeVariablesUsedIn('', '.a{color:var(--x)}')).toBe('');
    expect(withThemeVariablesUsedIn('<style>broken', '')).toBe('<style>broken');
  });
});
