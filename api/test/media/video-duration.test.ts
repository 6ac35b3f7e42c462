import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@rstest/core';
import { videoDurationSeconds } from '../../src/plugins/app/media/video-duration';
import { mp4OfSeconds } from './media-files';

const folder = mkdtempSync(path.join(tmpdir(), 'pm-duration-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const file = (name: string, bytes: Buffer) => {
  const full = path.join(folder, name);
  writeFileSync(full, bytes);
  return full;
};

/** A WebM head: EBML header, a Segment of unknown size (as live recorders write), its Info. */
function webm(durationMs: number | null): Buffer {
  const ebml = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x84, 0x42, 0x86, 0x81, 0x01]);
  const segment = Buffer.from([
    0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
  ]);
  const scale = Buffer.from([0x2a, 0xd7, 0xb1, 0x83, 0x0f, 0x42, 0x40]); // 1,000,000 ns
  const duration = Buffer.alloc(durationMs === null ? 0 : 11);
  if (durationMs !== null) {
    duration.set([0x44, 0x89, 0x88]);
    duration.writeDoubleBE(durationMs, 3);
  }
  const body = Buffer.concat([scale, duration]);
  const info = Buffer.concat([Buffer.from([0x15, 0x49, 0xa9, 0x66, 0x80 | body.length]), body]);
  return Buffer.concat([ebml, segment, info, Buffer.alloc(64)]);
}

describe('video duration from the container', () => {
  it('reads an MP4 mvhd box wherever moov sits', async () => {
    expect(await videoDurationSeconds(file('a.mp4', mp4OfSeconds(95.25)), 'video/mp4')).toBe(95.25);
  });

  it('reads a WebM Segment Info duration (scaled) and says null when a live recording has none', async () => {
    expect(await videoDurationSeconds(file('a.webm', webm(42_500)), 'video/webm')).toBe(42.5);
    expect(await videoDurationSeconds(file('b.webm', webm(null)), 'video/webm')).toBeNull();
  });

  it('says null for a file that is no container', async () => {
    expect(
      await videoDurationSeconds(file('c.mp4', Buffer.from('not a video at all')), 'video/mp4'),
    ).toBeNull();
  });
});
