import { and, eq, isNotNull } from 'drizzle-orm';
import type { EditPropertyBody } from 'shared/contracts/adminProperties';
import type { Database } from '../../../db/client';
import { listingDrafts, properties, users } from '../../../db/schema/index';
import type { Transaction } from '../../../db/transaction';
import type { Clock } from '../../../lib/clock';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import type { AuditLog, StaffMember } from '../audit/audit-log';
import { applyDraftToListing } from '../drafts/apply-draft';
import { publishListingIn } from '../listings/publish';
import { changedFields, completeSections } from './revision';

const notWaiting = (status: string) =>
  conflict(
    `This listing is not waiting for review (it is ${status}): refresh the queue to see what is left`,
  );

/** What a write did, for the route: who to tell and what to clean up after the commit. */
export interface ModerationOutcome {
  message: string;
  /** A listing went live: the saved-search matching job waits for the worker. */
  published: boolean;
  /** A live listing's place may have changed: the header's place names are rebuilt. */
  placesChanged?: boolean;
  /** Stored files nothing uses any more (removed after the commit). */
  storageKeys: string[];
  /** The owner's e-mail about a rejection (sent after the commit). */
  email?: { to: string; subject: string; text: string };
}

/**
 * Staff writes on listings, each in one transaction with its audit entry (a refused write
 * changes nothing and leaves no entry). The listing row is locked first, so two moderators
 * acting on the same listing at once go one after the other and the second sees the outcome.
 */
export class ListingModeration {
  constructor(
    private readonly db: Database,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
  ) {}

  private async lock(tx: Transaction, id: string) {
    const [listing] = await tx.select().from(properties).where(eq(properties.id, id)).for('update');
    if (!listing) throw notFound('Property');
    return listing;
  }

  private async submittedEdit(tx: Transaction, id: string) {
    const [draft] = await tx
      .select()
      .from(listingDrafts)
      .where(and(eq(listingDrafts.propertyId, id), isNotNull(listingDrafts.submittedAt)))
      .for('update');
    return draft;
  }

  /** A new listing goes live; a live listing's submitted edit replaces it. */
  approve(staff: StaffMember, id: string): Promise<ModerationOutcome> {
    return this.db.transaction(async (tx) => {
      const listing = await this.lock(tx, id);
      const now = this.clock.now();
      if (listing.status === 'pending-review') {
        const published = await publishListingIn(tx, id, now);
        if (!published) throw notFound('Property');
        await this.audit.record(tx, staff, {
          action: 'property.approve',
          entityType: 'property',
          entityId: id,
          before: { status: listing.status },
          after: {
            status: 'active',
            publishedAt: now.toISOString(),
            expiresAt: published.expiresAt.toISOString(),
          },
        });
        return { message: 'Listing approved: it is live', published: true, storageKeys: [] };
      }
      const draft = listing.status === 'active' ? await this.submittedEdit(tx, id) : undefined;
      if (!draft) throw notWaiting(listing.status);
      const sections = completeSections(draft.sections);
      if (!sections)
        throw conflict(
          'This edit no longer passes the listing rules: reject it with a reason so the owner fixes it',
        );
      const changes = changedFields(listing, sections);
      const storageKeys = await applyDraftToListing(tx, draft, id, sections, {
        reviewedAt: now,
        updatedAt: now,
      });
      await this.audit.record(tx, staff, {
        action: 'property.approve',
        entityType: 'property',
        entityId: id,
        before: Object.fromEntries(changes.map((c) => [c.field, c.before])),
        after: Object.fromEntries(changes.map((c) => [c.field, c.after])),
      });
      return {
        message: 'Changes approved: the live listing shows them',
        published: false,
        storageKeys,
      };
    });
  }

  /**
   * A new listing becomes rejected with the reason; a submitted edit goes back to the owner with
   * it (the live listing stays as it is). The owner is told by e-mail when they gave one.
   */
  reject(staff: StaffMember, id: string, reason: string): Promise<ModerationOutcome> {
    return this.db.transaction(async (tx) => {
      const listing = await this.lock(tx, id);
      const now = this.clock.now();
      const [owner] = await tx
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, listing.ownerId));
      const email = (subject: string, what: string) =>
        owner?.email
          ? {
              to: owner.email,
              subject,
              text: `${what}\n\nReason: ${reason}\n\nChange it under My Properties and submit it again; it is reviewed once more.`,
            }
          : undefined;
      if (listing.status === 'pending-review') {
        await tx
          .update(properties)
          .set({ status: 'rejected', rejectionReason: reason, reviewedAt: now, updatedAt: now })
          .where(eq(properties.id, id));
        await this.audit.record(tx, staff, {
          action: 'property.reject',
          entityType: 'property',
          entityId: id,
          before: { status: listing.status },
          after: { status: 'rejected', rejectionReason: reason },
        });
        return {
          message: 'Listing rejected: the owner sees the reason',
          published: false,
          storageKeys: [],
          email: email(
            'Your listing was not approved',
            `Your listing "${listing.title}" was not approved.`,
          ),
        };
      }
      const draft = listing.status === 'active' ? await this.submittedEdit(tx, id) : undefined;
      if (!draft) throw notWaiting(listing.status);
      await tx
        .update(listingDrafts)
        .set({ submittedAt: null, rejectionReason: reason, reviewedAt: now })
        .where(eq(listingDrafts.id, draft.id));
      await this.audit.record(tx, staff, {
        action: 'property.reject',
        entityType: 'property',
        entityId: id,
        before: { revision: 'submitted' },
        after: { revision: 'rejected', rejectionReason: reason },
      });
      return {
        message: 'Changes rejected: the live listing is unchanged and the owner sees the reason',
        published: false,
        storageKeys: [],
        email: email(
          'Your changes were not approved',
          `Your changes to the listing "${listing.title}" were not approved; the listing stays as it was.`,
        ),
      };
    });
  }

  /** Staff correct a title, description, price or locality (the wizard's rules, checked by the route). */
  edit(staff: StaffMember, id: string, body: EditPropertyBody): Promise<ModerationOutcome> {
    return this.db.transaction(async (tx) => {
      const listing = await this.lock(tx, id);
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      for (const field of ['title', 'description', 'price', 'locality'] as const) {
        const value = body[field];
        if (value === undefined || value === listing[field]) continue;
        before[field] = listing[field];
        after[field] = value;
      }
      if (Object.keys(after).length === 0)
        return { message: 'Nothing changed', published: false, storageKeys: [] };
      await tx
        .update(properties)
        .set({ ...after, updatedAt: this.clock.now() })
        .where(eq(properties.id, id));
      await this.audit.record(tx, staff, {
        action: 'property.edit',
        entityType: 'property',
        entityId: id,
        before,
        after,
      });
      return {
        message: 'Listing saved',
        published: false,
        placesChanged: listing.status === 'active' && 'locality' in after,
        storageKeys: [],
      };
    });
  }

  /** Featured until `until` (a live listing, a future moment), or no longer (null). */
  feature(staff: StaffMember, id: string, until: Date | null): Promise<ModerationOutcome> {
    return this.db.transaction(async (tx) => {
      const listing = await this.lock(tx, id);
      const now = this.clock.now();
      if (until && until <= now)
        throw badRequest('until must be in the future: choose a later date');
      if (until && listing.status !== 'active')
        throw conflict(`Only a live listing can be featured (this one is ${listing.status})`);
      await tx
        .update(properties)
        .set({ featuredUntil: until, updatedAt: now })
        .where(eq(properties.id, id));
      await this.audit.record(tx, staff, {
        action: 'property.feature',
        entityType: 'property',
        entityId: id,
        before: { featuredUntil: listing.featuredUntil?.toISOString() ?? null },
        after: { featuredUntil: until?.toISOString() ?? null },
      });
      return {
        message: until ? 'Listing featured' : 'Listing no longer featured',
        published: false,
        storageKeys: [],
      };
    });
  }

  /** A live listing stops being shown now (status expired). */
  expire(staff: StaffMember, id: string): Promise<ModerationOutcome> {
    return this.db.transaction(async (tx) => {
      const listing = await this.lock(tx, id);
      if (listing.status !== 'active')
        throw conflict(`Only a live listing can be expired (this one is ${listing.status})`);
      const now = this.clock.now();
      await tx
        .update(properties)
        .set({ status: 'expired', expiresAt: now, featuredUntil: null, updatedAt: now })
        .where(eq(properties.id, id));
      await this.audit.record(tx, staff, {
        action: 'property.expire',
        entityType: 'property',
        entityId: id,
        before: { status: listing.status, expiresAt: listing.expiresAt?.toISOString() ?? null },
        after: { status: 'expired', expiresAt: now.toISOString() },
      });
      return {
        message: 'Listing expired: it is no longer shown',
        published: false,
        storageKeys: [],
      };
    });
  }
}
