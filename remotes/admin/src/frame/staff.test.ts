import { describe, expect, it, rs } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { $adminAuth } from 'shared/auth';
import { ROLE_PERMISSIONS } from 'shared/contracts/adminPermissions';
import { $permissions, $staff, fetchStaffFx, frameOpened, permissionsOf } from './staff';
import { signedInAs, staffOf } from './testStaff';

describe('staff', () => {
  it("takes the api's permissions, else the role's row, and gives an unknown role nothing", () => {
    const user = { _id: 'a', email: 'a@x.in', name: 'A', role: 'moderator' };
    expect(permissionsOf({ ...user, permissions: ['users.view', 'not-a-permission'] })).toEqual([
      'users.view',
    ]);
    expect(permissionsOf(user)).toEqual(ROLE_PERMISSIONS.moderator);
    expect(permissionsOf({ ...user, role: 'admin' })).toEqual([]);
  });

  it("is the login's staff member until /me answers, then /me's (a changed role counts)", async () => {
    const promoted = { ...staffOf('super-admin'), role: 'super-admin' };
    const me = rs.fn(async () => promoted);
    const scope = fork({
      values: [[$adminAuth, signedInAs(staffOf('moderator'))]],
      handlers: [[fetchStaffFx, me]],
    });
    expect(scope.getState($staff)?.role).toBe('moderator');
    expect(scope.getState($permissions)).not.toContain('operators.manage');
    await allSettled(frameOpened, { scope });
    expect(me).toHaveBeenCalledTimes(1);
    expect(scope.getState($staff)?.role).toBe('super-admin');
    expect(scope.getState($permissions)).toContain('operators.manage');
  });

  it('is nobody when signed out, and does not ask /me then', async () => {
    const me = rs.fn(async () => staffOf('support'));
    const scope = fork({ handlers: [[fetchStaffFx, me]] });
    await allSettled(frameOpened, { scope });
    expect(me).not.toHaveBeenCalled();
    expect(scope.getState($staff)).toBeNull();
    expect(scope.getState($permissions)).toEqual([]);
  });
});
