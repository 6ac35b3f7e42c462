import { makeStyles, tokens } from '@fluentui/react-components';

export const useSectionStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
  },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500 },
  muted: { margin: 0, color: tokens.colorNeutralForeground3 },
});
