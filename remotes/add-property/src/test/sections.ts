// Complete, valid sections (a 2 BHK flat for sale in Baner, Pune, posted by its owner): the
// same ones shared's own draft tests use.
export {
  basicDetails,
  locationDetails,
  mediaUpload,
  pricingDetails,
  profileDetails,
} from 'shared/testing/draftSections';
