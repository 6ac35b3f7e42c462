// The single schema index drizzle-kit and the app read.
export { adminPasswordResets } from './admin-password-resets';
export { admins } from './admins';
export { cities } from './cities';
export { favourites } from './favourites';
export { imageRequests } from './image-requests';
export { leads } from './leads';
export { otpStates } from './otp-states';
export { plans } from './plans';
export { properties } from './properties';
export { propertyMedia } from './property-media';
export { refreshTokens } from './refresh-tokens';
export { settings } from './settings';
export { states } from './states';
export { subscriptions } from './subscriptions';
export { suggestions } from './suggestions';
export { users } from './users';
