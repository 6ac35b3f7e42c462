import { createEffect } from 'effector';
import type {
  AdminChangePasswordBody,
  AdminForgotPasswordBody,
  AdminPlainAnswer,
  AdminResetPasswordBody,
} from 'shared/contracts/adminAuth';
import { type ApiFailure, adminApi, request } from 'shared/http';
import { passwordTexts } from './i18n';

const contracts = () => import('shared/contracts/adminAuth');

const post = async (path: string, body: object): Promise<AdminPlainAnswer> => {
  const { adminPlainAnswerSchema } = await contracts();
  return request(
    adminPlainAnswerSchema,
    adminApi.url(path).post(body).json(),
    passwordTexts.t('unknownProblem'),
  );
};

/** POST /api/admin/forgot-password: the same answer whether or not the e-mail is staff's. */
export const forgotPasswordFx = createEffect<AdminForgotPasswordBody, AdminPlainAnswer, ApiFailure>(
  (body) => post('admin/forgot-password', body),
);

/** POST /api/admin/reset-password with the e-mail link's token (also an invitation's). */
export const resetPasswordFx = createEffect<AdminResetPasswordBody, AdminPlainAnswer, ApiFailure>(
  (body) => post('admin/reset-password', body),
);

/** POST /api/admin/change-password: the signed-in staff member's own password. */
export const changeMyPasswordFx = createEffect<
  AdminChangePasswordBody,
  AdminPlainAnswer,
  ApiFailure
>((body) => post('admin/change-password', body));
