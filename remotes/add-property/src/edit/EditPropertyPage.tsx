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
import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useDocumentTitle } from 'shared/ssr';
import { postingTexts } from '../postingTexts';
import { EditSession, editViewOf } from './EditSession';
import {
  $editLoad,
  $saveError,
  editPageOpened,
  editRetryClicked,
  MY_PROPERTIES,
  saveChangesClicked,
  saveChangesFx,
} from './model';

const useStyles = makeStyles({
  box: {
    maxWidth: '880px',
    width: '100%',
    boxSizing: 'border-box',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}`,
  },
});

/**
 * /my-properties/edit/{propertyId}: the owner's listing in the wizard's step forms (its edit
 * draft, created prefilled on the first visit), then a review and Save changes, which sends the
 * changes for review; a live listing stays visible as it is meanwhile.
 */
export function EditPropertyPage() {
  const styles = useStyles();
  const t = postingTexts.useT();
  const { propertyId = '' } = useParams();
  const { search } = useLocation();
  const [load, opened, retry, save, saving, saveError] = useUnit([
    $editLoad,
    editPageOpened,
    editRetryClicked,
    saveChangesClicked,
    saveChangesFx.pending,
    $saveError,
  ]);
  useDocumentTitle(t('edit.title'));

  useEffect(() => {
    opened(propertyId);
  }, [opened, propertyId]);

  if (load.kind === 'missing') {
    return (
      <div className={styles.box}>
        <h1>{t('edit.title')}</h1>
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            {t('edit.missing')} <Link to={MY_PROPERTIES}>{t('edit.toMyProperties')}</Link>
          </MessageBarBody>
        </MessageBar>
      </div>
    );
  }
  if (load.kind === 'failed') {
    return (
      <div className={styles.box}>
        <h1>{t('edit.title')}</h1>
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>{t('edit.loadFailed', { reason: load.message })}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => retry()}>{t('edit.retry')}</Button>
          </MessageBarActions>
        </MessageBar>
      </div>
    );
  }
  if (load.kind === 'loading' || load.draft.propertyId !== propertyId) {
    return (
      <div className={styles.box}>
        <h1>{t('edit.title')}</h1>
        <Spinner label={t('edit.loading')} />
      </div>
    );
  }
  return (
    <EditSession
      key={load.draft._id}
      propertyId={propertyId}
      draft={load.draft}
      review={{ save: () => save(), saving, error: saveError }}
    >
      {editViewOf(search) !== 'review' && (
        <div className={styles.box}>
          <MessageBar intent="info" layout="multiline">
            <MessageBarBody>{t('edit.liveNote')}</MessageBarBody>
          </MessageBar>
        </div>
      )}
    </EditSession>
  );
}
