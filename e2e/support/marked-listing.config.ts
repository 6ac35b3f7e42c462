// The listing remote's own Rsbuild config, with one visible difference: its "Properties for sale"
// heading reads "Properties for sale <E2E_LISTING_MARKER>" (e2e/remote-deploy.test.ts builds it with
// `rsbuild build --config` this file). The sources are not touched: the text changes as the build
// reads it.
import { defineConfig, mergeRsbuildConfig, type RsbuildPlugin } from '@rsbuild/core';
import listingConfig from '../../remotes/listing/rsbuild.config';

const HEADING = '"search.headingSale": "Properties for sale"';

function visibleMarker(marker: string): RsbuildPlugin {
  return {
    name: 'e2e-visible-marker',
    setup(api) {
      api.transform({ test: /[\\/]locales[\\/]en[\\/]listing\.json$/ }, ({ code }) => {
        if (!code.includes(HEADING)) {
          throw new Error(`The listing texts no longer hold ${HEADING}: update the e2e marker.`);
        }
        return code.replace(HEADING, `"search.headingSale": "Properties for sale ${marker}"`);
      });
    },
  };
}

export default defineConfig(async (env) => {
  const marker = process.env.E2E_LISTING_MARKER;
  if (!marker) throw new Error('Set E2E_LISTING_MARKER to the text the heading should gain.');
  return mergeRsbuildConfig(await listingConfig(env), { plugins: [visibleMarker(marker)] });
});
