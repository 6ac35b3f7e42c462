const STORAGE_KEY = 'deviceId';

/**
 * A random id this browser keeps and sends with the one-time-code calls (`X-Device-Id`), so
 * the api can slow down a guessing device without slowing everybody behind the same carrier
 * address. It says nothing about the person and is sent nowhere else.
 */
export function deviceId(): string {
  try {
    const kept = localStorage.getItem(STORAGE_KEY);
    if (kept && /^[\w-]{16,64}$/.test(kept)) return kept;
    const fresh = crypto.randomUUID();
    localStorage.setItem(STORAGE_KEY, fresh);
    return fresh;
  } catch {
    // Storage refused (private mode, quota): a per-page id still separates this device.
    return pageId;
  }
}

const pageId = typeof crypto === 'undefined' ? 'unknown-device-id' : crypto.randomUUID();

export const DEVICE_ID_HEADER = 'X-Device-Id';
