import type { AdminLoginAnswer } from 'shared/contracts/adminAuth';

/** The api's answer to a good admin login, for the model and the form tests. */
export const adminLoginAnswer: AdminLoginAnswer = {
  isSuccess: true,
  message: 'Login successful',
  user: {
    _id: '0b9d4c2e-4a53-4d0c-9d3e-2f1f7d8a6b11',
    email: 'admin@example.com',
    name: 'Admin',
    role: 'super-admin',
    permissions: ['dashboard.view', 'operators.manage'],
  },
  token: 'admin-access',
  refreshToken: 'admin-refresh',
};
