import { Avatar, Button, makeStyles, tokens } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { useNavigate } from 'react-router-dom';
import { useLanguage } from 'shared/i18n';
import { profileTexts } from './i18n';
import { $loadFailed, $profile } from './model';
import { ProfileNotReady } from './ProfileNotReady';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXXL,
    alignItems: 'flex-start',
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    maxWidth: '720px',
  },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  name: { margin: 0, fontSize: tokens.fontSizeBase600 },
  note: { margin: 0, color: tokens.colorNeutralForeground2 },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalXL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  group: { display: 'contents' },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0, overflowWrap: 'anywhere' },
});

/** /profile: what buyers and tenants see of the user, and the way to change it. */
export function ProfileView() {
  const styles = useStyles();
  const t = profileTexts.useT();
  const language = useLanguage();
  const [profile, failed] = useUnit([$profile, $loadFailed]);
  const navigate = useNavigate();

  if (failed || !profile) return <ProfileNotReady />;

  const editPath = `/create-profile/${encodeURIComponent(profile._id)}`;
  const notGiven = t('view.notGiven');
  const place = [profile.city, profile.state].filter(Boolean).join(', ');
  const since = new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
    month: 'long',
    year: 'numeric',
  }).format(new Date(profile.createdAt));
  const facts: [string, string][] = [
    [t('view.role'), profile.userType ? t(`form.role.${profile.userType}`) : notGiven],
    ...(profile.userType && profile.userType !== 'owner'
      ? ([
          [t('view.company'), profile.companyName ?? notGiven],
          [t('view.rera'), profile.reraAgentId ?? notGiven],
        ] as [string, string][])
      : []),
    [t('view.city'), place || notGiven],
    [t('view.memberSince'), since],
    [t('view.activeListings'), String(profile.activeListingCount)],
  ];
  return (
    <section className={styles.card} aria-labelledby="profile-name">
      <Avatar
        size={128}
        name={profile.name ?? undefined}
        aria-label={t('view.photoOf', { name: profile.name ?? '' })}
        image={profile.profileImage ? { src: profile.profileImage } : undefined}
      />
      <div className={styles.body}>
        <h2 id="profile-name" className={styles.name}>
          {profile.name ?? t('view.noName')}
        </h2>
        <p className={styles.note}>{t('view.asOthers')}</p>
        <dl className={styles.facts}>
          {facts.map(([term, value]) => (
            <div key={term} className={styles.group}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.value}>{value}</dd>
            </div>
          ))}
        </dl>
        <div>
          <Button
            as="a"
            appearance="primary"
            href={editPath}
            onClick={(event) => {
              event.preventDefault();
              navigate(editPath);
            }}
          >
            {profile.name ? t('view.edit') : t('view.addDetails')}
          </Button>
        </div>
      </div>
    </section>
  );
}
