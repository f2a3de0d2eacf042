import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatisticsSection } from './statistics-section';

describe('the statistics of an automation page', () => {
  it('a visitor sees a source only where one was given: no bare "Source:" (issue 39)', () => {
    render(
      <StatisticsSection
        statistics={[
          { stat: '45%', description: 'Time spent cleaning data', source: 'Anaconda', url: 'https://example.com/s' },
          { stat: '2x', description: 'Faster imports', source: '  ' },
          { stat: '3h', description: 'Saved each week' },
        ]}
      />,
    );
    const [linked, blank, absent] = screen.getAllByRole('listitem');
    expect(within(linked!).getByRole('link', { name: 'Anaconda' }).getAttribute('href')).toBe('https://example.com/s');
    expect(linked!.textContent).toContain('Source: Anaconda');
    expect(blank!.textContent).not.toContain('Source');
    expect(absent!.textContent).not.toContain('Source');
  });
});
