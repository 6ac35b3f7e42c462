import { describe, expect, it } from '@rstest/core';
import { nonceSource } from '../../src/plugins/external/nonce-source';

describe('CSP nonces', () => {
  it('are 128 bits of hex, never repeated, across several draws of the pool', () => {
    const next = nonceSource();
    const nonces = Array.from({ length: 1000 }, next);
    for (const nonce of nonces) expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(nonces).size).toBe(1000);
  });

  it('differ between sources', () => {
    expect(nonceSource()()).not.toBe(nonceSource()());
  });
});
