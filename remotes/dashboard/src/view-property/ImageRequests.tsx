import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { InsightsAnswer } from 'shared/contracts/ownerListings';
import { useLanguage } from 'shared/i18n';
import { formatDay } from '../days/dates';
import { viewPropertyTexts } from './i18n';
import { useSectionStyles } from './styles';

const useStyles = makeStyles({
  list: {
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    display: 'grid',
    gap: tokens.spacingVerticalS,
  },
  item: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
  add: {
    alignSelf: 'flex-start',
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '32px',
    padding: `0 ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontWeight: tokens.fontWeightSemibold,
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorBrandBackgroundHover },
  },
});

/** The edit page's media step (step 3 of the wizard's forms): where photos are added. */
export const addPhotosPath = (propertyId: string) =>
  `/my-properties/edit/${encodeURIComponent(propertyId)}?step=3`;

type Props = { propertyId: string; requests: InsightsAnswer['imageRequests'] };

/** Buyers who asked for (more) photos, and whether a photo came after they asked. */
export function ImageRequests({ propertyId, requests }: Props) {
  const styles = { ...useSectionStyles(), ...useStyles() };
  const t = viewPropertyTexts.useT();
  const language = useLanguage();
  const id = useId();
  const waiting = requests.filter((request) => !request.answered).length;
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {t('requestsHeading')}
      </h2>
      {requests.length === 0 ? (
        <p className={styles.muted}>{t('requestsNone')}</p>
      ) : (
        <>
          <p className={styles.muted}>
            {waiting > 0 ? t('requestsWaiting', { count: waiting }) : t('requestsAllAnswered')}
          </p>
          <ul className={styles.list}>
            {requests.map((request) => (
              <li key={request._id} className={styles.item}>
                <span>{t('requestedOn', { date: formatDay(request.requestedAt, language) })}</span>
                <Badge appearance="tint" color={request.answered ? 'success' : 'warning'}>
                  {request.answered ? t('answered') : t('notAnswered')}
                </Badge>
              </li>
            ))}
          </ul>
        </>
      )}
      <Link className={styles.add} to={addPhotosPath(propertyId)}>
        {t('addPhotos')}
      </Link>
    </section>
  );
}
