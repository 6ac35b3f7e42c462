// The public face of shared/contracts: every export named (no `export *`).

export type {
  AdminChangePasswordBody,
  AdminForgotPasswordBody,
  AdminLoginAnswer,
  AdminLoginBody,
  AdminMeAnswer,
  AdminPlainAnswer,
  AdminResetPasswordBody,
  AdminUser,
} from './adminAuth';
export {
  adminChangePasswordBodySchema,
  adminForgotPasswordBodySchema,
  adminLoginAnswerSchema,
  adminLoginBodySchema,
  adminMeAnswerSchema,
  adminPlainAnswerSchema,
  adminResetPasswordBodySchema,
  adminUserSchema,
} from './adminAuth';
export type {
  LogoutAnswer,
  RefreshTokenAnswer,
  RefreshTokenBody,
  SessionUser,
  UserLoginAnswer,
  UserLoginBody,
  UserLogoutParams,
  VerifyOtpAnswer,
  VerifyOtpBody,
} from './auth';
export {
  logoutAnswerSchema,
  refreshTokenAnswerSchema,
  refreshTokenBodySchema,
  sessionUserSchema,
  userLoginAnswerSchema,
  userLoginBodySchema,
  userLogoutParamsSchema,
  verifyOtpAnswerSchema,
  verifyOtpBodySchema,
} from './auth';
export type {
  ErrorAnswer,
  ErrorCode,
  HealthAnswer,
  IdParams,
  SuccessEnvelope,
  UserIdParams,
} from './common';
export {
  emailSchema,
  emptyBodySchema,
  errorAnswerSchema,
  errorCodeSchema,
  healthAnswerSchema,
  idParamsSchema,
  idSchema,
  isoDateTimeSchema,
  otpSchema,
  pagedAnswerSchema,
  pageQueryFields,
  phoneSchema,
  successEnvelopeSchema,
  userIdParamsSchema,
} from './common';
export type { DevEmailAnswer, DevEmailQuery, DevOtpAnswer, DevOtpParams } from './dev';
export {
  devEmailAnswerSchema,
  devEmailQuerySchema,
  devOtpAnswerSchema,
  devOtpParamsSchema,
} from './dev';
export type { CanPostAnswer, CanPostParams, CanPostReason } from './eligibility';
export {
  canPostAnswerSchema,
  canPostParamsSchema,
  canPostReasonSchema,
  NO_SUBSCRIPTION_MESSAGE,
} from './eligibility';
export type {
  AddFavouriteAnswer,
  AddFavouriteBody,
  Favourite,
  FavouritesAnswer,
  FavouritesParams,
  FavouritesQuery,
} from './favourites';
export {
  addFavouriteAnswerSchema,
  addFavouriteBodySchema,
  favouriteSchema,
  favouritesAnswerSchema,
  favouritesParamsSchema,
  favouritesQuerySchema,
} from './favourites';
export type { Lead, LeadsAnswer, LeadsParams, LeadsQuery } from './leads';
export { leadSchema, leadsAnswerSchema, leadsParamsSchema, leadsQuerySchema } from './leads';
export type {
  Amenity,
  AreaUnit,
  ContactOwnerAnswer,
  ContactOwnerBody,
  Facing,
  Furnishing,
  HeaderSuggestion,
  HeaderSuggestionsAnswer,
  HeaderSuggestionsQuery,
  ListingCard,
  ListingCardsAnswer,
  ListingDetail,
  ListingDetailAnswer,
  ListingImage,
  ListingKind,
  ListingMedia,
  ListingParams,
  ListingPropertyType,
  ListingSearchAnswer,
  ListingSearchParams,
  ListingSearchQuery,
  ListingSort,
  ListingStatus,
  PossessionStatus,
  PostedBy,
  RecentListingsQuery,
  SimilarListingsQuery,
} from './listings';
export {
  AMENITIES,
  AREA_UNIT_SQFT,
  AREA_UNITS,
  amenitySchema,
  areaUnitSchema,
  contactOwnerAnswerSchema,
  contactOwnerBodySchema,
  FACINGS,
  FURNISHINGS,
  facingSchema,
  furnishingSchema,
  headerSuggestionSchema,
  headerSuggestionsAnswerSchema,
  headerSuggestionsQuerySchema,
  LISTING_PROPERTY_TYPES,
  LISTING_SORTS,
  LISTING_STATUSES,
  LISTING_TYPES,
  listingCardSchema,
  listingCardsAnswerSchema,
  listingDetailAnswerSchema,
  listingDetailSchema,
  listingImageSchema,
  listingKindSchema,
  listingMediaSchema,
  listingParamsSchema,
  listingPropertyTypeSchema,
  listingSearchAnswerSchema,
  listingSearchQuerySchema,
  listingSortSchema,
  listingStatusSchema,
  MAX_AREA_SQFT,
  MAX_LISTING_PRICE,
  MAX_SEARCH_LIMIT,
  POSSESSION_STATUSES,
  POSTED_BY,
  possessionStatusSchema,
  postedBySchema,
  RELEVANCE_CANDIDATES,
  recentListingsQuerySchema,
  SEARCH_TOTAL_CAP,
  SUGGESTION_KINDS,
  similarListingsQuerySchema,
} from './listings';
export type { Media, MediaParams, MediaUpdateAnswer, MediaUpdateBody } from './media';
export {
  mediaParamsSchema,
  mediaSchema,
  mediaUpdateAnswerSchema,
  mediaUpdateBodySchema,
} from './media';
export type {
  ListingType,
  Property,
  PropertyAnswer,
  PropertyDeleteAnswer,
  PropertyParams,
  PropertyStatus,
  PropertySummary,
  PropertyType,
  PropertyUpdateBody,
} from './properties';
export {
  listingTypeSchema,
  MAX_PRICE_RUPEES,
  propertyAnswerSchema,
  propertyDeleteAnswerSchema,
  propertyParamsSchema,
  propertySchema,
  propertyStatusSchema,
  propertySummarySchema,
  propertyTypeSchema,
  propertyUpdateBodySchema,
} from './properties';
export type { CitiesAnswer, CitiesQuery, City, State, StatesAnswer } from './reference';
export {
  citiesAnswerSchema,
  citiesQuerySchema,
  citySchema,
  stateSchema,
  statesAnswerSchema,
} from './reference';
export type { Setting, SettingsAnswer, SettingsQuery } from './settings';
export {
  FOOTER_CONFIG_KEY,
  LOGO_CONFIG_KEY,
  settingSchema,
  settingsAnswerSchema,
  settingsQuerySchema,
} from './settings';
export type { Plan, PlansAnswer } from './subscriptions';
export { planSchema, plansAnswerSchema } from './subscriptions';
export type { Suggestion, SuggestionsAnswer, SuggestionsQuery } from './suggestions';
export { suggestionSchema, suggestionsAnswerSchema, suggestionsQuerySchema } from './suggestions';
export type {
  GetUserParams,
  RequestImagesAnswer,
  RequestImagesBody,
  UserAnswer,
  UserProfile,
  UserType,
  UserUpdateBody,
  UserUpdateParams,
} from './users';
export {
  getUserParamsSchema,
  requestImagesAnswerSchema,
  requestImagesBodySchema,
  userAnswerSchema,
  userProfileSchema,
  userTypeSchema,
  userUpdateBodySchema,
  userUpdateParamsSchema,
} from './users';
