import type { Database } from '../../../db/client';
import { imageRequests } from '../../../db/schema/index';

export class ImageRequestsRepository {
  constructor(private readonly db: Database) {}

  /** Idempotent: a second request by the same user for the same property is absorbed. */
  async request(propertyId: string, requesterId: string): Promise<boolean> {
    const inserted = await this.db
      .insert(imageRequests)
      .values({ propertyId, requesterId })
      .onConflictDoNothing()
      .returning({ id: imageRequests.id });
    return inserted.length === 1;
  }
}
