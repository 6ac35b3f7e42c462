import type { AuthState } from 'shared/auth';
import type { ListingCard, ListingDetail } from 'shared/contracts/listings';

export const USER_ID = '7d3c9a52-4f0e-4b8e-9a51-2b1c2f3e4d5a';

export const loggedIn: AuthState = {
  loading: false,
  error: null,
  isAuthenticated: true,
  user: {
    _id: USER_ID,
    phone: '9876543210',
    name: 'Asha Seeker',
    email: null,
    profileImage: null,
    propertyCount: 0,
    leadsCount: 0,
    isNewUser: false,
    token: 'access-token',
    refreshToken: 'refresh-token',
  },
};

let counter = 0;
/** A fresh, valid UUID per call (the contract checks ids). */
export function nextId(): string {
  counter += 1;
  return `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
}

export function card(overrides: Partial<ListingCard> = {}): ListingCard {
  return {
    _id: nextId(),
    title: '3 BHK apartment in Baner',
    listingType: 'sale',
    propertyType: 'apartment',
    price: 12_500_000,
    deposit: null,
    pricePerSqft: 10_000,
    bhk: 3,
    bathrooms: 2,
    areaSqft: 1250,
    furnishing: 'semi-furnished',
    possessionStatus: 'ready-to-move',
    city: 'Pune',
    locality: 'Baner',
    projectName: null,
    postedBy: 'owner',
    postedAt: '2026-11-19T10:00:00.000Z',
    image: {
      url: '/media/a-640.webp',
      srcSet: '/media/a-320.webp 320w, /media/a-640.webp 640w, /media/a-1280.webp 1280w',
      width: 640,
      height: 480,
      alt: 'Living room',
    },
    imageCount: 5,
    ...overrides,
  };
}

export function detail(overrides: Partial<ListingDetail> = {}): ListingDetail {
  const base = card();
  return {
    ...base,
    description: '<p>Sunny <strong>corner</strong> flat near the IT park.</p>',
    balconies: 2,
    areas: {
      carpet: { value: 1000, unit: 'sqft', sqft: 1000 },
      builtUp: { value: 1150, unit: 'sqft', sqft: 1150 },
      superBuiltUp: { value: 1250, unit: 'sqft', sqft: 1250 },
      plot: null,
    },
    maintenanceMonthly: 3500,
    possessionDate: null,
    ageYears: 4,
    floorNumber: 7,
    totalFloors: 14,
    facing: 'east',
    parking: { covered: 1, open: 0 },
    amenities: ['lift', 'gym', 'power-backup'],
    state: 'Maharashtra',
    pincode: '411045',
    latitude: 18.559,
    longitude: 73.786,
    rera: { state: 'Maharashtra', id: 'P52100012345' },
    media: [
      {
        _id: nextId(),
        kind: 'image',
        url: '/media/a-640.webp',
        srcSet: '/media/a-320.webp 320w, /media/a-640.webp 640w',
        width: 640,
        height: 480,
        caption: 'Living room',
      },
      {
        _id: nextId(),
        kind: 'image',
        url: '/media/b-640.webp',
        srcSet: '/media/b-320.webp 320w, /media/b-640.webp 640w',
        width: 640,
        height: 480,
        caption: 'Kitchen',
      },
    ],
    updatedAt: '2026-11-20T10:00:00.000Z',
    expiresAt: null,
    postedByName: 'Ravi Kumar',
    contactConsentText:
      'I agree to share my name, phone number and e-mail with Ravi Kumar (owner) for this property.',
    ...overrides,
  };
}
