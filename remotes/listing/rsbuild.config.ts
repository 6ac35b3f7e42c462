import { defineApp } from '../../rsbuild.base';

export default defineApp({
  name: 'listing',
  root: import.meta.dirname,
  portEnv: 'LISTING_PORT',
  defaultPort: 3101,
  exposes: {
    './ListingPage': './src/exposed/ListingPage.tsx',
    './PropertyDetailsPage': './src/exposed/PropertyDetailsPage.tsx',
    './RecentListings': './src/exposed/RecentListings.tsx',
  },
});
