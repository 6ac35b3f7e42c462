import { existsSync } from 'node:fs';
import zlib from 'node:zlib';
import type { TestContext } from '../helpers/test-app';

/** Every stored key of one media item and whether its tus upload file is still on disk. */
export async function leftovers(ctx: TestContext, mediaId: string) {
  return {
    keys: await ctx.app.mediaStorage.list(`media/${mediaId}/`),
    uploadFile: existsSync(ctx.app.tusUploads.fileOf(mediaId)),
  };
}

/** A minimal MP4: ftyp, moov with an mvhd of `seconds`, and a little mdat. */
export function mp4OfSeconds(seconds: number): Buffer {
  const box = (type: string, body: Buffer) => {
    const header = Buffer.alloc(8);
    header.writeUInt32BE(8 + body.length, 0);
    header.write(type, 4, 'latin1');
    return Buffer.concat([header, body]);
  };
  const ftyp = box(
    'ftyp',
    Buffer.concat([Buffer.from('isom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2mp41')]),
  );
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12); // timescale
  mvhd.writeUInt32BE(Math.round(seconds * 1000), 16); // duration
  const moov = box('moov', box('mvhd', mvhd));
  return Buffer.concat([ftyp, box('mdat', Buffer.alloc(4096, 7)), moov]);
}

/**
 * A valid, white, 1-bit greyscale PNG of any size (a decompression bomb: a few hundred KB that
 * decode to width x height pixels), written by hand because making one with sharp takes seconds.
 */
export function blankPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const row = Buffer.alloc(1 + Math.ceil(width / 8), 0xff);
  row[0] = 0; // filter: none
  const deflate = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)), {
    level: 1,
  });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflate),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
