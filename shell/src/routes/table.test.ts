import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { guardRedirect } from './guards';
import { routeTable } from './table';

/** Every route of spec §2 with the guard it must have (the wizard's: the posting check of §6). */
const specRoutes: Record<string, string> = {
  '/': 'public',
  '/property-listing': 'public',
  '/property/details/:propertyId': 'public',
  '/Cancel': 'public',
  '/create-profile/:userId?': 'user',
  '/profile': 'user',
  '/my-dashboard': 'user',
  '/my-leads': 'user',
  '/subscriptions/plan': 'user',
  '/Success': 'user',
  '/my-properties': 'user',
  '/my-properties/edit/:propertyId': 'user',
  '/checkout': 'user',
  '/view/property': 'user',
  '/save-favourite': 'user',
  '/add-property': 'poster',
  '/add-property/location': 'poster',
  '/add-property/profile': 'poster',
  '/add-property/media': 'poster',
  '/add-property/pricing': 'poster',
  '/admin/login': 'admin-guest',
  '/admin/forget-password': 'admin-guest',
  '/admin/change-password': 'admin-guest',
  '/admin/dashboard': 'admin',
  '/admin/users/all': 'admin',
  '/admin/users/coupons': 'admin',
  '/admin/properties/all': 'admin',
  '/admin/leadmanagementsystem/generated-leads': 'admin',
  '/admin/leadmanagementsystem/dispatch-lead': 'admin',
  '/admin/settings': 'admin',
  '/admin/suggestions': 'admin',
  '/admin/operators': 'admin',
  '*': 'public',
};

describe('route table', () => {
  it('maps exactly the routes of the spec, each with its guard', () => {
    const table = Object.fromEntries(routeTable.map((entry) => [entry.path, entry.guard]));
    expect(table).toEqual(specRoutes);
  });

  it('has one entry per path', () => {
    const paths = routeTable.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('sends each remote route to its remote: /admin/* to admin only, wizard and edit to add-property', () => {
    for (const entry of routeTable) {
      if (entry.kind !== 'remote') continue;
      if (entry.path.startsWith('/admin')) expect(entry.remote).toBe('admin');
      else if (/^\/(add-property|my-properties\/edit\/)/.test(entry.path))
        expect(entry.remote).toBe('add-property');
      else if (/^\/(property-listing|property\/)/.test(entry.path))
        expect(entry.remote).toBe('listing');
      else expect(entry.remote).toBe('dashboard');
    }
  });
});

describe('route table and the remotes', () => {
  // Tests run in shell/; a remote exposes one module per file of its src/exposed/ folder.
  const exposedFile = (remote: string, module: string) =>
    join(process.cwd(), '..', 'remotes', remote, 'src', 'exposed', `${module}.tsx`);

  it('names only modules a remote exposes', () => {
    const missing = routeTable
      .filter((entry) => entry.kind === 'remote')
      .filter((entry) => !existsSync(exposedFile(entry.remote, entry.module)))
      .map((entry) => `${entry.remote}/${entry.module}`);
    expect(missing).toEqual([]);
    expect(existsSync(exposedFile('listing', 'NoSuchPage'))).toBe(false);
  });
});

describe('guards', () => {
  const nobody = { isUser: false, isAdmin: false };
  it('public lets everyone in', () => {
    expect(guardRedirect('public', nobody)).toBeNull();
  });
  it('user redirects to / unless a user is signed in', () => {
    expect(guardRedirect('user', nobody)).toBe('/');
    expect(guardRedirect('user', { isUser: false, isAdmin: true })).toBe('/');
    expect(guardRedirect('user', { isUser: true, isAdmin: false })).toBeNull();
  });
  it('poster leaves the decision to the posting check (PosterGuard)', () => {
    expect(guardRedirect('poster', nobody)).toBeNull();
  });
  it('admin redirects to /admin/login unless an admin is signed in', () => {
    expect(guardRedirect('admin', nobody)).toBe('/admin/login');
    expect(guardRedirect('admin', { isUser: true, isAdmin: false })).toBe('/admin/login');
    expect(guardRedirect('admin', { isUser: false, isAdmin: true })).toBeNull();
  });
  it('admin-guest sends an admin to /admin/dashboard (not back to /admin/login)', () => {
    expect(guardRedirect('admin-guest', { isUser: false, isAdmin: true })).toBe('/admin/dashboard');
    expect(guardRedirect('admin-guest', nobody)).toBeNull();
  });
});
