import { describe, expect, it } from '@rstest/core';
import {
  centredCrop,
  clampCrop,
  cropAfterKey,
  panBy,
  photoPlacement,
  sourceRect,
  zoomTo,
} from './crop';

const landscape = { width: 1200, height: 800 };

describe('square crop of a photo', () => {
  it('starts as the largest centred square', () => {
    expect(sourceRect(centredCrop(landscape), landscape)).toEqual({ sx: 200, sy: 0, side: 800 });
  });

  it('moves the square against the drag and never past the photo edges', () => {
    const crop = centredCrop(landscape);
    // 800 photo px fill a 200 px viewport: 1 screen px = 4 photo px.
    expect(sourceRect(panBy(crop, landscape, 200, 25, 0), landscape).sx).toBe(100);
    expect(sourceRect(panBy(crop, landscape, 200, 500, 0), landscape).sx).toBe(0);
    expect(sourceRect(panBy(crop, landscape, 200, -500, 40), landscape)).toEqual({
      sx: 400,
      sy: 0,
      side: 800,
    });
  });

  it('zooms between 1x and 4x around the centre', () => {
    const zoomed = zoomTo(centredCrop(landscape), landscape, 2);
    expect(sourceRect(zoomed, landscape)).toEqual({ sx: 400, sy: 200, side: 400 });
    expect(zoomTo(zoomed, landscape, 9).zoom).toBe(4);
    expect(zoomTo(zoomed, landscape, 0.2).zoom).toBe(1);
  });

  it('pulls the square back inside when zooming out near an edge', () => {
    const corner = clampCrop({ zoom: 4, cx: 100, cy: 100 }, landscape);
    expect(sourceRect(zoomTo(corner, landscape, 1), landscape)).toEqual({
      sx: 0,
      sy: 0,
      side: 800,
    });
  });

  it('answers arrow keys and + / -, and ignores other keys', () => {
    const crop = zoomTo(centredCrop(landscape), landscape, 2);
    expect(cropAfterKey(crop, landscape, 'ArrowRight')?.cx).toBe(640);
    expect(cropAfterKey(crop, landscape, 'ArrowUp')?.cy).toBe(360);
    expect(cropAfterKey(crop, landscape, '+')?.zoom).toBe(2.25);
    expect(cropAfterKey(crop, landscape, '-')?.zoom).toBe(1.75);
    expect(cropAfterKey(crop, landscape, 'a')).toBeNull();
  });

  it('places the photo so the square fills the viewport', () => {
    expect(photoPlacement(centredCrop(landscape), landscape, 200)).toEqual({
      width: 300,
      height: 200,
      left: -50,
      top: 0,
    });
  });
});
