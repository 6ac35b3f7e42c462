/** The api's rule for a new password (shared/contracts/adminAuth: 10 to 200 characters). */
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 200;

export type NewPasswordProblem = 'tooShort' | 'mismatch' | null;

/** What is wrong with a new password typed twice; null when it may be sent. */
export function newPasswordProblem(password: string, repeat: string): NewPasswordProblem {
  if (password.length < PASSWORD_MIN) return 'tooShort';
  if (password !== repeat) return 'mismatch';
  return null;
}

/** Enough to catch a typo; the server decides whether the account exists. */
export const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
