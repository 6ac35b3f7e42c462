import { and, eq } from 'drizzle-orm';
import {
  DRAFT_SECTIONS,
  type DraftSectionName,
  type ListingFlag,
  type MediaUpload,
  type SubmitDraftAnswer,
} from 'shared/contracts/drafts';
import type { Database } from '../../../db/client';
import { listingDrafts, listingFlags, properties } from '../../../db/schema/index';
import { EMPTY_SECTIONS } from '../../../db/schema/listing-drafts';
import type { Transaction } from '../../../db/transaction';
import type { Clock } from '../../../lib/clock';
import { HttpError, notFound } from '../../../lib/errors';
import type { EligibilityService } from '../eligibility/eligibility-service';
import { applyDraftToListing } from './apply-draft';
import { attachMedia, type DraftRow, deleteDraftOnlyMedia } from './drafts-repository';
import { flagsOf } from './flags/listing-flags';
import { type CompleteSections, propertyColumns } from './listing-columns';
import {
  describeProblems,
  mediaProblems,
  parseSection,
  type RuleContext,
  sectionProblems,
} from './section-rules';

export interface Submitted extends Omit<SubmitDraftAnswer, 'isSuccess'> {
  /** Stored files no listing or draft uses any more (the caller removes them). */
  storageKeys: string[];
}

const incomplete = (section: DraftSectionName, message: string) =>
  new HttpError(400, message, 'DRAFT_INCOMPLETE', undefined, { section });

const SECTION_NAMES: Record<DraftSectionName, string> = {
  basicDetails: 'Basic details',
  locationDetails: 'Location',
  profileDetails: 'Profile',
  mediaUpload: 'Media',
  pricingDetails: 'Pricing',
};

/**
 * Submitting a draft, in one transaction: a new listing goes to review (status pending-review)
 * if the owner may still post; an edit of a live listing waits for review beside it; an edit of
 * any other listing changes it and sends it to review.
 */
export class DraftSubmission {
  constructor(
    private readonly db: Database,
    private readonly eligibility: EligibilityService,
    private readonly clock: Clock,
  ) {}

  submit(draftId: string, ownerId: string, ownerPhone: string): Promise<Submitted> {
    return this.db.transaction(async (tx) => {
      // Locks the draft: the same draft submitted twice at once goes through once.
      const [draft] = await tx
        .select()
        .from(listingDrafts)
        .where(and(eq(listingDrafts.id, draftId), eq(listingDrafts.ownerId, ownerId)))
        .for('update');
      if (!draft) throw notFound('Draft');
      const sections = await this.complete(tx, draft, ownerPhone);
      if (draft.propertyId) return this.submitEdit(tx, draft, draft.propertyId, sections);
      return this.submitNew(tx, draft, sections);
    });
  }

  /** Every section present and valid, by today's rules; else 400 naming the first step to fix. */
  private async complete(
    tx: Transaction,
    draft: DraftRow,
    ownerPhone: string,
  ): Promise<CompleteSections> {
    const sections = { ...EMPTY_SECTIONS, ...draft.sections };
    const context: RuleContext = {
      ownerId: draft.ownerId,
      ownerPhone,
      propertyId: draft.propertyId,
      sections,
    };
    for (const name of DRAFT_SECTIONS) {
      const value = sections[name];
      if (value === null)
        throw incomplete(
          name,
          `The ${SECTION_NAMES[name]} step is not complete: fill it in and save it`,
        );
      const parsed = parseSection(name, value);
      const problems =
        parsed.problems ??
        (name === 'mediaUpload'
          ? await mediaProblems(tx, parsed.data as MediaUpload, context, true)
          : await sectionProblems(tx, name, parsed.data as never, context));
      if (problems.length)
        throw incomplete(
          name,
          `The ${SECTION_NAMES[name]} step needs a change. ${describeProblems(problems, name)}`,
        );
    }
    return sections as CompleteSections;
  }

  private async submitNew(
    tx: Transaction,
    draft: DraftRow,
    sections: CompleteSections,
  ): Promise<Submitted> {
    const allowed = await this.eligibility.checkLocked(tx, draft.ownerId);
    if (!allowed.canPost)
      throw new HttpError(403, allowed.message, 'FORBIDDEN', undefined, { reason: allowed.reason });
    const [property] = await tx
      .insert(properties)
      .values({
        ...propertyColumns(sections),
        ownerId: draft.ownerId,
        status: 'pending-review',
        submittedAt: this.clock.now(),
      })
      .returning({ id: properties.id, status: properties.status });
    if (!property) throw new Error('the listing was not created');
    const keep = sections.mediaUpload.items.map((item) => item.mediaId);
    await attachMedia(tx, draft.ownerId, property.id, sections.mediaUpload);
    const storageKeys = await deleteDraftOnlyMedia(tx, draft.ownerId, draft.id, keep);
    const flags = await this.writeFlags(tx, property.id, draft.ownerId, sections);
    await tx.delete(listingDrafts).where(eq(listingDrafts.id, draft.id));
    return {
      message: 'Your listing was sent for review; it goes live once approved',
      property: { _id: property.id, status: property.status },
      flags,
      storageKeys,
    };
  }

  private async submitEdit(
    tx: Transaction,
    draft: DraftRow,
    propertyId: string,
    sections: CompleteSections,
  ): Promise<Submitted> {
    const [listing] = await tx
      .select({ id: properties.id, status: properties.status })
      .from(properties)
      .where(and(eq(properties.id, propertyId), eq(properties.ownerId, draft.ownerId)))
      .for('update');
    if (!listing) throw notFound('Property');
    if (listing.status === 'active') {
      // A revision: the live version stays visible until the review approves the change.
      await tx
        .update(listingDrafts)
        .set({ submittedAt: this.clock.now(), rejectionReason: null, reviewedAt: null })
        .where(eq(listingDrafts.id, draft.id));
      const flags = await this.writeFlags(tx, propertyId, draft.ownerId, sections);
      return {
        message: 'Your changes were sent for review; the live listing stays visible until then',
        property: { _id: propertyId, status: 'active' },
        flags,
        storageKeys: [],
      };
    }
    const flags = await this.writeFlags(tx, propertyId, draft.ownerId, sections);
    const storageKeys = await applyDraftToListing(tx, draft, propertyId, sections, {
      status: 'pending-review',
      rejectionReason: null,
      submittedAt: this.clock.now(),
    });
    return {
      message: 'Your changes were sent for review',
      property: { _id: propertyId, status: 'pending-review' },
      flags,
      storageKeys,
    };
  }

  /** The listing's flags as of this submit (earlier ones are replaced). */
  private async writeFlags(
    tx: Transaction,
    propertyId: string,
    ownerId: string,
    sections: CompleteSections,
  ): Promise<ListingFlag[]> {
    const flags = await flagsOf(tx, {
      propertyId,
      ownerId,
      title: sections.basicDetails.title,
      description: sections.basicDetails.description,
      address: sections.locationDetails.address,
      locality: sections.locationDetails.locality,
      city: sections.locationDetails.city,
      mediaIds: sections.mediaUpload.items.map((item) => item.mediaId),
    });
    await tx.delete(listingFlags).where(eq(listingFlags.propertyId, propertyId));
    if (flags.length)
      await tx.insert(listingFlags).values(flags.map((flag) => ({ ...flag, propertyId })));
    return flags;
  }
}
