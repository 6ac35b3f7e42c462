import { Button, Field, makeStyles, tokens } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { settingsTexts } from './i18n';
import { $logoError, logoSubmitted, uploadLogoFx } from './model';

const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const LOGO_MAX_BYTES = 2 * 1024 * 1024;

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  text: { margin: 0, color: tokens.colorNeutralForeground2 },
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalL,
  },
  figure: { margin: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  image: {
    maxHeight: '64px',
    maxWidth: '256px',
    padding: tokens.spacingHorizontalS,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
});

/** What is wrong with a chosen file before it is sent (the api checks the bytes again). */
export function logoFileProblem(file: File): 'logo.wrongType' | 'logo.tooBig' | null {
  if (!LOGO_TYPES.includes(file.type)) return 'logo.wrongType';
  if (file.size > LOGO_MAX_BYTES) return 'logo.tooBig';
  return null;
}

/** The LOGO: the current one, a chosen image previewed, then uploaded (stored as WebP). */
export function LogoSection({ logo }: { logo: string | null }) {
  const styles = useStyles();
  const t = settingsTexts.useT();
  const inputId = useId();
  const [serverError, submit, uploading] = useUnit([
    $logoError,
    logoSubmitted,
    uploadLogoFx.pending,
  ]);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  // A saved logo replaces the preview with the current one.
  useEffect(() => uploadLogoFx.done.watch(() => setFile(null)), []);

  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.files?.[0] ?? null;
    const wrong = next ? logoFileProblem(next) : null;
    setProblem(wrong ? t(wrong) : null);
    setFile(wrong ? null : next);
    if (!next || wrong) setPreview(null);
  };
  const error = problem ?? serverError;

  return (
    <section className={styles.section} aria-labelledby="settings-logo-heading">
      <h2 id="settings-logo-heading" className={styles.heading}>
        {t('logo.heading')}
      </h2>
      <p className={styles.text}>{t('logo.intro')}</p>
      <div className={styles.row}>
        {logo ? (
          <figure className={styles.figure}>
            <img className={styles.image} src={logo} alt={t('logo.current')} />
            <figcaption>{t('logo.current')}</figcaption>
          </figure>
        ) : (
          <p className={styles.text}>{t('logo.none')}</p>
        )}
        {file && preview ? (
          <figure className={styles.figure}>
            <img className={styles.image} src={preview} alt={t('logo.chosen')} />
            <figcaption>{t('logo.chosen')}</figcaption>
          </figure>
        ) : null}
      </div>
      <div className={styles.row}>
        <Field
          label={{ children: t('logo.choose'), htmlFor: inputId }}
          validationState={error ? 'error' : 'none'}
          validationMessage={error ?? undefined}
        >
          <input id={inputId} type="file" accept={LOGO_TYPES.join(',')} onChange={chosen} />
        </Field>
        <Button
          appearance="primary"
          disabled={!file || uploading}
          onClick={() => file && submit(file)}
        >
          {uploading ? t('logo.uploading') : t('logo.upload')}
        </Button>
      </div>
    </section>
  );
}
