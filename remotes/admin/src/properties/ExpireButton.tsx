import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
} from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { propertiesTexts } from './i18n';
import { $actionPending, expireConfirmed } from './model';

/** "Expire now", asking first (the listing stops being shown at once). */
export function ExpireButton() {
  const t = propertiesTexts.useT();
  const [pending, confirm] = useUnit([$actionPending, expireConfirmed]);
  return (
    <Dialog>
      <DialogTrigger disableButtonEnhancement>
        <Button disabled={pending}>{t('expire.button')}</Button>
      </DialogTrigger>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('expire.title')}</DialogTitle>
          <DialogContent>{t('expire.explain')}</DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button appearance="primary" onClick={() => confirm()}>
                {t('expire.confirm')}
              </Button>
            </DialogTrigger>
            <DialogTrigger disableButtonEnhancement>
              <Button>{t('expire.cancel')}</Button>
            </DialogTrigger>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
