import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { mediaTexts } from './i18n';
import { refusalMessage } from './labels';
import { $refusals, refusalDismissed } from './model';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** Files refused before upload, each with why and what to do. */
export function Refusals() {
  const styles = useStyles();
  const t = mediaTexts.useT();
  const [refusals, dismiss] = useUnit([$refusals, refusalDismissed]);
  return (
    <div className={styles.list} role="alert">
      {refusals.map((refusal) => (
        <MessageBar key={refusal.key} intent="warning">
          <MessageBarBody>{refusalMessage(t, refusal)}</MessageBarBody>
          <MessageBarActions>
            <Button size="small" onClick={() => dismiss(refusal.key)}>
              {t('media.refused.dismiss')}
            </Button>
          </MessageBarActions>
        </MessageBar>
      ))}
    </div>
  );
}
