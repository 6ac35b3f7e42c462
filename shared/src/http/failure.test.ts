import { describe, expect, it } from '@rstest/core';
import { messageOf } from './failure';

describe('messageOf', () => {
  it("gives the server's message, else the fallback", () => {
    expect(messageOf({ success: false, message: 'Listing is closed' }, 'Could not send')).toBe(
      'Listing is closed',
    );
    expect(messageOf(new TypeError(''), 'Could not send')).toBe('Could not send');
  });

  it('says the session ended when the token refresh failed (not the refresh error)', () => {
    const refreshFailed = {
      success: false,
      message: 'Refresh token revoked',
      code: 'SESSION_EXPIRED',
    };
    expect(messageOf(refreshFailed, 'Could not update your favourites')).toBe(
      'Your session has ended. Please log in again.',
    );
  });
});
