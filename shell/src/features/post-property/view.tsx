import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { shellTexts } from '../../i18n';
import { checkCanPostFx, postPropertyClicked } from './model';

const useStyles = makeStyles({
  button: { gap: tokens.spacingHorizontalS, whiteSpace: 'nowrap' },
  // A plain chip rather than Fluent's Badge: the header is part of every first load.
  chip: {
    padding: `0 ${tokens.spacingHorizontalXS}`,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorPaletteGreenBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
    fontSize: tokens.fontSizeBase100,
    lineHeight: tokens.lineHeightBase200,
    fontWeight: tokens.fontWeightBold,
  },
});

type Props = { className?: string };

export function PostPropertyButton({ className }: Props) {
  const styles = useStyles();
  const t = shellTexts.useT();
  const [clicked, checking] = useUnit([postPropertyClicked, checkCanPostFx.pending]);
  return (
    <Button
      className={mergeClasses(styles.button, className)}
      appearance="outline"
      disabledFocusable={checking}
      onClick={() => clicked()}
    >
      {t('post.button')}
      <span className={styles.chip}>{t('post.free')}</span>
    </Button>
  );
}
