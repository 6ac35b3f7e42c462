import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@rstest/core';
import { loadConfig } from '../../src/config';
import { reusedFor, watchedFile } from '../../src/site/watched-file';

const folder = mkdtempSync(path.join(tmpdir(), 'pm-watched-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A new file renamed over the old one, as a build or a deploy writes it. */
function replace(file: string, text: string) {
  writeFileSync(`${file}.next`, text);
  renameSync(`${file}.next`, file);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('files the server reads for pages', () => {
  it('with no reuse time, answers a replaced file at once, and nothing once it is gone', () => {
    const file = path.join(folder, 'now.json');
    replace(file, '1');
    const read = watchedFile(file, Number);
    expect(read()).toBe(1);
    replace(file, '2');
    expect(read()).toBe(2);
    rmSync(file);
    expect(read()).toBeUndefined();
  });

  it('within its reuse time, answers what it read without looking again; after it, the new file', async () => {
    const file = path.join(folder, 'reused.json');
    replace(file, '1');
    const read = watchedFile(file, Number, 150);
    expect(read()).toBe(1);
    replace(file, '2');
    expect(read()).toBe(1);
    await sleep(200);
    expect(read()).toBe(2);
  });

  it('computes a reused value once per reuse time', async () => {
    let computed = 0;
    const value = reusedFor(150, () => ++computed);
    expect([value(), value(), value()]).toEqual([1, 1, 1]);
    await sleep(200);
    expect(value()).toBe(2);
    const everyTime = reusedFor(0, () => ++computed);
    expect([everyTime(), everyTime()]).toEqual([3, 4]);
  });
});

describe('SITE_RECHECK_MS', () => {
  const config = (value?: string) =>
    loadConfig({ DATA_DIR: 'memory', ...(value === undefined ? {} : { SITE_RECHECK_MS: value }) });

  it('reuses what was read for a second by default; 0 looks for every page', () => {
    expect(config().siteRecheckMs).toBe(1000);
    expect(config('0').siteRecheckMs).toBe(0);
  });

  it('stops start-up on a value that is not a whole number of milliseconds up to a minute', () => {
    for (const bad of ['-1', '1.5', 'soon', '60001']) {
      expect(() => config(bad)).toThrow(/SITE_RECHECK_MS/);
    }
  });
});
