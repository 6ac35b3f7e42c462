import type { AdminFooterPage } from 'shared/contracts/adminSettings';
import type { AdminSettings } from './api';

export const page = (n: number, patch: Partial<AdminFooterPage> = {}): AdminFooterPage => ({
  _id: `00000000-0000-4000-8000-00000000000${n}`,
  title: `Page ${n}`,
  configUrl: `/page-${n}`,
  content: `<p>Text ${n}</p>`,
  sortOrder: n,
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...patch,
});

/** Three footer pages, a logo and one key set (tests only). */
export const testSettings = (): AdminSettings => ({
  footerPages: [
    page(1, { title: 'About Us', configUrl: '/about-us' }),
    page(2, { title: 'Privacy Policy', configUrl: '/privacy-policy' }),
    page(3, { title: 'Contact Us', configUrl: '/contact-us' }),
  ],
  logo: '/api/static/logo.svg',
  keys: { SUPPORT_EMAIL: 'help@example.com', SUPPORT_PHONE: null, OFFICE_ADDRESS: null },
});
