import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ListingImage } from 'shared/contracts/listings';
import { listingTexts } from '../i18n';

const useStyles = makeStyles({
  frame: {
    display: 'block',
    width: '100%',
    height: 'auto',
    aspectRatio: '4 / 3',
    objectFit: 'cover',
    backgroundColor: tokens.colorNeutralBackground3,
  },
  empty: {
    display: 'grid',
    placeItems: 'center',
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
  },
});

/** Card widths: one column on phones, two from 600 px, three from 1200 px (minus the filter column). */
export const CARD_IMAGE_SIZES = '(min-width: 1200px) 300px, (min-width: 600px) 45vw, 100vw';

type Props = {
  image: ListingImage | null;
  /** The first row is above the fold: load it at once and first; the rest lazily. */
  priority?: boolean;
  sizes?: string;
  className?: string;
};

export function ListingPhoto({
  image,
  priority = false,
  sizes = CARD_IMAGE_SIZES,
  className,
}: Props) {
  const styles = useStyles();
  const t = listingTexts.useT();
  if (!image) {
    return (
      <div
        className={mergeClasses(styles.frame, styles.empty, className)}
        role="img"
        aria-label={t('card.noPhoto')}
      >
        {t('card.noPhoto')}
      </div>
    );
  }
  return (
    <img
      className={mergeClasses(styles.frame, className)}
      src={image.url}
      srcSet={image.srcSet}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
    />
  );
}
