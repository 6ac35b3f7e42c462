import { describe, expect, it, rs } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminCoupon } from 'shared/contracts/adminCoupons';
import type { AdminRole } from 'shared/contracts/adminPermissions';
import type { Plan } from 'shared/contracts/subscriptions';
import { renderWithProviders } from 'shared/testing';
import { notifyErrorFx, notifySuccessFx } from 'shared/ui/notify';
import CouponsPage from '../exposed/CouponsPage';
import { adminScope } from '../frame/testStaff';
import { fetchPaidPlansFx, type SaveCouponRequest, saveCouponFx } from './api';
import { couponsList } from './model';

const DIWALI: AdminCoupon = {
  _id: '3c0c7c8e-1c0f-4a53-9d3e-2f1f7d8a6b01',
  code: 'DIWALI10',
  kind: 'percent',
  value: 10,
  validFrom: null,
  validUntil: '2026-11-30T18:29:59.999Z',
  totalLimit: 100,
  perUserLimit: 1,
  planCodes: [],
  active: true,
  status: 'active',
  timesUsed: 3,
  createdAt: '2026-10-01T06:30:00.000Z',
  updatedAt: '2026-10-01T06:30:00.000Z',
};
const PLANS: Plan[] = [
  {
    _id: 'p1',
    code: 'BASIC',
    name: 'Basic',
    priceRupees: 999,
    durationDays: 30,
    propertyQuota: 5,
    features: [],
  },
  {
    _id: 'p2',
    code: 'PREMIUM',
    name: 'Premium',
    priceRupees: 2999,
    durationDays: 90,
    propertyQuota: 25,
    features: [],
  },
];

/** The grid and dialogs render slowly on a busy machine: each test gets time. */
const SLOW = 20_000;
// In happy-dom tabster's modalizer leaves a controlled Fluent dialog aria-hidden and its
// aria-labelledby name empty (see the settings and add-property tests): a dialog is found by its
// title heading, and its parts are queried with hidden: true. e2e and axe check the real browser.
const hidden = { hidden: true } as const;
async function findDialog(name: string): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name, ...hidden });
  const dialog = heading.closest<HTMLElement>('[role="dialog"], [role="alertdialog"]');
  if (!dialog) throw new Error(`The heading "${name}" is not inside a dialog`);
  return dialog;
}

function renderCoupons(
  role: AdminRole,
  save = rs.fn(
    async (request: SaveCouponRequest) => ({ ...DIWALI, ...request.body }) as AdminCoupon,
  ),
) {
  const fetchList = rs.fn(async () => ({
    isSuccess: true as const,
    message: 'ok',
    data: [DIWALI],
    total: 1,
    totalCapped: false,
    page: 1,
    limit: 20,
  }));
  const success = rs.fn(async (_message: string) => undefined);
  const scope = adminScope(role, [
    [couponsList.fetchFx, fetchList],
    [fetchPaidPlansFx, async () => PLANS],
    [saveCouponFx, save],
    [notifySuccessFx, success],
    [notifyErrorFx, async () => undefined],
  ]);
  renderWithProviders(<CouponsPage />, { scope, at: '/admin/users/coupons' });
  return { fetchList, save, success, user: userEvent.setup() };
}

describe('/admin/users/coupons', () => {
  it(
    'lists coupons with discount, validity, limits, status and times used',
    async () => {
      renderCoupons('finance');
      const grid = await screen.findByRole('grid', { name: 'Coupons' });
      const row = within(grid).getByRole('row', { name: /DIWALI10/ });
      expect(row.textContent).toContain('10% off');
      expect(row.textContent).toContain('Until 30 Nov 2026');
      expect(row.textContent).toContain('100 in all, 1 per user');
      expect(row.textContent).toContain('All paid plans');
      expect(row.textContent).toContain('Active');
    },
    SLOW,
  );

  it(
    'creates a coupon checked as typed, showing each plan’s new price',
    async () => {
      const { save, success, user } = renderCoupons('finance');
      await user.click(await screen.findByRole('button', { name: 'Create coupon' }));
      const dialog = await findDialog('Create a coupon');
      await user.type(within(dialog).getByRole('textbox', { name: /Code/, ...hidden }), 'monsoon');
      const value = within(dialog).getByRole('textbox', { name: /Percent off/, ...hidden });
      await user.type(value, '150');
      expect(within(dialog).getByText('A percentage must be between 1 and 100.')).toBeTruthy();
      await user.clear(value);
      await user.type(value, '10');
      expect(within(dialog).getByText('Basic: ₹999 → ₹899.10')).toBeTruthy();
      await user.click(
        within(dialog).getByRole('radio', { name: 'Flat amount in rupees', ...hidden }),
      );
      await user.clear(within(dialog).getByRole('textbox', { name: /Rupees off/, ...hidden }));
      await user.type(
        within(dialog).getByRole('textbox', { name: /Rupees off/, ...hidden }),
        '100',
      );
      expect(within(dialog).getByText('Basic: ₹999 → ₹899')).toBeTruthy();
      expect(within(dialog).getByText('Premium: ₹2,999 → ₹2,899')).toBeTruthy();
      await user.click(within(dialog).getByRole('checkbox', { name: 'Premium', ...hidden }));
      expect(within(dialog).queryByText('Basic: ₹999 → ₹899')).toBeNull();
      await user.click(within(dialog).getByRole('button', { name: 'Create', ...hidden }));
      await waitFor(() =>
        expect(save).toHaveBeenCalledWith({
          id: null,
          body: {
            code: 'MONSOON',
            kind: 'flat',
            value: 100,
            validFrom: null,
            validUntil: null,
            totalLimit: null,
            perUserLimit: null,
            planCodes: ['PREMIUM'],
          },
        }),
      );
      await waitFor(() => expect(success).toHaveBeenCalledWith('Coupon created.'));
    },
    SLOW,
  );

  it(
    'shows the server’s refusal in the dialog and keeps what was typed',
    async () => {
      const save = rs.fn(async () => {
        throw {
          success: false,
          message: 'A coupon with the code DIWALI10 already exists. Choose another code.',
        };
      });
      const { user } = renderCoupons('super-admin', save);
      await user.click(await screen.findByRole('button', { name: 'Create coupon' }));
      const dialog = await findDialog('Create a coupon');
      await user.type(within(dialog).getByRole('textbox', { name: /Code/, ...hidden }), 'diwali10');
      await user.type(within(dialog).getByRole('textbox', { name: /Percent off/, ...hidden }), '5');
      await user.click(within(dialog).getByRole('button', { name: 'Create', ...hidden }));
      expect(
        await within(dialog).findByText(
          'A coupon with the code DIWALI10 already exists. Choose another code.',
        ),
      ).toBeTruthy();
      expect(within(dialog).getByRole('textbox', { name: /Code/, ...hidden })).toHaveProperty(
        'value',
        'diwali10',
      );
    },
    SLOW,
  );

  it(
    'edits a used coupon with its code and kind locked, and deactivates after asking',
    async () => {
      const { save, user } = renderCoupons('finance');
      await user.click(await screen.findByRole('button', { name: 'Edit DIWALI10' }));
      const dialog = await findDialog('Edit coupon DIWALI10');
      expect(
        within(dialog).getByText('Used 3 times: the code and the kind can no longer change.'),
      ).toBeTruthy();
      expect(within(dialog).getByRole('textbox', { name: /Code/, ...hidden })).toHaveProperty(
        'disabled',
        true,
      );
      await user.click(within(dialog).getByRole('button', { name: 'Cancel', ...hidden }));

      await user.click(screen.getByRole('button', { name: 'Deactivate DIWALI10' }));
      const confirm = await screen.findByRole('alertdialog', {
        name: 'Deactivate DIWALI10?',
        ...hidden,
      });
      await user.click(within(confirm).getByRole('button', { name: 'Deactivate', ...hidden }));
      await waitFor(() =>
        expect(save).toHaveBeenCalledWith({ id: DIWALI._id, body: { active: false } }),
      );
    },
    SLOW,
  );

  it(
    'refuses the screen to a role without coupons.view, fetching nothing',
    async () => {
      const { fetchList } = renderCoupons('moderator');
      expect(await screen.findByText('You do not have access to this page')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Create coupon' })).toBeNull();
      expect(fetchList).not.toHaveBeenCalled();
    },
    SLOW,
  );
});
