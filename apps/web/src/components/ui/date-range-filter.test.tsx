import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DateRangeFilter } from './date-range-filter';

describe('the date range filter of admin lists', () => {
  it('an admin picks both ends, each named after what is filtered, and neither end can pass the other', () => {
    const onChange = vi.fn();
    render(<DateRangeFilter label="Bought" from="2026-03-01" to="2026-03-31" onChange={onChange} />);
    const from = screen.getByLabelText('Bought from') as HTMLInputElement;
    const until = screen.getByLabelText('Bought until') as HTMLInputElement;
    expect([from.value, from.max, until.value, until.min]).toEqual([
      '2026-03-01',
      '2026-03-31',
      '2026-03-31',
      '2026-03-01',
    ]);
    fireEvent.change(from, { target: { value: '2026-03-05' } });
    fireEvent.change(until, { target: { value: '' } });
    expect(onChange.mock.calls).toEqual([
      ['from', '2026-03-05'],
      ['to', ''],
    ]);
  });
});
