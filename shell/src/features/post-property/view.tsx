import { Badge, Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { checkCanPostFx, postPropertyClicked } from './model';

const useStyles = makeStyles({
  button: { gap: tokens.spacingHorizontalS, whiteSpace: 'nowrap' },
});

type Props = { className?: string; onClick?: () => void };

export function PostPropertyButton({ className, onClick }: Props) {
  const styles = useStyles();
  const [clicked, checking] = useUnit([postPropertyClicked, checkCanPostFx.pending]);
  return (
    <Button
      className={mergeClasses(styles.button, className)}
      appearance="outline"
      disabledFocusable={checking}
      onClick={() => {
        onClick?.();
        clicked();
      }}
    >
      Post Property
      <Badge appearance="filled" color="success" size="small">
        FREE
      </Badge>
    </Button>
  );
}
