import { Avatar, Button, makeStyles, ProgressBar, tokens } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { MEDIA_LIMITS } from 'shared/contracts/media';
import { renewSession } from '../api';
import { profileTexts } from '../i18n';
import {
  $photo,
  $shownPhoto,
  $userId,
  photoDiscarded,
  photoFailed,
  photoProgressed,
  photoRemoveClicked,
  photoUploaded,
  photoUploadStarted,
} from '../model';
import { type AvatarUploader, createAvatarUploader } from './avatarUploader';
import { PhotoCropper } from './PhotoCropper';

const useStyles = makeStyles({
  fieldset: {
    border: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  legend: { padding: 0, fontWeight: tokens.fontWeightSemibold },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  hint: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  error: { margin: 0, color: tokens.colorPaletteRedForeground1 },
  hidden: { display: 'none' },
});

/** The profile photo: choose, crop to a square, upload with progress and retry. */
export function PhotoField({ name }: { name: string }) {
  const styles = useStyles();
  const t = profileTexts.useT();
  const [photo, shown, userId] = useUnit([$photo, $shownPhoto, $userId]);
  const events = useUnit({
    photoUploadStarted,
    photoProgressed,
    photoUploaded,
    photoFailed,
    photoDiscarded,
    photoRemoveClicked,
  });
  const input = useRef<HTMLInputElement>(null);
  const uploader = useRef<AvatarUploader | null>(null);
  /** Retry resumes a broken upload; a photo refused after its upload is sent again. */
  const lastCropped = useRef<File | null>(null);
  const uploadBroke = useRef(false);
  const [chosen, setChosen] = useState<File | null>(null);
  const [pickProblem, setPickProblem] = useState<string | null>(null);

  useEffect(() => () => uploader.current?.cancel(), []);

  const uploaderOf = () => {
    uploader.current ??= createAvatarUploader(
      {
        progressed: events.photoProgressed,
        uploaded: (mediaId) => {
          uploadBroke.current = false;
          events.photoUploaded(mediaId);
        },
        failed: (reason) => {
          uploadBroke.current = true;
          events.photoFailed(reason);
        },
      },
      () => renewSession(userId ?? ''),
    );
    return uploader.current;
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    if (!(MEDIA_LIMITS.photo.types as readonly string[]).includes(file.type))
      return setPickProblem(t('photo.notImage'));
    if (file.size > MEDIA_LIMITS.photo.maxBytes) return setPickProblem(t('photo.tooBig'));
    setPickProblem(null);
    setChosen(file);
  };

  const onCropped = (cropped: File) => {
    setChosen(null);
    lastCropped.current = cropped;
    events.photoUploadStarted();
    uploaderOf().start(cropped);
  };

  if (chosen)
    return (
      <PhotoCropper
        file={chosen}
        onCropped={onCropped}
        onCancel={() => setChosen(null)}
        onUnreadable={() => {
          setChosen(null);
          setPickProblem(t('photo.unreadable'));
        }}
      />
    );

  const busy = photo.step === 'uploading' || photo.step === 'processing';
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('photo.legend')}</legend>
      <div className={styles.row}>
        <Avatar
          size={96}
          name={name || undefined}
          image={shown ? { src: shown } : undefined}
          {...(shown
            ? { 'aria-label': t(photo.step === 'ready' ? 'photo.preview' : 'photo.current') }
            : { 'aria-hidden': true })}
        />
        <div className={styles.buttons}>
          <Button disabled={busy} onClick={() => input.current?.click()}>
            {shown ? t('photo.change') : t('photo.choose')}
          </Button>
          {shown && !busy && (
            <Button
              appearance="subtle"
              onClick={() =>
                photo.step === 'ready' ? events.photoDiscarded() : events.photoRemoveClicked()
              }
            >
              {t('photo.remove')}
            </Button>
          )}
        </div>
      </div>
      {!shown && <p className={styles.hint}>{t('photo.none')}</p>}
      <p className={styles.hint}>{t('photo.types')}</p>
      <input
        ref={input}
        type="file"
        accept={MEDIA_LIMITS.photo.types.join(',')}
        className={styles.hidden}
        tabIndex={-1}
        aria-hidden="true"
        onChange={onPick}
      />
      {pickProblem && (
        <p role="alert" className={styles.error}>
          {pickProblem}
        </p>
      )}
      <div aria-live="polite">
        {photo.step === 'uploading' && (
          <ProgressBar
            value={photo.percent / 100}
            aria-label={t('photo.uploading', { percent: String(photo.percent) })}
          />
        )}
        {photo.step === 'uploading' && (
          <p className={styles.hint}>{t('photo.uploading', { percent: String(photo.percent) })}</p>
        )}
        {photo.step === 'processing' && <p className={styles.hint}>{t('photo.processing')}</p>}
        {photo.step === 'ready' && <p className={styles.hint}>{t('photo.ready')}</p>}
      </div>
      {photo.step === 'failed' && (
        <div role="alert">
          <p className={styles.error}>
            {photo.reason ? t('photo.failed', { reason: photo.reason }) : t('photo.failedNetwork')}
          </p>
          <Button
            onClick={() => {
              events.photoUploadStarted();
              if (uploadBroke.current) uploaderOf().retry();
              else if (lastCropped.current) uploaderOf().start(lastCropped.current);
            }}
          >
            {t('photo.retry')}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
