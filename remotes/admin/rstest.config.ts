import { join } from 'node:path';
import { defineTestConfig } from 'shared/testing/rstest';

// Admin screens render the whole frame (navigation, dialogs, a DataGrid): role queries over
// that DOM take seconds on a busy machine, so a test gets 15 s instead of rstest's 5.
export default defineTestConfig({
  name: 'admin',
  testTimeout: 15_000,
  setupFiles: [join(import.meta.dirname, 'src/testSetup.ts')],
});
