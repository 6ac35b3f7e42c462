import { afterEach, beforeEach, rs } from '@rstest/core';
import { act, cleanup } from '@testing-library/react';
import toast from 'react-hot-toast';

// happy-dom's Web Animations never finish, so Fluent's exit motions would keep closed
// drawers and dialogs in the DOM. Without `animate`, Fluent finishes motions at once.
if (typeof Element !== 'undefined' && 'animate' in Element.prototype) {
  Object.defineProperty(Element.prototype, 'animate', { value: undefined, configurable: true });
}

// A test that forgets to fake the api must fail, not reach whatever listens on localhost.
beforeEach(() => {
  rs.stubGlobal(
    'fetch',
    rs.fn(() => Promise.reject(new Error('Unexpected network call in a test'))),
  );
});

afterEach(() => {
  cleanup();
  act(() => {
    toast.remove();
  });
  rs.unstubAllGlobals();
});
