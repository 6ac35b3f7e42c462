import type { Database } from '../../../db/client';
import { rebuildSearchTerms } from '../listings/search-terms';

/**
 * Rebuilds the header's place names (`search_terms`) after staff made a listing live or changed
 * its place, so the type-ahead knows a new locality at once rather than at the next 10-minute
 * maintenance. Calls while one runs share the next run (a bulk approval rebuilds once or twice).
 */
export class SearchTermsRefresh {
  private running: Promise<void> | undefined;
  private next: Promise<void> | undefined;

  constructor(
    private readonly db: Database,
    private readonly rebuilt: () => void,
  ) {}

  refresh(): Promise<void> {
    if (!this.running) {
      this.running = this.run().finally(() => {
        this.running = undefined;
      });
      return this.running;
    }
    this.next ??= this.running.then(() => {
      this.next = undefined;
      return this.refresh();
    });
    return this.next;
  }

  private async run() {
    await rebuildSearchTerms(this.db);
    this.rebuilt();
  }
}
