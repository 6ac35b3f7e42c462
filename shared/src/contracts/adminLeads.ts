/** Where an enquiry came from (the page the seeker sent it on). */
export const LEAD_SOURCES = ['property-page', 'search-results'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/** The operations team's workflow for a lead (separate from the owner's "contacted"). */
export const LEAD_DISPATCH_STATUSES = ['new', 'assigned', 'forwarded', 'closed', 'spam'] as const;
export type LeadDispatchStatus = (typeof LEAD_DISPATCH_STATUSES)[number];
