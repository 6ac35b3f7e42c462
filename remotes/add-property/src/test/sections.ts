import type {
  BasicDetails,
  LocationDetails,
  MediaUpload,
  PricingDetails,
  ProfileDetails,
} from 'shared/contracts/drafts';

// Complete, valid sections: a 2 BHK flat for sale in Baner, Pune, posted by its owner.

export const basicDetails: BasicDetails = {
  listingType: 'sale',
  propertyType: 'apartment',
  title: '2 BHK apartment in Baner',
  bhk: 2,
  bathrooms: 2,
  balconies: 1,
  areas: {
    carpet: { value: 850, unit: 'sqft' },
    builtUp: null,
    superBuiltUp: { value: 1150, unit: 'sqft' },
    plot: null,
  },
  furnishing: 'semi-furnished',
  possessionStatus: 'ready-to-move',
  possessionDate: null,
  ageYears: 4,
  floorNumber: 7,
  totalFloors: 14,
  facing: 'north-east',
  parking: { covered: 1, open: 0 },
  amenities: ['lift', 'gym', 'power-backup'],
  description: 'Corner flat with a view of the hills.\nWalk to the IT park.',
};
export const locationDetails: LocationDetails = {
  state: 'Maharashtra',
  city: 'Pune',
  locality: 'Baner',
  projectName: 'Orchid Heights',
  pincode: '411045',
  address: null,
  latitude: 18.559,
  longitude: 73.786,
};
export const profileDetails: ProfileDetails = {
  postedBy: 'owner',
  contactName: 'Ravi Kumar',
  phone: '9876543210',
  email: null,
  companyName: null,
  reraId: null,
};
export const pricingDetails: PricingDetails = {
  price: 12_500_000,
  deposit: null,
  maintenanceMonthly: 3_500,
  negotiable: true,
};

export const mediaUpload: MediaUpload = {
  items: [
    { mediaId: '0b8f5a8e-4d1c-4f57-9a57-3f7f1b2c9d01', kind: 'image', caption: 'Living room' },
    { mediaId: '0b8f5a8e-4d1c-4f57-9a57-3f7f1b2c9d02', kind: 'image', caption: null },
  ],
  coverMediaId: '0b8f5a8e-4d1c-4f57-9a57-3f7f1b2c9d01',
};
