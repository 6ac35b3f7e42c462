import { emailSchema } from 'shared/contracts/common';
import type { UserProfile, UserType, UserUpdateBody } from 'shared/contracts/users';
import { RERA_FORMATS } from 'shared/vocabulary';

/** What the create-profile form holds, as typed (empty strings for nothing). */
export type ProfileForm = {
  name: string;
  email: string;
  userType: UserType | '';
  companyName: string;
  reraAgentId: string;
  state: string;
  city: string;
};
export type ProfileField = keyof ProfileForm;
export const FIELD_ORDER: ProfileField[] = [
  'name',
  'email',
  'userType',
  'companyName',
  'reraAgentId',
  'state',
  'city',
];

/** A field's problem as a text key of the namespace with its values. */
export type FieldProblem = { key: string; values?: Record<string, string> };
export type FormErrors = Partial<Record<ProfileField, FieldProblem>>;

export const EMPTY_FORM: ProfileForm = {
  name: '',
  email: '',
  userType: '',
  companyName: '',
  reraAgentId: '',
  state: '',
  city: '',
};

export const formFromProfile = (profile: UserProfile): ProfileForm => ({
  name: profile.name ?? '',
  email: profile.email ?? '',
  userType: profile.userType ?? '',
  companyName: profile.companyName ?? '',
  reraAgentId: profile.reraAgentId ?? '',
  state: profile.state ?? '',
  city: profile.city ?? '',
});

/** Agents and builders have a company and a RERA agent id; owners do not. */
export const isProfessional = (userType: ProfileForm['userType']) =>
  userType === 'agent' || userType === 'builder';

const RERA_CHARACTERS = /^[A-Za-z0-9/-]{6,60}$/;

/** The same rules as the api's contract, in words the form shows beside each field. */
export function formProblems(form: ProfileForm): FormErrors {
  const errors: FormErrors = {};
  const name = form.name.trim();
  if (name.length < 2 || name.length > 80) errors.name = { key: 'error.name' };
  if (form.email.trim() && !emailSchema.safeParse(form.email.trim()).success)
    errors.email = { key: 'error.email' };
  if (isProfessional(form.userType)) {
    if (form.companyName.trim().length > 120) errors.companyName = { key: 'error.company' };
    const rera = form.reraAgentId.trim();
    const format = RERA_FORMATS[form.state];
    if (rera && !RERA_CHARACTERS.test(rera)) errors.reraAgentId = { key: 'error.reraCharacters' };
    else if (rera && format && !format.pattern.test(rera))
      errors.reraAgentId = {
        key: 'error.rera',
        values: { authority: format.authority, example: format.example },
      };
  }
  return errors;
}

/** The PATCH body: empty texts become null; an owner sends no company or RERA id. */
export function updateBody(
  form: ProfileForm,
  photo: { mediaId: string } | { removed: true } | null,
): UserUpdateBody {
  const orNull = (value: string) => value.trim() || null;
  const professional = isProfessional(form.userType);
  return {
    name: form.name.trim(),
    email: orNull(form.email),
    ...(form.userType ? { userType: form.userType } : {}),
    companyName: professional ? orNull(form.companyName) : null,
    ...(professional || form.userType === 'owner'
      ? { reraAgentId: professional ? orNull(form.reraAgentId) : null }
      : {}),
    state: orNull(form.state),
    city: orNull(form.city),
    ...(photo && 'mediaId' in photo ? { profileMediaId: photo.mediaId } : {}),
    ...(photo && 'removed' in photo ? { profileImage: null } : {}),
  };
}

/** The draft of the form survives a reload of the tab (not other tabs, not a new visit). */
export const draftKey = (userId: string) => `dashboard.profile-draft.${userId}`;

export function readDraft(userId: string): ProfileForm | null {
  try {
    const raw = sessionStorage.getItem(draftKey(userId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<ProfileForm>;
    const form = { ...EMPTY_FORM };
    for (const field of FIELD_ORDER)
      if (typeof parsed[field] === 'string')
        (form as Record<string, string>)[field] = parsed[field];
    if (!['', 'owner', 'agent', 'builder'].includes(form.userType)) form.userType = '';
    return form;
  } catch {
    return null;
  }
}

export function writeDraft(userId: string, form: ProfileForm | null): void {
  try {
    if (form) sessionStorage.setItem(draftKey(userId), JSON.stringify(form));
    else sessionStorage.removeItem(draftKey(userId));
  } catch {
    // Storage full or blocked (private mode): the form still works, the draft is not kept.
  }
}
