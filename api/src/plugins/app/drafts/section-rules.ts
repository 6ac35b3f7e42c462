import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import {
  type DraftSectionName,
  type DraftSections,
  draftSectionSchemas,
  type LocationDetails,
  type MediaUpload,
  type ProfileDetails,
} from 'shared/contracts/drafts';
import {
  PINCODE_PREFIXES,
  pincodeMatchesState,
  RERA_REQUIRED_MESSAGE,
  reraIdProblem,
  reraRequired,
} from 'shared/vocabulary';
import type { z } from 'zod';
import { propertyMedia, states } from '../../../db/schema/index';
import type { Executor } from '../../../db/transaction';

/** One refused field: `field` is its path in the section ("items.2.mediaId"). */
export interface Problem {
  field: string;
  message: string;
}

/** What the rules need to know besides the section itself. */
export interface RuleContext {
  ownerId: string;
  /** The mobile the owner verified at login. */
  ownerPhone: string;
  /** The listing an edit draft changes (its media may be kept). */
  propertyId: string | null;
  /**
   * The draft's other sections: the RERA id is checked against the location's state, and
   * required when the basic step makes it a builder's new project.
   */
  sections: DraftSections;
}

type Parsed<K extends DraftSectionName> =
  | { data: NonNullable<DraftSections[K]>; problems?: never }
  | { data?: never; problems: Problem[] };

function problemsOf(error: z.ZodError): Problem[] {
  return error.issues.map((issue) => {
    const field = issue.path.join('.');
    if (issue.code === 'unrecognized_keys') {
      const keys = issue.keys;
      return { field, message: `unknown field${keys.length > 1 ? 's' : ''} ${keys.join(', ')}` };
    }
    return { field, message: issue.message };
  });
}

/** The section's own schema (shared with the step form). */
export function parseSection<K extends DraftSectionName>(section: K, body: unknown): Parsed<K> {
  const result = draftSectionSchemas[section].safeParse(body);
  if (result.success) return { data: result.data as NonNullable<DraftSections[K]> };
  return { problems: problemsOf(result.error) };
}

async function locationProblems(db: Executor, place: LocationDetails): Promise<Problem[]> {
  const [known] = await db
    .select({ name: states.name })
    .from(states)
    .where(eq(states.name, place.state));
  if (!known)
    return [
      {
        field: 'state',
        message: `state ${place.state} is not a state or union territory of India`,
      },
    ];
  if (pincodeMatchesState(place.pincode, place.state) === false) {
    const prefixes = PINCODE_PREFIXES[place.state]?.join(', ');
    return [
      {
        field: 'pincode',
        message: `pincode ${place.pincode} is not in ${place.state} (its PIN codes start with ${prefixes})`,
      },
    ];
  }
  return [];
}

function profileProblems(profile: ProfileDetails, context: RuleContext): Problem[] {
  const problems: Problem[] = [];
  if (profile.phone !== context.ownerPhone)
    problems.push({
      field: 'phone',
      message: 'phone must be the mobile number you logged in with (it is verified)',
    });
  if (!profile.reraId && reraRequired(context.sections.basicDetails, profile))
    problems.push({ field: 'reraId', message: RERA_REQUIRED_MESSAGE });
  const state = context.sections.locationDetails?.state;
  const rera = profile.reraId && state ? reraIdProblem(profile.reraId, state) : null;
  if (rera) problems.push({ field: 'reraId', message: rera });
  return problems;
}

/**
 * The media a draft may list: the owner's files not yet attached to a listing, plus, in an edit,
 * the listing's own. `requireReady` (at submit) also refuses files still processing or failed.
 */
export async function mediaProblems(
  db: Executor,
  media: MediaUpload,
  context: RuleContext,
  requireReady = false,
): Promise<Problem[]> {
  const ids = media.items.map((item) => item.mediaId);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: propertyMedia.id, kind: propertyMedia.kind, status: propertyMedia.status })
    .from(propertyMedia)
    .where(
      and(
        inArray(propertyMedia.id, ids),
        eq(propertyMedia.ownerId, context.ownerId),
        eq(propertyMedia.purpose, 'listing'),
        context.propertyId
          ? or(isNull(propertyMedia.propertyId), eq(propertyMedia.propertyId, context.propertyId))
          : isNull(propertyMedia.propertyId),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const problems: Problem[] = [];
  media.items.forEach((item, index) => {
    const row = byId.get(item.mediaId);
    const field = `items.${index}.mediaId`;
    if (!row) problems.push({ field, message: 'is not one of your uploaded files' });
    else if (row.kind !== item.kind)
      problems.push({ field: `items.${index}.kind`, message: `the file is a ${row.kind}` });
    else if (requireReady && row.status === 'failed')
      problems.push({
        field,
        message: 'this file could not be processed: remove it or upload it again',
      });
    else if (requireReady && row.status !== 'ready')
      problems.push({
        field,
        message: 'this file is still being processed: wait a moment and submit again',
      });
  });
  return problems;
}

/** The server's rules beyond the schema (pincode and state, verified phone, RERA of a new project and its format, media ownership). */
export async function sectionProblems<K extends DraftSectionName>(
  db: Executor,
  section: K,
  data: NonNullable<DraftSections[K]>,
  context: RuleContext,
): Promise<Problem[]> {
  switch (section) {
    case 'locationDetails':
      return locationProblems(db, data as LocationDetails);
    case 'profileDetails':
      return profileProblems(data as ProfileDetails, context);
    case 'mediaUpload':
      return mediaProblems(db, data as MediaUpload, context);
    default:
      return [];
  }
}

/** "Invalid request: body.pincode: ...; body.phone: ..." as the api's other 400s read. */
export const describeProblems = (problems: Problem[], where = 'body') =>
  `Invalid request: ${problems
    .map((p) => `${p.field ? `${where}.${p.field}` : where}: ${p.message}`)
    .join('; ')}`;
