import { afterEach } from '@rstest/core';
import { act, cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';

// happy-dom's Web Animations never finish, so Fluent's exit motions would keep closed dialogs
// in the DOM. Without `animate`, Fluent (NODE_ENV=test) finishes motions at once.
if (typeof Element !== 'undefined' && 'animate' in Element.prototype) {
  Object.defineProperty(Element.prototype, 'animate', { value: undefined, configurable: true });
}

// Lazy chunks (dialogs, menus) load slower on a busy 2-core CI machine than RTL's 1 s default.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
  // react-hot-toast keeps its toasts in a module-level store: start every test without any.
  act(() => {
    toast.remove();
  });
});
