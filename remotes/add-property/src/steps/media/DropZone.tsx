import {
  Button,
  makeStyles,
  mergeClasses,
  shorthands,
  Text,
  tokens,
} from '@fluentui/react-components';
import { type DragEvent, useId, useRef, useState } from 'react';
import { mediaTexts } from './i18n';
import { ACCEPT } from './limits';

const useStyles = makeStyles({
  zone: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`,
    border: `${tokens.strokeWidthThick} dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
    textAlign: 'center',
  },
  over: {
    ...shorthands.borderColor(tokens.colorBrandStroke1),
    backgroundColor: tokens.colorBrandBackground2,
  },
  input: { display: 'none' },
});

type Props = { onFiles: (files: File[]) => void; disabled: boolean; waitingText?: string };

/**
 * Drop files here, or press the button (a real file input behind it, so phones offer the camera
 * and the gallery). The button is the keyboard's way in; the zone only adds dropping.
 */
export function DropZone({ onFiles, disabled, waitingText }: Props) {
  const styles = useStyles();
  const t = mediaTexts.useT();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [over, setOver] = useState(false);

  const dragOver = (event: DragEvent) => {
    if (disabled || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) onFiles([...event.dataTransfer.files]);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled region around the button and the drop target
    <div
      role="group"
      aria-label={t('media.drop.region')}
      className={mergeClasses(styles.zone, over && styles.over)}
      onDragOver={dragOver}
      onDragEnter={dragOver}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <Text id={hintId}>{waitingText ?? t('media.drop.hint')}</Text>
      <Button
        appearance="primary"
        disabled={disabled}
        aria-describedby={hintId}
        onClick={() => input.current?.click()}
      >
        {t('media.drop.choose')}
      </Button>
      <input
        ref={input}
        className={styles.input}
        type="file"
        multiple
        accept={ACCEPT}
        tabIndex={-1}
        aria-hidden="true"
        data-testid="media-file-input"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </div>
  );
}
