import { describe, expect, it } from '@rstest/core';
import { encodeAround, joinWith } from '../../src/site/html-bytes';

describe('pages as bytes', () => {
  it('puts the value in every slot, at the ends too, and keeps two-byte text intact', () => {
    const pieces = encodeAround('SLOT<style nonce="SLOT">हिन्दी ₹</style>SLOT', 'SLOT');
    expect(pieces).toHaveLength(4);
    expect(joinWith(pieces, 'ab12').toString('utf8')).toBe(
      'ab12<style nonce="ab12">हिन्दी ₹</style>ab12',
    );
  });

  it('leaves a text without the slot as it is', () => {
    expect(joinWith(encodeAround('<p>₹ 1</p>', 'SLOT'), 'x').toString('utf8')).toBe('<p>₹ 1</p>');
  });
});
