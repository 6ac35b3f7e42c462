import { Button, makeStyles, Slider, tokens } from '@fluentui/react-components';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { profileTexts } from '../i18n';
import {
  type Crop,
  centredCrop,
  cropAfterKey,
  exportSquare,
  MAX_ZOOM,
  MIN_ZOOM,
  panBy,
  photoPlacement,
  type Size,
  zoomTo,
} from './crop';

const VIEWPORT = 240;

const useStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400 },
  viewport: {
    position: 'relative',
    width: `${VIEWPORT}px`,
    height: `${VIEWPORT}px`,
    overflow: 'hidden',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    cursor: 'grab',
    touchAction: 'none',
    userSelect: 'none',
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '2px',
    },
  },
  image: { position: 'absolute', maxWidth: 'none', pointerEvents: 'none' },
  // The circle the header shows: the corners are cut there.
  ring: {
    position: 'absolute',
    inset: 0,
    borderRadius: '50%',
    boxShadow: '0 0 0 999px rgba(0, 0, 0, 0.35)',
    pointerEvents: 'none',
  },
  help: { margin: 0, color: tokens.colorNeutralForeground2, maxWidth: '480px' },
  zoom: { width: `${VIEWPORT}px` },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/**
 * Crops a chosen photo to a square: drag with a mouse or a finger, pinch or wheel to zoom, or the
 * arrow keys and + / - on the focused crop area, and the Zoom slider. Exports with a canvas.
 */
export function PhotoCropper({
  file,
  onCropped,
  onCancel,
  onUnreadable,
}: {
  file: File;
  onCropped: (cropped: File) => void;
  onCancel: () => void;
  onUnreadable: () => void;
}) {
  const styles = useStyles();
  const t = profileTexts.useT();
  const [url] = useState(() => URL.createObjectURL(file));
  const [photo, setPhoto] = useState<Size | null>(null);
  const [crop, setCrop] = useState<Crop>({ zoom: 1, cx: 0, cy: 0 });
  const image = useRef<HTMLImageElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<number | null>(null);

  useEffect(() => () => URL.revokeObjectURL(url), [url]);

  // React's wheel listener is passive: the page would scroll while zooming.
  useEffect(() => {
    const element = viewport.current;
    if (!element || !photo) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      setCrop((current) =>
        zoomTo(current, photo, current.zoom * (event.deltaY < 0 ? 1.1 : 1 / 1.1)),
      );
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [photo]);

  const onLoad = () => {
    const element = image.current;
    if (!element?.naturalWidth) return onUnreadable();
    const size = { width: element.naturalWidth, height: element.naturalHeight };
    setPhoto(size);
    setCrop(centredCrop(size));
  };

  const spread = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : null;
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    pinch.current = spread();
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const last = pointers.current.get(event.pointerId);
    if (!last || !photo) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size >= 2) {
      const now = spread();
      const before = pinch.current;
      pinch.current = now;
      if (now && before)
        setCrop((current) => zoomTo(current, photo, (current.zoom * now) / before));
      return;
    }
    const dx = event.clientX - last.x;
    const dy = event.clientY - last.y;
    setCrop((current) => panBy(current, photo, VIEWPORT, dx, dy));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    pinch.current = spread();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!photo) return;
    const next = cropAfterKey(crop, photo, event.key);
    if (!next) return;
    event.preventDefault();
    setCrop(next);
  };

  const use = async () => {
    if (!image.current) return;
    try {
      onCropped(await exportSquare(image.current, crop, file.name));
    } catch {
      onUnreadable();
    }
  };

  const placement = photo ? photoPlacement(crop, photo, VIEWPORT) : null;
  return (
    <section className={styles.box} aria-labelledby="profile-crop-heading">
      <h3 id="profile-crop-heading" className={styles.heading}>
        {t('photo.cropHeading')}
      </h3>
      <p id="profile-crop-help" className={styles.help}>
        {t('photo.cropHelp')}
      </p>
      <div
        ref={viewport}
        role="application"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the crop area itself takes the arrow keys and + / -
        tabIndex={0}
        aria-label={t('photo.cropArea')}
        aria-describedby="profile-crop-help"
        className={styles.viewport}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKeyDown}
      >
        <img
          ref={image}
          src={url}
          alt=""
          className={styles.image}
          onLoad={onLoad}
          onError={onUnreadable}
          draggable={false}
          style={
            placement
              ? {
                  width: `${placement.width}px`,
                  height: `${placement.height}px`,
                  left: `${placement.left}px`,
                  top: `${placement.top}px`,
                }
              : { visibility: 'hidden' }
          }
        />
        <div className={styles.ring} />
      </div>
      <Slider
        className={styles.zoom}
        aria-label={t('photo.zoom')}
        min={MIN_ZOOM * 100}
        max={MAX_ZOOM * 100}
        step={5}
        value={Math.round(crop.zoom * 100)}
        disabled={!photo}
        onChange={(_, data) => photo && setCrop(zoomTo(crop, photo, data.value / 100))}
      />
      <div className={styles.actions}>
        <Button appearance="primary" disabled={!photo} onClick={() => void use()}>
          {t('photo.usePhoto')}
        </Button>
        <Button onClick={onCancel}>{t('photo.cancel')}</Button>
      </div>
    </section>
  );
}
