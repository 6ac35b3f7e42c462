import { afterEach, beforeEach, rs } from '@rstest/core';
import { cleanup } from '@testing-library/react';

// A test that forgets to fake the api must fail, not reach whatever listens on localhost.
beforeEach(() => {
  rs.stubGlobal(
    'fetch',
    rs.fn(() => Promise.reject(new Error('Unexpected network call in a test'))),
  );
});

afterEach(() => {
  cleanup();
  rs.unstubAllGlobals();
});
