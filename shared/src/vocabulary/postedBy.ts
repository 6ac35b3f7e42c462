/** Who advertises a listing (also a user's `userType`). */
export const POSTED_BY = ['owner', 'agent', 'builder'] as const;
export type PostedBy = (typeof POSTED_BY)[number];

export const POSTED_BY_LABELS: Record<PostedBy, string> = {
  owner: 'Owner',
  agent: 'Agent',
  builder: 'Builder',
};
