import type { DraftSectionData } from 'shared/drafts';

/** What a listing that sells well has (issue 11: the preview's "what would raise it"). */
export const QUALITY_TARGETS = { photos: 5, descriptionChars: 150, amenities: 3 } as const;

export type QualityCheck = 'photos' | 'description' | 'amenities' | 'pin' | 'rera';

/** The wizard step (index, spec §2) where the owner improves each check. */
export const QUALITY_STEP: Record<QualityCheck, number> = {
  photos: 3,
  description: 0,
  amenities: 0,
  pin: 1,
  rera: 2,
};

/** Points out of 100 before the checks that do not apply are left out. */
const POINTS: Record<QualityCheck, number> = {
  photos: 30,
  description: 25,
  amenities: 15,
  pin: 15,
  rera: 15,
};

export type QualityItem = {
  check: QualityCheck;
  done: boolean;
  /** How many the listing has (photos, characters, amenities; 1 or 0 for pin and RERA). */
  have: number;
  need: number;
  step: number;
};

export type ListingQuality = { score: number; items: QualityItem[] };

export type QualitySections = { [N in keyof DraftSectionData]: DraftSectionData[N] | null };

/** Characters a reader sees: tags and runs of spaces do not count. */
export function visibleLength(text: string | null | undefined): number {
  if (!text) return 0;
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim().length;
}

function item(check: QualityCheck, have: number, need: number): QualityItem {
  return { check, done: have >= need, have, need, step: QUALITY_STEP[check] };
}

/**
 * A score from 0 to 100 and a checklist: photos, description length, amenities, the location
 * pin and (for a builder or an agent) the RERA id. Partly met targets earn part of their points;
 * a check that does not apply (RERA for an owner) is left out, so the best score stays 100.
 */
export function listingQuality(sections: QualitySections): ListingQuality {
  const { basicDetails, locationDetails, profileDetails, mediaUpload } = sections;
  const photos = mediaUpload?.items.filter((entry) => entry.kind === 'image').length ?? 0;
  const hasPin = locationDetails?.latitude != null && locationDetails?.longitude != null;
  const items = [
    item('photos', photos, QUALITY_TARGETS.photos),
    item('description', visibleLength(basicDetails?.description), QUALITY_TARGETS.descriptionChars),
    item('amenities', basicDetails?.amenities.length ?? 0, QUALITY_TARGETS.amenities),
    item('pin', hasPin ? 1 : 0, 1),
  ];
  const postedBy = profileDetails?.postedBy;
  if (postedBy === 'builder' || postedBy === 'agent') {
    items.push(item('rera', profileDetails?.reraId ? 1 : 0, 1));
  }
  let earned = 0;
  let possible = 0;
  for (const { check, have, need } of items) {
    possible += POINTS[check];
    earned += POINTS[check] * Math.min(have / need, 1);
  }
  return { score: Math.round((earned / possible) * 100), items };
}
