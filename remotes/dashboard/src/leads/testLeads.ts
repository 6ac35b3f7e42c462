import type { Lead, LeadsAnswer } from 'shared/contracts/leads';

let counter = 0;
const nextId = () => {
  counter += 1;
  return `00000000-0000-4000-9000-${String(counter).padStart(12, '0')}`;
};

/** A lead on a Pune flat, not yet contacted (test data). */
export function lead(overrides: Partial<Lead> = {}): Lead {
  return {
    _id: nextId(),
    propertyId: nextId(),
    propertyTitle: '2 BHK flat in Baner',
    propertyCity: 'Pune',
    propertyLocality: 'Baner',
    name: 'Ravi Kumar',
    phone: '9876501234',
    email: 'ravi@example.com',
    message: 'Is the price negotiable?',
    createdAt: '2026-03-15T10:00:00.000Z',
    consentedAt: '2026-03-15T10:00:00.000Z',
    contactedAt: null,
    ...overrides,
  };
}

export function answer(
  data: Lead[],
  total = data.length,
  page = 1,
  totalCapped = false,
): LeadsAnswer {
  return { isSuccess: true, message: 'ok', data, total, totalCapped, page, limit: 20 };
}
