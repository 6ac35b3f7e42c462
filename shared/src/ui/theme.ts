import type { BrandVariants, Theme } from '@fluentui/react-components';
import { createLightTheme } from '@fluentui/react-components';
import type { ToasterProps } from 'react-hot-toast';

/** Brand ramp (a deep teal-blue), shade 10 darkest to 160 lightest. */
export const brandRamp: BrandVariants = {
  10: '#020305',
  20: '#0d1a26',
  30: '#0f2a42',
  40: '#0e3758',
  50: '#0a446f',
  60: '#065287',
  70: '#0b609f',
  80: '#1a6fb0',
  90: '#2e7fbd',
  100: '#428fc9',
  110: '#569fd4',
  120: '#6aafde',
  130: '#80bee6',
  140: '#97cdee',
  150: '#afdbf4',
  160: '#c8e8f9',
};

/**
 * The platform's own UI font first: Fluent's stack names Segoe UI, Segoe UI Web, -apple-system,
 * BlinkMacSystemFont and Roboto in turn, and a browser without them asks its font service for each
 * missing family at every size and weight the page uses before it lays out the first paint.
 * `system-ui` is Segoe UI on Windows, San Francisco on Apple, Roboto on Android.
 */
const fontFamilyBase = "system-ui, 'Segoe UI', Roboto, 'Helvetica Neue', sans-serif";

/** The one Fluent v9 theme (web light, branded). Give it to the shell's <FluentProvider>. */
export const appTheme: Theme = { ...createLightTheme(brandRamp), fontFamilyBase };

export const breakpoints = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
export type Breakpoint = keyof typeof breakpoints;

/** `@media (min-width: 900px)`: for makeStyles keys, e.g. `[mediaUp('md')]: {...}`. */
export const mediaUp = (breakpoint: Breakpoint): string =>
  `@media (min-width: ${breakpoints[breakpoint]}px)`;

/** `@media (max-width: 899.95px)`: below the breakpoint (for 'xs' matches nothing). */
export const mediaDown = (breakpoint: Breakpoint): string =>
  `@media (max-width: ${breakpoints[breakpoint] - 0.05}px)`;

export const SPACING_UNIT = 8;
/** spacing(2) -> '16px'. */
export const spacing = (factor: number): string => `${factor * SPACING_UNIT}px`;

export const HEADER_HEIGHT = 60;

export const TOAST_DURATION_MS = 3000;
/** Props for react-hot-toast's <Toaster {...toasterProps} />. */
export const toasterProps: ToasterProps = {
  position: 'top-right',
  toastOptions: { duration: TOAST_DURATION_MS },
};
