import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { type ReactNode, useEffect } from 'react';
import { commonTexts, shellTexts } from '../../i18n';
import { $posterAccess, posterRetryClicked, posterRouteOpened } from './model';

const useStyles = makeStyles({
  box: {
    minHeight: '40vh',
    display: 'grid',
    placeItems: 'center',
    padding: tokens.spacingHorizontalL,
  },
});

/** Renders a wizard step once the posting check said yes; asks while it does not know. */
export default function PosterGuard({ children }: { children: ReactNode }) {
  const styles = useStyles();
  const t = shellTexts.useT();
  const common = commonTexts.useT();
  const [access, opened, retry] = useUnit([$posterAccess, posterRouteOpened, posterRetryClicked]);

  useEffect(() => {
    opened();
  }, [opened]);

  if (access === 'allowed') return children;
  if (access === 'visitor') return null;
  return (
    <div className={styles.box}>
      {access === 'failed' ? (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>{t('post.checkFailed')}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => retry()}>{common('retry')}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : (
        <Spinner label={t('post.checking')} />
      )}
    </div>
  );
}
