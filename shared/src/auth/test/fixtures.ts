import type { VerifyOtpAnswer } from '../../contracts/auth';

export const USER_ID = '0b9d4c2e-4a53-4d0c-9d3e-2f1f7d8a6b11';

export const verifyAnswer = (
  overrides: Partial<VerifyOtpAnswer['user']> = {},
): VerifyOtpAnswer => ({
  isSuccess: true,
  message: 'Login successful',
  token: 'access-1',
  refreshToken: 'refresh-1',
  user: {
    _id: USER_ID,
    phone: '9876543210',
    name: 'Asha',
    email: null,
    profileImage: null,
    propertyCount: 2,
    leadsCount: 5,
    isNewUser: false,
    ...overrides,
  },
});

export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
