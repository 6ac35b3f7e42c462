import { describe, expect, it } from '@rstest/core';
import type { RouteOptions } from 'fastify';
import { PERMISSION_NOTE, requirePermissionDeclared } from '../../src/routes/api/admin/autohooks';

const route = (extra: Partial<RouteOptions>) =>
  ({ method: 'GET', url: '/api/admin/things', handler: () => ({}), ...extra }) as RouteOptions;

describe('an admin route as it is registered', () => {
  it('without config.permission stops the api', () => {
    expect(() => requirePermissionDeclared(route({}))).toThrow(
      'GET /api/admin/things needs config.permission (see adminPermissions)',
    );
  });

  it('hidden from the OpenAPI document stops the api (the role matrix reads that document)', () => {
    expect(() =>
      requirePermissionDeclared(
        route({ config: { permission: 'users.view' }, schema: { hide: true } as never }),
      ),
    ).toThrow(/admin routes stay in the OpenAPI document/);
  });

  it('gets its permission written into its description, after any description it has', () => {
    const documented = route({
      config: { permission: 'users.view' },
      schema: { description: 'Lists users.' } as never,
    });
    requirePermissionDeclared(documented);
    const description = (documented.schema as { description: string }).description;
    expect(description).toBe('Lists users.\n\nStaff permission: `users.view`.');
    expect(PERMISSION_NOTE.exec(description)?.[1]).toBe('users.view');
  });
});
