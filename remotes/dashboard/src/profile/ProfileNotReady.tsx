import { Button, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { profileTexts } from './i18n';
import { $loadFailed, retryLoadClicked } from './model';

/** In place of the profile until it is here: that it is loading, or that it failed, with Retry. */
export function ProfileNotReady() {
  const t = profileTexts.useT();
  const [failed, retry] = useUnit([$loadFailed, retryLoadClicked]);
  if (failed)
    return (
      <MessageBar intent="error">
        <MessageBarBody>
          {t('form.loadFailed')}{' '}
          <Button size="small" onClick={() => retry()}>
            {t('form.retry')}
          </Button>
        </MessageBarBody>
      </MessageBar>
    );
  return (
    <p role="status" aria-busy="true">
      {t('view.loading')}
    </p>
  );
}
