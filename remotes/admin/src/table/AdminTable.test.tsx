import { describe, expect, it, rs } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import type { AdminPage } from 'shared/contracts/adminLists';
import { expectLocation, renderWithProviders } from 'shared/testing';
import { AdminTable, type AdminTableProps } from './AdminTable';
import { createAdminListModel } from './listModel';
import type { AdminColumn, AdminListQuery } from './types';
import { useAdminList } from './useAdminList';
import { useListParams } from './useListParams';

type Person = { _id: string; name: string; city: string };

const columns: AdminColumn<Person>[] = [
  { id: 'name', label: 'Name', render: (row) => row.name, sortable: true },
  { id: 'city', label: 'City', render: (row) => row.city },
];

const people = (count: number, from = 1): Person[] =>
  Array.from({ length: count }, (_, index) => ({
    _id: `p${from + index}`,
    name: `Person ${from + index}`,
    city: 'Pune',
  }));

function renderTable(overrides: Partial<AdminTableProps<Person>> = {}) {
  const props: AdminTableProps<Person> = {
    label: 'People',
    columns,
    rows: people(3),
    getRowId: (row) => row._id,
    total: 3,
    totalCapped: false,
    page: 1,
    limit: 20,
    sort: 'name',
    dir: 'asc',
    status: 'ready',
    error: null,
    emptyText: 'No people match these filters.',
    onQuery: rs.fn(),
    onRetry: rs.fn(),
    ...overrides,
  };
  renderWithProviders(<AdminTable {...props} />);
  return { props, user: userEvent.setup() };
}

const grid = () => screen.getByRole('grid', { name: 'People' });
const bodyRows = () => within(grid()).getAllByRole('row').slice(1);
const header = (name: string) => within(grid()).getByRole('columnheader', { name });

describe('AdminTable', () => {
  it("shows the rows in the server's order and which column is sorted", () => {
    renderTable({ rows: [people(1, 3)[0], people(1, 1)[0], people(1, 2)[0]] as Person[] });
    expect(bodyRows().map((row) => within(row).getAllByRole('gridcell')[0]?.textContent)).toEqual([
      'Person 3',
      'Person 1',
      'Person 2',
    ]);
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
    expect(header('City').getAttribute('aria-sort')).toBeNull();
    expect(screen.getByText('3 results')).toBeTruthy();
  });

  it('asks the server for the other direction; a column without a sort key is not sortable', async () => {
    const { props, user } = renderTable();
    await user.click(within(header('Name')).getByRole('button'));
    expect(props.onQuery).toHaveBeenCalledWith({ sort: 'name', dir: 'desc' });
    expect(within(header('City')).queryByRole('button')).toBeNull();
  });

  it('selects rows and all rows of the page through labelled checkboxes', async () => {
    const onSelectionChange = rs.fn();
    const { user } = renderTable({ selectable: true, selected: ['p2'], onSelectionChange });
    expect(screen.getByText('1 selected')).toBeTruthy();
    const boxes = screen.getAllByRole('checkbox', { name: 'Select row' });
    expect(boxes).toHaveLength(3);
    expect((boxes[1] as HTMLInputElement).checked).toBe(true);
    await user.click(boxes[0] as HTMLElement);
    expect(onSelectionChange).toHaveBeenLastCalledWith(['p2', 'p1']);
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect([...(onSelectionChange.mock.lastCall?.[0] ?? [])].sort()).toEqual(['p1', 'p2', 'p3']);
  });

  it('has no checkboxes when the list is not selectable', () => {
    renderTable();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('says so when nothing matches', () => {
    renderTable({ rows: [], total: 0 });
    expect(screen.getByText('No people match these filters.')).toBeTruthy();
    expect(screen.queryByRole('grid')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows the failure with a Retry button, keeping the rows it had', async () => {
    const { props, user } = renderTable({
      status: 'error',
      error: 'The list could not be loaded. Check your connection and press Retry.',
    });
    expect(
      screen.getByText('The list could not be loaded. Check your connection and press Retry.'),
    ).toBeTruthy();
    expect(bodyRows()).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(props.onRetry).toHaveBeenCalledTimes(1);
  });

  it('keeps the rows and shows a labelled spinner while the next page loads', () => {
    renderTable({ status: 'loading' });
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(bodyRows()).toHaveLength(3);
  });

  it('pages: Page x of y, Previous and Next, page size', async () => {
    const { props, user } = renderTable({ rows: people(20, 21), total: 45, page: 2 });
    const pages = screen.getByRole('navigation', { name: 'Pages of People' });
    expect(within(pages).getByText('Page 2 of 3')).toBeTruthy();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(props.onQuery).toHaveBeenLastCalledWith({ page: 3 });
    await user.click(within(pages).getByRole('button', { name: 'Previous' }));
    expect(props.onQuery).toHaveBeenLastCalledWith({ page: 1 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    expect(props.onQuery).toHaveBeenLastCalledWith({ limit: 50 });
  });

  it('a capped total reads 10,000+ and pages only within the window', () => {
    renderTable({ rows: people(20), total: 10_000, totalCapped: true, page: 500 });
    expect(screen.getByText('10,000+ results')).toBeTruthy();
    expect(screen.getByText('Page 500 of 500+')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    expect(
      screen.getByText(
        'Only the first 10,000 rows can be paged: narrow the filters or the search to reach the others.',
      ),
    ).toBeTruthy();
  });
});

// A screen's wiring: the URL holds the query, the model fetches it, the table shows it.
const listModel = createAdminListModel<Person, AdminListQuery<'city'>>({
  name: 'people',
  fetch: async () => {
    throw new Error('replaced in tests');
  },
});
const spec = { sort: 'name', dir: 'asc', filters: ['city'] } as const;

function PeopleScreen() {
  const params = useListParams(spec);
  return (
    <AdminTable
      label="People"
      columns={columns}
      getRowId={(row) => row._id}
      emptyText="No people"
      {...useAdminList(listModel, params)}
    />
  );
}

const answer = (rows: Person[], total: number): AdminPage<Person> => ({
  isSuccess: true,
  message: 'ok',
  data: rows,
  total,
  totalCapped: false,
  page: 1,
  limit: 20,
});

describe('AdminTable with useListParams and createAdminListModel', () => {
  it('reads the query from the URL, and a sort goes back to page 1 in the URL', async () => {
    const fetch = rs.fn(async (_query: AdminListQuery<'city'>) => answer(people(20), 45));
    const scope = fork({ handlers: [[listModel.fetchFx, fetch]] });
    renderWithProviders(<PeopleScreen />, { scope, at: '/admin/people?city=Pune&page=2' });
    await screen.findByRole('grid', { name: 'People' });
    expect(fetch).toHaveBeenCalledWith({
      page: 2,
      limit: 20,
      sort: 'name',
      dir: 'asc',
      city: 'Pune',
    });
    const user = userEvent.setup();
    await user.click(within(header('Name')).getByRole('button'));
    await expectLocation('/admin/people?city=Pune&dir=desc');
    await waitFor(() =>
      expect(fetch).toHaveBeenLastCalledWith({
        page: 1,
        limit: 20,
        sort: 'name',
        dir: 'desc',
        city: 'Pune',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await expectLocation('/admin/people?city=Pune&dir=desc&page=2');
  });
});
