import { describe, expect, it } from '@rstest/core';
// @ts-expect-error: plain JS module of the PGlite worker (no declarations)
import { wholeMessages } from '../../src/db/engine/pglite-batching.mjs';

/** One typed protocol message: type byte, length (itself included), body. */
const message = (type: string, body = '') => {
  const bytes = Buffer.alloc(5 + body.length);
  bytes.write(type, 0, 'latin1');
  bytes.writeInt32BE(4 + body.length, 1);
  bytes.write(body, 5, 'latin1');
  return bytes;
};
const startup = () => {
  const body = Buffer.from('user\0postgres\0\0');
  const bytes = Buffer.alloc(8 + body.length);
  bytes.writeInt32BE(8 + body.length, 0);
  bytes.writeInt32BE(196608, 4);
  body.copy(bytes, 8);
  return bytes;
};

describe("PGlite's protocol messages handed over together", () => {
  it('takes every whole message of a query (Parse, Bind, Describe, Execute, Sync) at once', () => {
    const query = Buffer.concat(
      ['P', 'B', 'D', 'E', 'S'].map((type) => message(type, 'x'.repeat(10))),
    );
    expect(wholeMessages(query)).toBe(query.length);
  });

  it('leaves a message that has not fully arrived for later', () => {
    const whole = message('P', 'select 1');
    const partial = message('B', 'abcdef').subarray(0, 7);
    expect(wholeMessages(Buffer.concat([whole, partial]))).toBe(whole.length);
    expect(wholeMessages(partial)).toBe(0);
    expect(wholeMessages(Buffer.alloc(3))).toBe(0);
  });

  it('hands over the startup message alone, and Terminate alone', () => {
    const start = startup();
    expect(wholeMessages(Buffer.concat([start, message('Q', 'select 1')]))).toBe(start.length);
    const sync = message('S');
    expect(wholeMessages(Buffer.concat([sync, message('X')]))).toBe(sync.length);
    expect(wholeMessages(Buffer.concat([message('X'), sync]))).toBe(5);
  });
});
