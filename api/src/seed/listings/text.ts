import type { ListingType, PropertyType } from 'shared/vocabulary';
import type { Rng } from './prng';

const TYPE_LABEL: Record<PropertyType, string> = {
  apartment: 'Apartment',
  'independent-house': 'Independent House',
  villa: 'Villa',
  'builder-floor': 'Builder Floor',
  penthouse: 'Penthouse',
  studio: 'Studio Apartment',
  plot: 'Residential Plot',
  'agricultural-land': 'Agricultural Land',
  office: 'Office Space',
  shop: 'Shop',
  showroom: 'Showroom',
  warehouse: 'Warehouse',
  'co-working': 'Co-working Space',
  pg: 'PG Accommodation',
};

export interface TitleInput {
  kind: ListingType;
  type: PropertyType;
  bhk: number | null;
  locality: string;
  project: string | null;
  areaLabel: string;
}

export function titleFor(rng: Rng, t: TitleInput): string {
  const deal = t.kind === 'sale' ? 'for Sale' : 'for Rent';
  const label = TYPE_LABEL[t.type];
  if (t.type === 'pg')
    return `${rng.pick(['PG for Men', 'PG for Women', 'Co-living PG'])} in ${t.locality}`;
  if (t.bhk && t.type !== 'studio') {
    const where = t.project && rng.chance(0.5) ? `${t.project}, ${t.locality}` : t.locality;
    return `${t.bhk} BHK ${label} ${deal} in ${where}`;
  }
  return `${t.areaLabel} ${label} ${deal} in ${t.locality}`;
}

const OPENERS = [
  'Well-maintained property in a quiet, green neighbourhood.',
  'Bright and airy home with excellent natural light and cross ventilation.',
  'Premium property close to schools, hospitals and daily-needs markets.',
  'Spacious layout with a practical design and no wasted space.',
  'Located on a wide road with easy access to the metro and main highways.',
];
const FEATURES = [
  'Modular kitchen with chimney and ample storage.',
  'Vitrified tiles in the living room and wooden flooring in the master bedroom.',
  'Covered parking and 24x7 security with CCTV.',
  'Power backup for lights and fans in all rooms.',
  'Gated community with clubhouse, gym and children\u2019s play area.',
  'Corner unit with two balconies and a pleasant view.',
  'Vastu-compliant layout with an east-facing entrance.',
  'Borewell and municipal water supply, no water problems.',
];
const CLOSERS = {
  sale: [
    'Clear title, all documents available for verification. Bank loan approved.',
    'Ready for registration; price slightly negotiable for a quick deal.',
    'Ideal for end use as well as investment.',
  ],
  rent: [
    'Available for families and working professionals. Immediate possession.',
    'Rent negotiable for a long lease; maintenance included.',
    'Pet-friendly society; visits on weekends by appointment.',
  ],
};

export function descriptionFor(
  rng: Rng,
  kind: ListingType,
  city: string,
  locality: string,
): string {
  return [
    rng.pick(OPENERS),
    ...rng.sample(FEATURES, rng.int(2, 4)),
    `Located in ${locality}, one of the most sought-after areas of ${city}.`,
    rng.pick(CLOSERS[kind]),
  ].join(' ');
}

const FIRST = [
  'Aarav',
  'Vivaan',
  'Aditya',
  'Ishaan',
  'Rohit',
  'Sanjay',
  'Priya',
  'Ananya',
  'Kavya',
  'Meera',
  'Neha',
  'Pooja',
  'Rahul',
  'Suresh',
  'Lakshmi',
  'Arjun',
  'Farhan',
  'Simran',
  'Gurpreet',
  'Deepa',
];
const LAST = [
  'Sharma',
  'Iyer',
  'Reddy',
  'Patel',
  'Nair',
  'Gupta',
  'Khan',
  'Singh',
  'Mehta',
  'Banerjee',
  'Joshi',
  'Menon',
  'Das',
  'Kulkarni',
  'Agarwal',
  'Chatterjee',
  'Pillai',
  'Verma',
];
const FIRMS = ['Realty', 'Properties', 'Estates', 'Homes', 'Developers', 'Infra'];

export function personName(rng: Rng): string {
  return `${rng.pick(FIRST)} ${rng.pick(LAST)}`;
}

export function companyName(rng: Rng): string {
  return `${rng.pick(LAST)} ${rng.pick(FIRMS)}`;
}
