import type { Translate } from 'shared/i18n';
import type { Refusal } from './checks';
import type { mediaTexts } from './i18n';
import type { MediaItem } from './items';
import { MEDIA_RULES, megabytes } from './limits';

export type MediaT = Translate<Parameters<ReturnType<typeof mediaTexts.useT>>[0]>;

/** The name a file goes by: its file name, or "Photo 3" for one restored from the draft. */
export function itemName(t: MediaT, item: MediaItem, position: number): string {
  if (item.fileName) return item.fileName;
  return t(item.kind === 'image' ? 'media.item.photo' : 'media.item.video', { n: position + 1 });
}

/** Why a file was refused, in words with what to do. */
export function refusalMessage(t: MediaT, refusal: Refusal): string {
  const file = refusal.fileName;
  const minutes = Math.round(MEDIA_RULES.video.maxSeconds / 60);
  switch (refusal.code) {
    case 'heic':
      return t('media.refused.heic', { file });
    case 'type':
      return t('media.refused.type', { file });
    case 'size':
      return refusal.kind === 'video'
        ? t('media.refused.sizeVideo', { file, mb: megabytes(MEDIA_RULES.video.maxBytes) })
        : t('media.refused.sizeImage', { file, mb: megabytes(MEDIA_RULES.image.maxBytes) });
    case 'count':
      return refusal.kind === 'video'
        ? t('media.refused.countVideo', { file, count: MEDIA_RULES.video.maxCount })
        : t('media.refused.countImage', { file, count: MEDIA_RULES.image.maxCount });
    case 'length':
      return t('media.refused.length', { file, minutes });
    case 'duplicate':
      return t('media.refused.duplicate', { file });
    default:
      return t('media.refused.unreadable', { file });
  }
}

/** "2.4 MB", "850 KB" in the page's language. */
export function formatBytes(bytes: number, language: string): string {
  const [value, unit] =
    bytes >= 1024 * 1024 ? [bytes / 1024 / 1024, 'megabyte'] : [bytes / 1024, 'kilobyte'];
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}
