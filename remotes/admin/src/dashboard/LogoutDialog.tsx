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

/** Asks before ending the admin session (a Fluent portal: it must carry the shell's theme). */
export function LogoutDialog({ onConfirm, busy }: { onConfirm: () => void; busy: boolean }) {
  return (
    <Dialog>
      <DialogTrigger disableButtonEnhancement>
        <Button>Logout</Button>
      </DialogTrigger>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Log out of the admin area?</DialogTitle>
          <DialogContent>You will need your e-mail and password to sign in again.</DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button appearance="secondary">Cancel</Button>
            </DialogTrigger>
            <Button appearance="primary" disabled={busy} onClick={onConfirm}>
              Log out
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
