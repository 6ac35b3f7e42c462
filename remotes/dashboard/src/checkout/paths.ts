export const PLAN_PAGE = '/subscriptions/plan';
export const ADD_PROPERTY = '/add-property';

export const checkoutPath = (planCode: string) => `/checkout?plan=${encodeURIComponent(planCode)}`;
export const successPath = (paymentId: string) =>
  `/Success?payment=${encodeURIComponent(paymentId)}`;
/** The plan rides along so /Cancel (public, maybe signed out) can offer the same checkout again. */
export const cancelPath = (paymentId: string, planCode: string) =>
  `/Cancel?payment=${encodeURIComponent(paymentId)}&plan=${encodeURIComponent(planCode)}`;
