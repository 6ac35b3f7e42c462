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
import { texts } from '../i18n';

/**
 * Asks before ending the admin session (a Fluent portal: it must carry the shell's theme).
 * Non-modal: logging out leaves the page while the dialog is still open, and a modal dialog
 * unmounted open leaves the page aria-hidden (tabster's modalizer, microsoft/fluentui#35139), so
 * the login page would be hidden from screen readers until a reload.
 */
export function LogoutDialog({ onConfirm, busy }: { onConfirm: () => void; busy: boolean }) {
  const t = texts.useT();
  return (
    <Dialog modalType="non-modal">
      <DialogTrigger disableButtonEnhancement>
        <Button>{t('logout.button')}</Button>
      </DialogTrigger>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('logout.title')}</DialogTitle>
          <DialogContent>{t('logout.text')}</DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button appearance="secondary">{t('logout.cancel')}</Button>
            </DialogTrigger>
            <Button appearance="primary" disabled={busy} onClick={onConfirm}>
              {t('logout.confirm')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
