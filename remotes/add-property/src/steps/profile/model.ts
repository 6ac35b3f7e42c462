import type { ProfileDetails } from 'shared/contracts/drafts';
import { type PostedBy, RERA_FORMATS, reraIdProblem } from 'shared/vocabulary';
import { textOrNull } from '../form';

export type ProfileForm = {
  postedBy: PostedBy;
  contactName: string;
  email: string;
  companyName: string;
  reraId: string;
};

/** The saved section, else the logged-in user's name as the contact. */
export function profileFormFrom(
  saved: ProfileDetails | null,
  userName: string | null,
): ProfileForm {
  if (!saved)
    return {
      postedBy: 'owner',
      contactName: userName ?? '',
      email: '',
      companyName: '',
      reraId: '',
    };
  return {
    postedBy: saved.postedBy,
    contactName: saved.contactName,
    email: saved.email ?? '',
    companyName: saved.companyName ?? '',
    reraId: saved.reraId ?? '',
  };
}

/** The mobile is the one verified at login: the form never edits it. */
export function profileCandidate(form: ProfileForm, phone: string): unknown {
  const agentOrBuilder = form.postedBy !== 'owner';
  return {
    postedBy: form.postedBy,
    contactName: form.contactName.trim(),
    phone,
    email: textOrNull(form.email),
    companyName: agentOrBuilder ? textOrNull(form.companyName) : null,
    reraId: textOrNull(form.reraId),
  };
}

export const PROFILE_FIELD_ORDER = [
  'postedBy',
  'contactName',
  'phone',
  'email',
  'companyName',
  'reraId',
] as const;
export type ProfileField = (typeof PROFILE_FIELD_ORDER)[number];

export function profileFieldOf(path: string): ProfileField {
  return (PROFILE_FIELD_ORDER as readonly string[]).includes(path)
    ? (path as ProfileField)
    : 'contactName';
}

/** The state's RERA authority and an example id when the typed id does not fit its format. */
export function reraFormatProblem(
  reraId: string,
  state: string | null,
): { authority: string; example: string } | null {
  const format = state ? RERA_FORMATS[state] : undefined;
  if (!format || !state || reraId.trim() === '' || reraIdProblem(reraId, state) === null)
    return null;
  return { authority: format.authority, example: format.example };
}
