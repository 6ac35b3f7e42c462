import { attach, createEvent, createStore, sample } from 'effector';
import { $auth, loginRequested } from 'shared/auth';
import type { ContactOwnerBody, ListingDetail } from 'shared/contracts/listings';
import { messageOf } from 'shared/http';
import { contactOwnerFx } from '../api/userActions';
import { $listing, pageOpened } from '../details/model';
import { listingTexts } from '../i18n';

export type ContactOutcome =
  | { kind: 'idle' }
  | { kind: 'sent'; message: string }
  | { kind: 'already-sent'; message: string }
  | { kind: 'error'; message: string };

// data
export const $consent = createStore(false, { sid: 'listing/contact/consent' });
export const $message = createStore('', { sid: 'listing/contact/message' });
export const $consentMissing = createStore(false, { sid: 'listing/contact/consentMissing' });
export const $outcome = createStore<ContactOutcome>(
  { kind: 'idle' },
  { sid: 'listing/contact/outcome' },
);

// UI events
export const consentToggled = createEvent<boolean>();
export const messageChanged = createEvent<string>();
export const contactSubmitted = createEvent();

const sendFx = attach({ effect: contactOwnerFx });
export const $sending = sendFx.pending;

// logic
$consent.on(consentToggled, (_, checked) => checked).reset(pageOpened);
$message.on(messageChanged, (_, text) => text).reset(pageOpened);
$consentMissing.on(consentToggled, (missing, checked) => missing && !checked).reset(pageOpened);
$outcome.reset([pageOpened, sendFx]);

const $isLoggedIn = $auth.map((auth) => auth.isAuthenticated);

sample({
  clock: contactSubmitted,
  source: $isLoggedIn,
  filter: (isLoggedIn) => !isLoggedIn,
  fn: () => ({ reason: listingTexts.t('contact.loginReason') }),
  target: loginRequested,
});

sample({
  clock: contactSubmitted,
  source: { isLoggedIn: $isLoggedIn, consent: $consent },
  filter: ({ isLoggedIn, consent }) => isLoggedIn && !consent,
  fn: () => true,
  target: $consentMissing,
});

sample({
  clock: contactSubmitted,
  source: {
    isLoggedIn: $isLoggedIn,
    consent: $consent,
    listing: $listing,
    message: $message,
    pending: sendFx.pending,
  },
  filter: ({ isLoggedIn, consent, listing, pending }) =>
    isLoggedIn && consent && listing !== null && !pending,
  fn: ({ listing, message }): ContactOwnerBody => {
    const { _id, contactConsentText } = listing as ListingDetail;
    return {
      propertyId: _id,
      consent: true,
      consentText: contactConsentText,
      source: 'property-page',
      ...(message.trim() ? { message: message.trim() } : {}),
    };
  },
  target: sendFx,
});

sample({
  clock: sendFx.done,
  source: $listing,
  fn: (listing, { result }): ContactOutcome => {
    const who = listing?.postedByName ?? 'the advertiser';
    return result.created
      ? { kind: 'sent', message: listingTexts.t('contact.sent', { who }) }
      : {
          kind: 'already-sent',
          message: listingTexts.t('contact.alreadySent', { who }),
        };
  },
  target: $outcome,
});
sample({
  clock: sendFx.failData,
  fn: (error): ContactOutcome => ({
    kind: 'error',
    message: messageOf(error, listingTexts.t('contact.failed')),
  }),
  target: $outcome,
});
