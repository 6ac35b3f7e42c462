import { defineTestConfig } from 'shared/testing/rstest';

/** Pages render many Fluent controls (DataGrid, dialogs): on a busy 2-core machine 5 s is too tight. */
export default defineTestConfig({ name: 'dashboard', testTimeout: 30_000 });
