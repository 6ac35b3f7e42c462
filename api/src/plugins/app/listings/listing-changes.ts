/**
 * Tells whoever keeps copies of public listing answers (the micro-caches) that a listing changed:
 * its status, fields, media or existence; or the header's place names and curated suggestions
 * were read again; or the site settings every page shows (footer pages, logo) were saved.
 * Listeners run at once, in the writing request.
 */
export class ListingChanges {
  private readonly listeners = new Set<() => void>();

  onChange(listener: () => void): void {
    this.listeners.add(listener);
  }

  changed(): void {
    for (const listener of this.listeners) listener();
  }
}
