/**
 * Pages leave as UTF-8 bytes, assembled from pieces encoded once. A page string built per
 * response from a kept render is a rope of two-byte text (the page holds Hindi and ₹), and every
 * encoding of such a rope costs about a millisecond per 100 KB on the request thread; joining
 * buffers costs microseconds.
 */

/** `text` cut at every `slot`, each piece encoded once. */
export const encodeAround = (text: string, slot: string): Buffer[] =>
  text.split(slot).map((piece) => Buffer.from(piece));

/** The pieces joined back together, with `value` where each slot was. */
export function joinWith(pieces: readonly Buffer[], value: string): Buffer {
  const filler = Buffer.from(value);
  const joined: Buffer[] = [];
  for (const [i, piece] of pieces.entries()) {
    if (i > 0) joined.push(filler);
    joined.push(piece);
  }
  return Buffer.concat(joined);
}

export type HtmlPiece = string | Buffer;

export const toBytes = (piece: HtmlPiece): Buffer =>
  typeof piece === 'string' ? Buffer.from(piece) : piece;
