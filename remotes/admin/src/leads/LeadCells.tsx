import { Badge, Button, Link, makeStyles, tokens } from '@fluentui/react-components';
import type { AdminLead, LeadDispatchStatus } from 'shared/contracts/adminLeads';
import { leadsTexts } from './i18n';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  quiet: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  message: {
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
    overflowWrap: 'anywhere',
  },
});

/** Name, mobile and e-mail as the seeker shared them (or that they are withheld). */
export function SeekerCell({ lead }: { lead: AdminLead }) {
  const styles = useStyles();
  const t = leadsTexts.useT();
  return (
    <div className={styles.stack}>
      <span>{lead.name}</span>
      <span>{lead.phone}</span>
      {lead.email ? <span className={styles.quiet}>{lead.email}</span> : null}
      {lead.contactShared ? null : <span className={styles.quiet}>{t('contactWithheld')}</span>}
      {lead.message ? <span className={styles.message}>{lead.message}</span> : null}
    </div>
  );
}

/**
 * The listing's title (a link to its page, in a new tab), where it is, and (when `onOnly` is
 * given) a button that shows only this listing's leads.
 */
export function PropertyCell({
  lead,
  onOnly,
}: {
  lead: AdminLead;
  onOnly?: (lead: AdminLead) => void;
}) {
  const styles = useStyles();
  const t = leadsTexts.useT();
  const place = [lead.propertyLocality, lead.propertyCity].filter(Boolean).join(', ');
  return (
    <div className={styles.stack}>
      <Link
        href={`/property/details/${encodeURIComponent(lead.propertyId)}`}
        target="_blank"
        rel="noopener"
      >
        {lead.propertyTitle}
      </Link>
      {place ? <span className={styles.quiet}>{place}</span> : null}
      {onOnly ? (
        <Button
          size="small"
          appearance="subtle"
          aria-label={t('onlyListingLabel', { title: lead.propertyTitle })}
          onClick={() => onOnly(lead)}
        >
          {t('onlyListing')}
        </Button>
      ) : null}
    </div>
  );
}

export function OwnerCell({ lead }: { lead: AdminLead }) {
  const styles = useStyles();
  const t = leadsTexts.useT();
  return (
    <div className={styles.stack}>
      <span>{lead.ownerName ?? t('noValue')}</span>
      <span className={styles.quiet}>{lead.ownerPhone}</span>
    </div>
  );
}

const COLOURS: Record<
  LeadDispatchStatus,
  'informative' | 'brand' | 'success' | 'subtle' | 'danger'
> = {
  new: 'informative',
  assigned: 'brand',
  forwarded: 'success',
  closed: 'subtle',
  spam: 'danger',
};

export function LeadStatusBadge({ status }: { status: LeadDispatchStatus }) {
  const t = leadsTexts.useT();
  return (
    <Badge appearance="tint" color={COLOURS[status]}>
      {t(`status.${status}`)}
    </Badge>
  );
}
