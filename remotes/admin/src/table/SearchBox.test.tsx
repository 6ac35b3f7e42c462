import { describe, expect, it, rs } from '@rstest/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared/testing';
import { type Period, PeriodPicker } from './PeriodPicker';
import { SearchBox } from './SearchBox';

describe('SearchBox', () => {
  it('searches on Enter with the trimmed text, and clears', async () => {
    const onSearch = rs.fn();
    renderWithProviders(<SearchBox value="old" onSearch={onSearch} label="Name or phone" />);
    const user = userEvent.setup();
    const box = screen.getByRole('searchbox', { name: 'Name or phone' });
    await user.clear(box);
    await user.type(box, '  ravi {Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('ravi');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onSearch).toHaveBeenLastCalledWith('');
  });
});

describe('PeriodPicker', () => {
  it('sends a valid period and refuses a start after the end with a message', async () => {
    const onChange = rs.fn((_period: Period) => undefined);
    renderWithProviders(<PeriodPicker from="2026-11-01" to="2026-11-10" onChange={onChange} />);
    const user = userEvent.setup();
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-11-05');
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-05', to: '2026-11-10' });
    onChange.mockClear();
    await user.clear(from);
    await user.type(from, '2026-11-20');
    expect(onChange).not.toHaveBeenCalledWith({ from: '2026-11-20', to: '2026-11-10' });
    expect(screen.getByText('The start date must be on or before the end date.')).toBeTruthy();
  });
});
