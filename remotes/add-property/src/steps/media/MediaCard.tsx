import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  Button,
  Field,
  Input,
  makeStyles,
  mergeClasses,
  ProgressBar,
  Radio,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { useLanguage } from 'shared/i18n';
import { mediaTexts } from './i18n';
import type { MediaItem } from './items';
import { formatBytes } from './labels';
import {
  captionChanged,
  coverChosen,
  deleteAsked,
  itemDiscarded,
  uploadCancelled,
  uploadRetried,
} from './model';
import { usePreview } from './usePreview';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalS,
    listStyleType: 'none',
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    touchAction: 'manipulation',
    minWidth: 0,
  },
  caption: { width: '100%', minWidth: 0 },
  dragging: { boxShadow: tokens.shadow16, zIndex: 1, position: 'relative' },
  frame: {
    position: 'relative',
    aspectRatio: '4 / 3',
    borderRadius: tokens.borderRadiusMedium,
    overflow: 'hidden',
    backgroundColor: tokens.colorNeutralBackground3,
    backgroundSize: 'cover',
    backgroundPosition: 'center',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
  },
  thumbnail: { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
  overlay: {
    position: 'absolute',
    inset: 'auto 0 0 0',
    padding: tokens.spacingVerticalXS,
    backgroundColor: tokens.colorNeutralBackgroundAlpha2,
  },
  handle: {
    position: 'absolute',
    top: tokens.spacingVerticalXS,
    left: tokens.spacingHorizontalXS,
    touchAction: 'none',
  },
  name: { overflowWrap: 'anywhere' },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  error: { color: tokens.colorPaletteRedForeground1 },
  quiet: { color: tokens.colorNeutralForeground3 },
});

type Props = { item: MediaItem; name: string; isCover: boolean };

/** One file: thumbnail or progress, its state in words, Cancel/Retry/Delete, cover and caption. */
export function MediaCard({ item, name, isCover }: Props) {
  const styles = useStyles();
  const t = mediaTexts.useT();
  const language = useLanguage();
  const actions = useUnit({
    cancel: uploadCancelled,
    retry: uploadRetried,
    discard: itemDiscarded,
    askDelete: deleteAsked,
    chooseCover: coverChosen,
    changeCaption: captionChanged,
  });
  const sortable = useSortable({ id: item.key });
  const cardStyle = {
    transform: CSS.Transform.toString(sortable.transform),
    transition: sortable.transition,
  };
  const onServer = item.mediaId !== null;
  const stopped = item.status === 'failed' || item.status === 'cancelled';
  const ready = item.status === 'ready';
  const preview = usePreview(item.key, item.kind === 'image' && !(ready && item.thumbnailUrl));
  const showCover = item.kind === 'image' && onServer && item.status !== 'failed';

  return (
    <li
      ref={sortable.setNodeRef}
      style={cardStyle}
      className={mergeClasses(styles.card, sortable.isDragging && styles.dragging)}
    >
      <div className={styles.frame} style={placeholderStyle(item.placeholder)}>
        {ready && item.thumbnailUrl ? (
          <img className={styles.thumbnail} src={item.thumbnailUrl} alt={item.caption || name} />
        ) : preview ? (
          <img className={styles.thumbnail} src={preview} alt={name} />
        ) : item.kind === 'video' && ready ? (
          <Text>{t('media.video')}</Text>
        ) : null}
        {item.status === 'processing' ? (
          <Spinner className={styles.overlay} size="small" label={t('media.status.processing')} />
        ) : null}
        <Button
          ref={sortable.setActivatorNodeRef}
          className={styles.handle}
          size="small"
          aria-label={t('media.move', { file: name })}
          icon={<MoveIcon />}
          {...sortable.attributes}
          {...sortable.listeners}
        />
      </div>
      <Text className={styles.name} weight="semibold">
        {name}
      </Text>
      <Status item={item} name={name} language={language} />
      <div className={styles.row}>
        {item.status === 'preparing' || item.status === 'uploading' ? (
          <Button
            size="small"
            aria-label={t('media.cancelFile', { file: name })}
            onClick={() => actions.cancel(item.key)}
          >
            {t('media.cancel')}
          </Button>
        ) : null}
        {item.retryable && !onServer && stopped ? (
          <Button
            size="small"
            appearance="primary"
            aria-label={t('media.retryFile', { file: name })}
            onClick={() => actions.retry(item.key)}
          >
            {t('media.retry')}
          </Button>
        ) : null}
        {!onServer && stopped ? (
          <Button
            size="small"
            aria-label={t('media.removeFile', { file: name })}
            onClick={() => actions.discard(item.key)}
          >
            {t('media.remove')}
          </Button>
        ) : null}
        {onServer ? (
          <Button
            size="small"
            aria-label={t('media.deleteFile', { file: name })}
            onClick={() => actions.askDelete(item.key)}
          >
            {t('media.delete')}
          </Button>
        ) : null}
      </div>
      {showCover ? (
        <Radio
          name="media-cover"
          value={item.mediaId ?? ''}
          checked={isCover}
          label={t('media.cover')}
          aria-label={t('media.coverFile', { file: name })}
          onChange={() => item.mediaId && actions.chooseCover(item.mediaId)}
        />
      ) : null}
      {onServer && item.status !== 'failed' ? (
        <Field label={t('media.caption')}>
          <Input
            className={styles.caption}
            value={item.caption}
            maxLength={200}
            placeholder={t('media.captionPlaceholder')}
            aria-label={t('media.captionFile', { file: name })}
            onChange={(_, data) => actions.changeCaption({ key: item.key, caption: data.value })}
          />
        </Field>
      ) : null}
    </li>
  );
}

function Status({ item, name, language }: { item: MediaItem; name: string; language: string }) {
  const styles = useStyles();
  const t = mediaTexts.useT();
  const resized =
    item.originalBytes !== null &&
    item.uploadBytes !== null &&
    item.uploadBytes < item.originalBytes;
  switch (item.status) {
    case 'preparing':
      return <Text className={styles.quiet}>{t('media.status.preparing', { file: name })}</Text>;
    case 'uploading':
      return (
        <Field
          validationState="none"
          validationMessage={t('media.status.progress', {
            sent: formatBytes(item.bytesSent, language),
            total: formatBytes(item.bytesTotal, language),
          })}
        >
          <ProgressBar
            aria-label={t('media.status.uploading', { file: name })}
            value={item.bytesTotal > 0 ? item.bytesSent / item.bytesTotal : 0}
            max={1}
          />
        </Field>
      );
    case 'failed':
      return (
        <Text role="status" className={styles.error}>
          {item.error ??
            t(item.retryable ? 'media.status.failed' : 'media.status.failedProcessing')}
        </Text>
      );
    case 'cancelled':
      return <Text className={styles.quiet}>{t('media.status.cancelled')}</Text>;
    default:
      return resized ? (
        <Text size={200} className={styles.quiet}>
          {t('media.status.resized', {
            from: formatBytes(item.originalBytes ?? 0, language),
            to: formatBytes(item.uploadBytes ?? 0, language),
          })}
        </Text>
      ) : null;
  }
}

/** The server's placeholder (a tiny data URI, or a colour) under the photo while it loads. */
function placeholderStyle(placeholder: string | null) {
  if (!placeholder) return undefined;
  return placeholder.startsWith('data:image/')
    ? { backgroundImage: `url("${placeholder}")` }
    : { backgroundColor: placeholder };
}

function MoveIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M8 1 5.5 3.5h5zM8 15l2.5-2.5h-5zM1 8l2.5 2.5v-5zM15 8l-2.5-2.5v5zM7.25 3.5h1.5v9h-1.5zM3.5 7.25h9v1.5h-9z"
      />
    </svg>
  );
}
