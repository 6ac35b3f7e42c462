// The setup file of every package's rstest config (see rstestConfig.ts).
import { afterEach, beforeEach, rs } from '@rstest/core';
import { act, cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';

// happy-dom's Web Animations never finish, so Fluent's exit motions would keep closed drawers
// and dialogs in the DOM. Without `animate`, Fluent (NODE_ENV=test) finishes motions at once.
if (typeof Element !== 'undefined' && 'animate' in Element.prototype) {
  Object.defineProperty(Element.prototype, 'animate', { value: undefined, configurable: true });
}

// Lazy chunks (dialogs, menus) load slower on a busy 2-core CI machine than RTL's 1 s default.
configure({ asyncUtilTimeout: 4000 });

// A test that forgets to fake the api must fail, not reach whatever listens on localhost.
beforeEach(() => {
  rs.stubGlobal(
    'fetch',
    rs.fn(() => Promise.reject(new Error('Unexpected network call in a test'))),
  );
});

afterEach(() => {
  cleanup();
  // react-hot-toast keeps its toasts in a module-level store: start every test without any.
  act(() => {
    toast.remove();
  });
  rs.unstubAllGlobals();
});
