import { type FileHandle, open } from 'node:fs/promises';

/**
 * A video's length in seconds, read from its container without decoding: the `mvhd` box of an
 * MP4/QuickTime file (wherever `moov` sits, start or end) or the Segment Info of a WebM file.
 * null when the container does not say (a WebM recorded live often carries no duration).
 */
export async function videoDurationSeconds(file: string, mime: string): Promise<number | null> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    return mime === 'video/webm'
      ? await webmDuration(handle, size)
      : await mp4Duration(handle, size);
  } finally {
    await handle.close();
  }
}

async function read(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/** Walks boxes from `start` to `end`; returns the position and size of the first of `type`. */
async function findBox(
  handle: FileHandle,
  start: number,
  end: number,
  type: string,
): Promise<{ body: number; end: number } | null> {
  let at = start;
  while (at + 8 <= end) {
    const header = await read(handle, at, 16);
    if (header.length < 8) return null;
    let size = header.readUInt32BE(0);
    const name = header.toString('latin1', 4, 8);
    let headerSize = 8;
    if (size === 1) {
      if (header.length < 16) return null;
      size = Number(header.readBigUInt64BE(8));
      headerSize = 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < headerSize) return null;
    if (name === type) return { body: at + headerSize, end: Math.min(end, at + size) };
    at += size;
  }
  return null;
}

async function mp4Duration(handle: FileHandle, size: number): Promise<number | null> {
  const moov = await findBox(handle, 0, size, 'moov');
  if (!moov) return null;
  const mvhd = await findBox(handle, moov.body, moov.end, 'mvhd');
  if (!mvhd) return null;
  const box = await read(handle, mvhd.body, 32);
  const version = box[0];
  if (version === 1) {
    if (box.length < 32) return null;
    const timescale = box.readUInt32BE(20);
    const duration = Number(box.readBigUInt64BE(24));
    return timescale > 0 ? duration / timescale : null;
  }
  if (box.length < 20) return null;
  const timescale = box.readUInt32BE(12);
  const duration = box.readUInt32BE(16);
  return timescale > 0 ? duration / timescale : null;
}

// EBML ids (with their length marker bits, as written in the file).
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMESTAMP_SCALE = 0x2ad7b1;
const DURATION = 0x4489;

interface Vint {
  value: number;
  length: number;
  unknown: boolean;
}

function readVint(buffer: Buffer, at: number, keepMarker: boolean): Vint | null {
  const first = buffer[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > 8 || at + length > buffer.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = buffer[at + i] as number;
    value = value * 256 + byte;
    if (byte !== 0xff) allOnes = false;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

/** Segment Info sits near the start of a WebM file; 256 KB is plenty to find it. */
async function webmDuration(handle: FileHandle, size: number): Promise<number | null> {
  const buffer = await read(handle, 0, Math.min(size, 256 * 1024));
  let at = 0;
  let end = buffer.length;
  let scale = 1_000_000;
  let duration: number | null = null;
  while (at < end) {
    const id = readVint(buffer, at, true);
    if (!id) return null;
    const length = readVint(buffer, at + id.length, false);
    if (!length) return null;
    const body = at + id.length + length.length;
    if (id.value === SEGMENT || id.value === INFO) {
      // Descend into the element (a live-written Segment has an unknown size).
      if (id.value === INFO) end = Math.min(end, body + length.value);
      at = body;
      continue;
    }
    if (id.value === TIMESTAMP_SCALE) {
      scale = buffer.readUIntBE(body, Math.min(6, length.value));
    } else if (id.value === DURATION) {
      duration =
        length.value === 4
          ? buffer.readFloatBE(body)
          : length.value === 8
            ? buffer.readDoubleBE(body)
            : null;
    }
    if (length.unknown) return null;
    at = body + length.value;
  }
  return duration === null ? null : (duration * scale) / 1e9;
}
