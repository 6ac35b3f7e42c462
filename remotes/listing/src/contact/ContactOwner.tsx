import {
  Button,
  Checkbox,
  Field,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Textarea,
  tokens,
  useRestoreFocusTarget,
} from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { $auth } from 'shared/auth';
import type { ListingDetail } from 'shared/contracts/listings';
import { useHydrated } from 'shared/ssr';
import { listingTexts } from '../i18n';
import {
  $consent,
  $consentMissing,
  $message,
  $outcome,
  $sending,
  consentToggled,
  contactSubmitted,
  messageChanged,
} from './model';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500 },
  hint: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

/** Contact owner: login first, then consent that names who receives the seeker's details. */
export function ContactOwner({ listing }: { listing: ListingDetail }) {
  const styles = useStyles();
  const t = listingTexts.useT();
  const [auth, consent, consentMissing, message, outcome, sending] = useUnit([
    $auth,
    $consent,
    $consentMissing,
    $message,
    $outcome,
    $sending,
  ]);
  const [toggle, write, submit] = useUnit([consentToggled, messageChanged, contactSubmitted]);
  // A visitor's submit opens the login dialog; closing it gives focus back to the button.
  const restoreFocusHere = useRestoreFocusTarget();
  // The server knows no user: a page it rendered shows the visitor's view until hydrated.
  const signedIn = useHydrated() && auth.isAuthenticated;

  return (
    <form
      className={styles.form}
      aria-labelledby="contact-heading"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h2 id="contact-heading" className={styles.heading}>
        {t('contact.heading', { name: listing.postedByName })}
      </h2>
      {!signedIn && <p className={styles.hint}>{t('contact.loginHint')}</p>}
      <Field label={t('contact.message')}>
        <Textarea
          value={message}
          maxLength={1000}
          placeholder={t('contact.placeholder')}
          onChange={(_, data) => write(data.value)}
        />
      </Field>
      <Field
        validationState={consentMissing ? 'error' : 'none'}
        validationMessage={consentMissing ? t('contact.consentMissing') : undefined}
      >
        <Checkbox
          checked={consent}
          label={listing.contactConsentText}
          onChange={(_, data) => toggle(data.checked === true)}
        />
      </Field>
      <Button type="submit" appearance="primary" disabled={sending} {...restoreFocusHere}>
        {sending ? t('contact.sending') : t('contact.submit')}
      </Button>
      {outcome.kind !== 'idle' && (
        <MessageBar
          intent={outcome.kind === 'error' ? 'error' : outcome.kind === 'sent' ? 'success' : 'info'}
          role={outcome.kind === 'error' ? 'alert' : 'status'}
        >
          <MessageBarBody>{outcome.message}</MessageBarBody>
        </MessageBar>
      )}
    </form>
  );
}
