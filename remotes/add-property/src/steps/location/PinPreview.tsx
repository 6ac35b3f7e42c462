import { makeStyles, tokens } from '@fluentui/react-components';
import { INDIA_BOUNDS } from 'shared/contracts/drafts';
import { locationTexts as texts } from './i18n';

const WIDTH = 120;
const HEIGHT = 140;

const useStyles = makeStyles({
  frame: {
    display: 'block',
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
});

/**
 * Where the pin falls in India's bounding box: a small drawing with no map tiles, enough to
 * catch swapped or mistyped coordinates (a pin in the sea, or at the wrong end of the country).
 */
export function PinPreview({ latitude, longitude }: { latitude: number; longitude: number }) {
  const styles = useStyles();
  const t = texts.useT();
  const { south, north, west, east } = INDIA_BOUNDS;
  const x = ((longitude - west) / (east - west)) * WIDTH;
  const y = ((north - latitude) / (north - south)) * HEIGHT;
  return (
    <svg
      className={styles.frame}
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={t('location.pinPreview', {
        latitude: latitude.toFixed(4),
        longitude: longitude.toFixed(4),
      })}
    >
      <line
        x1={x}
        y1={0}
        x2={x}
        y2={HEIGHT}
        stroke={tokens.colorNeutralStroke1}
        strokeDasharray="2 3"
      />
      <line
        x1={0}
        y1={y}
        x2={WIDTH}
        y2={y}
        stroke={tokens.colorNeutralStroke1}
        strokeDasharray="2 3"
      />
      <circle cx={x} cy={y} r={6} fill={tokens.colorPaletteRedBackground3} />
      <circle cx={x} cy={y} r={2} fill={tokens.colorNeutralBackground1} />
    </svg>
  );
}
