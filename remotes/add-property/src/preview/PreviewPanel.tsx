import { makeStyles, tokens } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { useEffect, useMemo } from 'react';
import { QualityPanel } from '../quality/QualityPanel';
import { listingQuality } from '../quality/score';
import { ListingPreview } from './ListingPreview';
import { $previewMedia, previewMediaNeeded } from './model';
import { type PreviewSections, toListingDetail } from './toListingDetail';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

type Props = {
  /** The listing's id for an edit, else the draft's. */
  id: string;
  sections: PreviewSections;
  /** Where a quality to-do links: a wizard step's path or an edit tab. */
  pathFor: (step: number) => string;
};

/** The quality score with what would raise it, and the listing as buyers will see it. */
export function PreviewPanel({ id, sections, pathFor }: Props) {
  const styles = useStyles();
  const [media, needMedia] = useUnit([$previewMedia, previewMediaNeeded]);
  const mediaIds = sections.mediaUpload?.items.map((item) => item.mediaId) ?? [];
  const idsKey = mediaIds.join(',');

  useEffect(() => {
    if (idsKey) needMedia(idsKey.split(','));
  }, [idsKey, needMedia]);

  const quality = useMemo(() => listingQuality(sections), [sections]);
  // 'Posted today' and a stable object while nothing changes (the preview re-renders less).
  const listing = useMemo(
    () => toListingDetail({ id, sections, media, now: new Date() }),
    [id, sections, media],
  );
  return (
    <div className={styles.panel}>
      <QualityPanel quality={quality} pathFor={pathFor} />
      <ListingPreview listing={listing} />
    </div>
  );
}
