import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@rstest/core';
import { createIndexHtml } from '../../src/site/index-html';

const dir = mkdtempSync(path.join(tmpdir(), 'pm-index-'));
const file = path.join(dir, 'index.html');
writeFileSync(
  file,
  '<!doctype html><html><head><title>PropertyMarket</title></head><body><div id="root"></div></body></html>',
);
const indexBytes = createIndexHtml(file);
const indexHtml = (parts: Parameters<typeof indexBytes>[0]) => indexBytes(parts).toString('utf8');

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('index.html for one response', () => {
  it("puts a server-rendered page's own title in place of the template's", () => {
    const html = indexHtml({
      nonce: 'abc123',
      root: '<h1>x</h1>',
      title: '3 BHK <Sea View> & Garden, Mumbai | PropertyMarket',
    });
    expect(html).toContain(
      '<title>3 BHK &lt;Sea View&gt; &amp; Garden, Mumbai | PropertyMarket</title>',
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"><h1>x</h1></div>');
  });

  it('sets <html lang> to the page language, English by default, and refuses anything else', () => {
    expect(indexHtml({ nonce: 'abc123' })).toContain('<html lang="en"><head>');
    expect(indexHtml({ nonce: 'abc123', lang: 'hi' })).toContain('<html lang="hi"><head>');
    expect(() => indexHtml({ nonce: 'abc123', lang: '"><script>' })).toThrow();
  });

  it("joins text and byte pieces in order after the template's own head tags, Hindi and ₹ intact", () => {
    const html = indexHtml({
      nonce: 'abc123',
      head: ['<link rel="preload" href="/a">', Buffer.from('<style>.a{}</style>')],
      root: Buffer.from('<p>हिन्दी ₹ 45 लाख</p>'),
    });
    expect(html).toContain(
      '<meta property="csp-nonce" nonce="abc123"><title>PropertyMarket</title><link rel="preload" href="/a"><style>.a{}</style></head>',
    );
    expect(html).toContain('<div id="root"><p>हिन्दी ₹ 45 लाख</p></div></body></html>');
  });

  it("keeps the template's title for a page the browser renders", () => {
    expect(indexHtml({ nonce: 'abc123' })).toContain('<title>PropertyMarket</title>');
  });
});
