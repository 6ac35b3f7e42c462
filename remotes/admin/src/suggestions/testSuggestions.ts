import type { AdminPage } from 'shared/contracts/adminLists';
import type { AdminSuggestion } from 'shared/contracts/adminSuggestions';

export const suggestion = (n: number, searchText: string, weight: number): AdminSuggestion => ({
  _id: `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
  searchText,
  weight,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
});

/** Three curated suggestions, heaviest first (tests only). */
export const testRows = () => [
  suggestion(1, 'Whitefield Bengaluru', 3),
  suggestion(2, 'Powai Mumbai', 2),
  suggestion(3, 'Kharadi Pune', 1),
];

export const pageOf = (rows: AdminSuggestion[]): AdminPage<AdminSuggestion> => ({
  isSuccess: true,
  message: 'ok',
  data: rows,
  total: rows.length,
  totalCapped: false,
  page: 1,
  limit: 20,
});
