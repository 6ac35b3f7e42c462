import { defineApp } from '../../rsbuild.base';

export default defineApp({
  name: 'add_property',
  root: import.meta.dirname,
  portEnv: 'ADD_PROPERTY_PORT',
  defaultPort: 3102,
  exposes: {
    './BasicDetailsStep': './src/exposed/BasicDetailsStep.tsx',
    './LocationStep': './src/exposed/LocationStep.tsx',
    './ProfileStep': './src/exposed/ProfileStep.tsx',
    './MediaStep': './src/exposed/MediaStep.tsx',
    './PricingStep': './src/exposed/PricingStep.tsx',
  },
});
