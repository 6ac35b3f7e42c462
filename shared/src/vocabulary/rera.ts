/**
 * RERA registration ids of projects, per state where the authority's format is known (each
 * state's RERA numbers its projects its own way). Other states get the generic rule of the
 * draft contract (6 to 60 letters, digits, / or -).
 */
export interface ReraFormat {
  /** The authority's short name, for messages. */
  authority: string;
  pattern: RegExp;
  example: string;
}

export const RERA_FORMATS: Record<string, ReraFormat> = {
  Maharashtra: { authority: 'MahaRERA', pattern: /^P5\d{10}$/, example: 'P52100012345' },
  Karnataka: {
    authority: 'Karnataka RERA',
    pattern: /^PRM\/KA\/RERA\/\d{4}\/\d{3}\/PR\/\d{6}\/\d{6}$/,
    example: 'PRM/KA/RERA/1251/446/PR/171014/000287',
  },
  Telangana: { authority: 'TS RERA', pattern: /^P02\d{9}$/, example: 'P02400001234' },
  'Tamil Nadu': {
    authority: 'TNRERA',
    pattern: /^TN\/\d{2}\/(Building|Layout)\/\d{1,5}\/\d{4}$/i,
    example: 'TN/29/Building/0123/2021',
  },
  'Uttar Pradesh': {
    authority: 'UP RERA',
    pattern: /^UPRERAPRJ\d{3,8}$/,
    example: 'UPRERAPRJ12345',
  },
  Delhi: { authority: 'Delhi RERA', pattern: /^DLRERA\d{4}P\d{4}$/, example: 'DLRERA2019P0001' },
  Kerala: {
    authority: 'K-RERA',
    pattern: /^K-RERA\/PRJ\/([A-Z]{3}\/)?\d{1,5}\/\d{4}$/,
    example: 'K-RERA/PRJ/TVM/123/2021',
  },
  'West Bengal': {
    authority: 'WBRERA',
    pattern: /^WBRERA\/P\/[A-Z]{3}\/\d{4}\/\d{6}$/,
    example: 'WBRERA/P/KOL/2023/000123',
  },
  Rajasthan: {
    authority: 'RERA Rajasthan',
    pattern: /^RAJ\/P\/\d{4}\/\d{1,5}$/,
    example: 'RAJ/P/2019/1234',
  },
};

/** Why a RERA id does not fit the state's format (a sentence), or null when it fits or the state has no known format. */
export function reraIdProblem(reraId: string, state: string): string | null {
  const format = RERA_FORMATS[state];
  if (!format || format.pattern.test(reraId.trim())) return null;
  return `reraId does not look like a ${format.authority} registration id (for example ${format.example})`;
}

/**
 * Issue 11: a builder's new project (for sale, under construction) must carry its RERA
 * registration id; everyone else may add one. The basic step says whether it is a new project
 * and the profile step who posts, so the rule spans two steps: the profile schema alone cannot
 * require it. Null sections (a step not filled in yet) never require it.
 */
export function reraRequired(
  basic: { listingType: string; possessionStatus: string | null } | null,
  profile: { postedBy: string } | null,
): boolean {
  return (
    profile?.postedBy === 'builder' &&
    basic?.listingType === 'sale' &&
    basic.possessionStatus === 'under-construction'
  );
}

/** The api's words when a new project comes without its RERA id. */
export const RERA_REQUIRED_MESSAGE =
  "a builder's new project (for sale, under construction) gives its RERA registration id";
