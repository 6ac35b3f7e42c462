/**
 * A square crop of a photo, in the photo's own pixels: the square's centre and the zoom (1 = the
 * square is as large as the photo's shorter side). The view and the canvas export both read it.
 */
export type Crop = { zoom: number; cx: number; cy: number };
export type Size = { width: number; height: number };

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
/** The side of the exported square: the api keeps 512 and 256 px sizes. */
export const EXPORT_SIDE = 512;

export const centredCrop = ({ width, height }: Size): Crop => ({
  zoom: 1,
  cx: width / 2,
  cy: height / 2,
});

/** The square's side in photo pixels. */
export const cropSide = (crop: Crop, photo: Size) =>
  Math.min(photo.width, photo.height) / crop.zoom;

const between = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/** Keeps the zoom in range and the square inside the photo. */
export function clampCrop(crop: Crop, photo: Size): Crop {
  const zoom = between(crop.zoom, MIN_ZOOM, MAX_ZOOM);
  const half = Math.min(photo.width, photo.height) / zoom / 2;
  return {
    zoom,
    cx: between(crop.cx, half, photo.width - half),
    cy: between(crop.cy, half, photo.height - half),
  };
}

/** Screen pixels per photo pixel when the square fills a viewport of `viewport` px. */
export const scaleOf = (crop: Crop, photo: Size, viewport: number) =>
  viewport / cropSide(crop, photo);

/** Dragging the photo by (dx, dy) screen pixels moves the square the other way. */
export function panBy(crop: Crop, photo: Size, viewport: number, dx: number, dy: number): Crop {
  const scale = scaleOf(crop, photo, viewport);
  return clampCrop({ ...crop, cx: crop.cx - dx / scale, cy: crop.cy - dy / scale }, photo);
}

export const zoomTo = (crop: Crop, photo: Size, zoom: number): Crop =>
  clampCrop({ ...crop, zoom }, photo);

/** The source rectangle for `drawImage`, whole photo pixels. */
export function sourceRect(crop: Crop, photo: Size) {
  const side = cropSide(crop, photo);
  return {
    sx: Math.round(crop.cx - side / 2),
    sy: Math.round(crop.cy - side / 2),
    side: Math.round(side),
  };
}

/** Where the photo sits inside the viewport (CSS px) for this crop. */
export function photoPlacement(crop: Crop, photo: Size, viewport: number) {
  const scale = scaleOf(crop, photo, viewport);
  return {
    width: photo.width * scale,
    height: photo.height * scale,
    left: viewport / 2 - crop.cx * scale,
    top: viewport / 2 - crop.cy * scale,
  };
}

/** Arrow keys move by a tenth of the square; + and - zoom by a quarter step. */
export function cropAfterKey(crop: Crop, photo: Size, key: string): Crop | null {
  const step = cropSide(crop, photo) / 10;
  switch (key) {
    case 'ArrowLeft':
      return clampCrop({ ...crop, cx: crop.cx - step }, photo);
    case 'ArrowRight':
      return clampCrop({ ...crop, cx: crop.cx + step }, photo);
    case 'ArrowUp':
      return clampCrop({ ...crop, cy: crop.cy - step }, photo);
    case 'ArrowDown':
      return clampCrop({ ...crop, cy: crop.cy + step }, photo);
    case '+':
    case '=':
      return zoomTo(crop, photo, crop.zoom + 0.25);
    case '-':
    case '_':
      return zoomTo(crop, photo, crop.zoom - 0.25);
    default:
      return null;
  }
}

/** Draws the square into a canvas of at most EXPORT_SIDE px and answers it as a JPEG file. */
export async function exportSquare(image: HTMLImageElement, crop: Crop, name: string) {
  const photo = { width: image.naturalWidth, height: image.naturalHeight };
  const { sx, sy, side } = sourceRect(crop, photo);
  const out = Math.min(EXPORT_SIDE, side);
  const canvas = document.createElement('canvas');
  canvas.width = out;
  canvas.height = out;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas unavailable');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, sx, sy, side, side, 0, 0, out, out);
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', 0.9),
  );
  if (!blob) throw new Error('canvas export failed');
  return new File([blob], `${name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`, {
    type: 'image/jpeg',
  });
}
