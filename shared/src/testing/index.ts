export { fieldValue, isChecked } from './assert';
export { currentLocation, expectLocation, LocationProbe } from './location';
export { placesAnswer } from './places';
export type { RenderWithProvidersOptions, RenderWithProvidersResult } from './render';
export { renderWithProviders } from './render';
export { jsonResponse, signedIn, signedInUser, USER_ID, visitor } from './session';
