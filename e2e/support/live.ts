import { afterAll, beforeAll } from '@rstest/core';
import type { Browser } from 'playwright-core';
import { launchChromium } from './browser';
import { ensureBuilt } from './build';
import { type Product, startProduct } from './product';

export interface Live {
  product: Product;
  browser: Browser;
}

/**
 * One product (api + built shell and remotes, its own database) and one Chromium for a test
 * file: started before its tests, stopped after them. Read `live.product` and `live.browser`
 * inside tests (they are set once beforeAll has run).
 */
export function liveProductAndBrowser(env: Record<string, string> = {}): Live {
  const live = {} as Live;
  beforeAll(async () => {
    ensureBuilt();
    live.product = await startProduct(env);
    live.browser = await launchChromium();
  }, 600_000);
  afterAll(async () => {
    await live.browser?.close();
    await live.product?.stop();
  });
  return live;
}

let phoneCounter = 0;
/** A fresh Indian mobile number for each login, so no test meets another's code limits. */
export function newPhone(firstDigit = '9'): string {
  phoneCounter += 1;
  return `${firstDigit}${String(Date.now()).slice(-7)}${String(phoneCounter).padStart(2, '0')}`;
}
