import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AdminCouponsRepository } from './admin-coupons-repository';
import { CouponEditing } from './coupon-editing';

declare module 'fastify' {
  interface FastifyInstance {
    adminCoupons: { repository: AdminCouponsRepository; editing: CouponEditing };
  }
}

async function adminCouponsPlugin(app: FastifyInstance) {
  const repository = new AdminCouponsRepository(app.db);
  app.decorate('adminCoupons', {
    repository,
    editing: new CouponEditing(app.db, app.audit, repository),
  });
}

export default fp(adminCouponsPlugin, {
  name: 'admin-coupons',
  dependencies: ['database', 'audit'],
});
