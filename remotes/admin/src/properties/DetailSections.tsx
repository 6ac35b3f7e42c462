import { makeStyles, tokens } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import type { AdminPropertyDetail, FieldChange } from 'shared/contracts/adminProperties';
import { useLanguage } from 'shared/i18n';
import { useVocabulary } from 'shared/i18n/vocabulary';
import { formatIndiaMoment } from '../dates';
import { FlagBadges } from './FlagBadges';
import { propertiesTexts } from './i18n';
import { $history } from './model';

export const useSectionStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
    '& dd': { margin: 0 },
    '& dt': { color: tokens.colorNeutralForeground2 },
  },
  text: { margin: 0, whiteSpace: 'pre-wrap' },
  changes: { borderCollapse: 'collapse', '& th, & td': { textAlign: 'start', padding: '4px 8px' } },
  photos: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
    gap: tokens.spacingHorizontalS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    '& img': { width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: '4px' },
  },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

function Facts({ items }: { items: [string, string][] }) {
  const styles = useSectionStyles();
  return (
    <dl className={styles.facts}>
      {items.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ListingFacts({ property }: { property: AdminPropertyDetail }) {
  const t = propertiesTexts.useT();
  const styles = useSectionStyles();
  const vocabulary = useVocabulary();
  const none = t('noValue');
  return (
    <section className={styles.section} aria-label={t('detail.facts')}>
      <Facts
        items={[
          [t('fact.listingType'), t(`listingType.${property.listingType}`)],
          [t('fact.propertyType'), vocabulary.label('propertyType', property.propertyType)],
          [t('fact.price'), vocabulary.price(property.price, property.listingType)],
          [t('fact.bhk'), property.bhk === null ? none : String(property.bhk)],
          [t('fact.area'), vocabulary.area(property.areaSqft) ?? none],
          [t('fact.locality'), property.locality ?? none],
          [t('fact.city'), property.city ?? none],
          [t('fact.state'), property.state ?? none],
          [t('fact.pincode'), property.pincode ?? none],
          [t('fact.address'), property.address ?? none],
          [t('fact.project'), property.projectName ?? none],
          [
            t('fact.postedBy'),
            vocabulary.label('postedBy', property.postedBy as 'owner') || property.postedBy,
          ],
        ]}
      />
      <h3 className={styles.heading}>{t('detail.description')}</h3>
      <p className={styles.text}>{property.description || t('detail.noDescription')}</p>
    </section>
  );
}

const shown = (value: FieldChange['before'], none: string) =>
  value === null || value === '' ? none : Array.isArray(value) ? value.join(', ') : String(value);

/** The owner's edit waiting: each changed field before -> after, and the photos it adds or drops. */
export function RevisionChanges({ property }: { property: AdminPropertyDetail }) {
  const t = propertiesTexts.useT();
  const styles = useSectionStyles();
  const language = useLanguage();
  const revision = property.revision;
  if (!revision?.submittedAt) return null;
  const none = t('noValue');
  // A column without its own label (a rarely edited one) is shown by its name.
  const fieldLabel = (field: string) => {
    const key = `field.${field}` as 'field.title';
    const label = t(key);
    return label === key ? field : label;
  };
  return (
    <section className={styles.section} aria-labelledby="revision-heading">
      <h3 id="revision-heading" className={styles.heading}>
        {t('revision.heading')}
      </h3>
      <p className={styles.text}>
        {t('revision.submitted', { date: formatIndiaMoment(revision.submittedAt, language) })}
      </p>
      {revision.changes.length ? (
        <table className={styles.changes}>
          <thead>
            <tr>
              <th scope="col">{t('revision.field')}</th>
              <th scope="col">{t('revision.before')}</th>
              <th scope="col">{t('revision.after')}</th>
            </tr>
          </thead>
          <tbody>
            {revision.changes.map((change) => (
              <tr key={change.field}>
                <th scope="row">{fieldLabel(change.field)}</th>
                <td>{shown(change.before, none)}</td>
                <td>{shown(change.after, none)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className={styles.text}>{t('revision.noChanges')}</p>
      )}
      <p className={styles.text}>
        {t('revision.photos', { added: revision.photosAdded, removed: revision.photosRemoved })}
      </p>
    </section>
  );
}

export function Photos({ property }: { property: AdminPropertyDetail }) {
  const t = propertiesTexts.useT();
  const styles = useSectionStyles();
  return (
    <section className={styles.section} aria-labelledby="photos-heading">
      <h3 id="photos-heading" className={styles.heading}>
        {t('photos.heading')}
      </h3>
      {property.photos.length === 0 ? <p className={styles.text}>{t('photos.none')}</p> : null}
      <ul className={styles.photos}>
        {property.photos.map((photo, index) => (
          <li key={photo._id}>
            {photo.url && photo.kind === 'image' ? (
              <img
                src={photo.url}
                alt={photo.caption ?? t('photos.alt', { number: index + 1 })}
                loading="lazy"
              />
            ) : (
              <span>{t('photos.processing', { number: index + 1 })}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function FlagsAndOwner({ property }: { property: AdminPropertyDetail }) {
  const t = propertiesTexts.useT();
  const styles = useSectionStyles();
  const none = t('noValue');
  return (
    <>
      <section className={styles.section} aria-labelledby="flags-heading">
        <h3 id="flags-heading" className={styles.heading}>
          {t('flags.heading')}
        </h3>
        {property.flags.length ? (
          <>
            <FlagBadges flags={property.flags} />
            <ul className={styles.list}>
              {property.flags.map((flag, index) => (
                <li key={`${flag.kind}-${index}`}>{flag.detail}</li>
              ))}
            </ul>
          </>
        ) : (
          <p className={styles.text}>{t('flags.none')}</p>
        )}
      </section>
      <section className={styles.section} aria-labelledby="owner-heading">
        <h3 id="owner-heading" className={styles.heading}>
          {t('owner.heading')}
        </h3>
        <Facts
          items={[
            [t('owner.name'), property.ownerName ?? none],
            [t('owner.phone'), property.ownerPhone],
            [t('owner.email'), property.ownerEmail ?? none],
          ]}
        />
      </section>
    </>
  );
}

/** The listing's life dates and every staff action on it, newest first. */
export function History() {
  const t = propertiesTexts.useT();
  const styles = useSectionStyles();
  const language = useLanguage();
  const history = useUnit($history);
  if (!history) return null;
  const at = (value: string) => formatIndiaMoment(value, language);
  const { lifecycle } = history;
  const dates = [
    t('history.created', { date: at(lifecycle.createdAt) }),
    lifecycle.submittedAt ? t('history.submitted', { date: at(lifecycle.submittedAt) }) : null,
    lifecycle.publishedAt ? t('history.published', { date: at(lifecycle.publishedAt) }) : null,
    lifecycle.reviewedAt ? t('history.reviewed', { date: at(lifecycle.reviewedAt) }) : null,
    lifecycle.expiresAt ? t('history.expires', { date: at(lifecycle.expiresAt) }) : null,
  ].filter((line): line is string => line !== null);
  const actionName = (action: string) => {
    const key = `action.${action}` as 'action.property.approve';
    const text = t(key);
    return text === key ? action : text;
  };
  return (
    <section className={styles.section} aria-labelledby="history-heading">
      <h3 id="history-heading" className={styles.heading}>
        {t('history.heading')}
      </h3>
      <ul className={styles.list}>
        {dates.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {history.entries.length ? (
        <ol className={styles.list}>
          {history.entries.map((entry) => (
            <li key={entry._id}>
              {t('history.entry', {
                action: actionName(entry.action),
                who: entry.adminEmail,
                date: at(entry.createdAt),
              })}
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.text}>{t('history.none')}</p>
      )}
    </section>
  );
}
