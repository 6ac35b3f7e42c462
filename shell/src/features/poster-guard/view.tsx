import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { type ReactNode, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { commonTexts, shellTexts } from '../../i18n';
import type { PostingCheckedState } from '../post-property/model';
import { $posterAccess, posterRetryClicked, posterRouteOpened } from './model';

// Only components the first load already has: this guard adds as few chunks as it can.
const useStyles = makeStyles({
  box: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
    margin: `${tokens.spacingVerticalXXL} auto`,
    maxWidth: '640px',
    padding: tokens.spacingHorizontalXL,
  },
  text: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/** Renders a wizard step once the posting check said yes; says what it is doing until then. */
export default function PosterGuard({ children }: { children: ReactNode }) {
  const styles = useStyles();
  const t = shellTexts.useT();
  const common = commonTexts.useT();
  const [access, opened, retry] = useUnit([$posterAccess, posterRouteOpened, posterRetryClicked]);
  const location = useLocation();
  const navigate = useNavigate();
  const checked = (location.state as Partial<PostingCheckedState> | null)?.postingChecked === true;

  useEffect(() => {
    opened({ checked });
    // Used once: a reload of this page (the browser keeps the state) runs the check again.
    if (checked) navigate(`${location.pathname}${location.search}`, { replace: true });
  }, [opened, checked, navigate, location.pathname, location.search]);

  if (access === 'allowed') return children;
  if (access === 'visitor') return null;
  if (access === 'failed') {
    return (
      <section role="alert" className={styles.box}>
        <p className={styles.text}>{t('post.checkFailed')}</p>
        <Button appearance="primary" onClick={() => retry()}>
          {common('retry')}
        </Button>
      </section>
    );
  }
  return (
    <div role="status" aria-busy="true" className={styles.box}>
      <p className={styles.text}>{t('post.checking')}</p>
    </div>
  );
}
