import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import type { ListingMedia } from 'shared/contracts/listings';
import { listingTexts } from '../i18n';

const useStyles = makeStyles({
  gallery: {
    position: 'relative',
    alignSelf: 'start',
    borderRadius: tokens.borderRadiusXLarge,
    overflow: 'hidden',
    backgroundColor: tokens.colorNeutralBackground3,
    touchAction: 'pan-y',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  photo: {
    display: 'block',
    width: '100%',
    height: 'auto',
    aspectRatio: '4 / 3',
    objectFit: 'cover',
  },
  nav: {
    position: 'absolute',
    top: '50%',
    transform: 'translateY(-50%)',
  },
  previous: { left: tokens.spacingHorizontalS },
  next: { right: tokens.spacingHorizontalS },
  counter: {
    position: 'absolute',
    bottom: tokens.spacingVerticalS,
    right: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackgroundInverted,
    color: tokens.colorNeutralForegroundInverted,
    fontSize: tokens.fontSizeBase200,
  },
  empty: {
    display: 'grid',
    placeItems: 'center',
    aspectRatio: '4 / 3',
    color: tokens.colorNeutralForeground3,
  },
});

/** A horizontal move this long (px) counts as a swipe. */
const SWIPE_PX = 40;
const SIZES = '(min-width: 1200px) 760px, (min-width: 900px) 60vw, 100vw';

type Props = { media: ListingMedia[]; title: string };

/** Photos with Previous/Next buttons, the arrow keys and a swipe; the first photo is the LCP. */
export function Gallery({ media, title }: Props) {
  const styles = useStyles();
  const t = listingTexts.useT();
  const images = media.filter((item) => item.kind === 'image');
  const [index, setIndex] = useState(0);
  const swipeStart = useRef<number | null>(null);

  if (images.length === 0) {
    return (
      <div
        className={mergeClasses(styles.gallery, styles.empty)}
        role="img"
        aria-label={t('gallery.none')}
      >
        {t('gallery.none')}
      </div>
    );
  }
  const count = images.length;
  const show = (next: number) => setIndex((next + count) % count);
  const current = images[Math.min(index, count - 1)] as ListingMedia;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') show(index + 1);
    else if (event.key === 'ArrowLeft') show(index - 1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const moved = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(moved) >= SWIPE_PX) show(moved < 0 ? index + 1 : index - 1);
  };

  return (
    <section
      className={styles.gallery}
      aria-roledescription="carousel"
      aria-label={t('gallery.label', { title })}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
    >
      <img
        className={styles.photo}
        src={current.url}
        srcSet={current.srcSet ?? undefined}
        sizes={SIZES}
        width={current.width ?? 1280}
        height={current.height ?? 960}
        // 'Photo 3 of 2 BHK Apartment' read as a photo of a count: the title comes first.
        alt={current.caption ?? t('gallery.photoAlt', { title, number: index + 1, count })}
        fetchPriority={index === 0 ? 'high' : 'auto'}
        draggable={false}
      />
      {count > 1 && (
        <>
          <Button
            className={mergeClasses(styles.nav, styles.previous)}
            shape="circular"
            aria-label={t('gallery.previous')}
            icon={<span aria-hidden="true">‹</span>}
            onClick={() => show(index - 1)}
          />
          <Button
            className={mergeClasses(styles.nav, styles.next)}
            shape="circular"
            aria-label={t('gallery.next')}
            icon={<span aria-hidden="true">›</span>}
            onClick={() => show(index + 1)}
          />
        </>
      )}
      <span className={styles.counter} aria-live="polite">
        {t('gallery.counter', { number: index + 1, count })}
      </span>
    </section>
  );
}
