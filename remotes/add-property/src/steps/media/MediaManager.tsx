import { MessageBar, MessageBarBody, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { $draftServerId } from 'shared/drafts';
import { DeleteDialog } from './DeleteDialog';
import { DropZone } from './DropZone';
import { mediaTexts } from './i18n';
import { LimitsNote } from './LimitsNote';
import { MEDIA_RULES } from './limits';
import { MediaGrid } from './MediaGrid';
import { $counts, $items, $nextBlocked, filesPicked, mediaStepOpened } from './model';
import { Refusals } from './Refusals';

const useStyles = makeStyles({
  manager: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** The media step's body: limits, picking and dropping, the files, their order, cover and captions. */
export function MediaManager() {
  const styles = useStyles();
  const t = mediaTexts.useT();
  const [draftId, counts, items, nextBlocked, opened, picked] = useUnit([
    $draftServerId,
    $counts,
    $items,
    $nextBlocked,
    mediaStepOpened,
    filesPicked,
  ]);
  useEffect(() => {
    opened();
  }, [opened]);
  const processing = items.some((item) => item.status === 'processing');

  return (
    <div className={styles.manager}>
      <LimitsNote />
      <DropZone
        onFiles={picked}
        disabled={draftId === null}
        {...(draftId === null ? { waitingText: t('media.drop.waiting') } : {})}
      />
      <Text role="status">
        {t('media.count', {
          photos: counts.image,
          maxPhotos: MEDIA_RULES.image.maxCount,
          videos: counts.video,
          maxVideos: MEDIA_RULES.video.maxCount,
        })}
      </Text>
      <Refusals />
      <MediaGrid />
      {processing ? <Text>{t('media.processingNote')}</Text> : null}
      {nextBlocked ? (
        <MessageBar intent="warning" role="alert">
          <MessageBarBody>{t('media.nextBlocked')}</MessageBarBody>
        </MessageBar>
      ) : null}
      <DeleteDialog />
    </div>
  );
}
