import { makeStyles, shorthands, tokens } from '@fluentui/react-components';

const button = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '32px',
  padding: `0 ${tokens.spacingHorizontalM}`,
  borderRadius: tokens.borderRadiusMedium,
  fontWeight: tokens.fontWeightSemibold,
  textDecorationLine: 'none',
  boxSizing: 'border-box',
} as const;

/** Router links that look like Fluent buttons (a link goes somewhere; a button does something). */
export const useLinkStyles = makeStyles({
  primary: {
    ...button,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': { backgroundColor: tokens.colorBrandBackgroundHover },
  },
  secondary: {
    ...button,
    ...shorthands.border(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke1),
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
});
