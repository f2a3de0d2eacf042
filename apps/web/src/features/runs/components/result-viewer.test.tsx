import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildRun } from '../testing/run-fixtures';
import { ResultViewer } from './result-viewer';

describe('the result viewer', () => {
  it('shows the summary, the file with name, size and download, and every other key title-cased', () => {
    render(
      <ResultViewer
        run={buildRun({
          status: 'completed',
          filesExpireAt: '2026-12-21T10:00:00.000Z',
          resultData: {
            summary: 'Cleaned 4 rows into 2.',
            output_file_url: 'https://basalt.example/api/files/1/content?expires=1&signature=x',
            file_name: 'cleaned.csv',
            file_size_bytes: 2048,
            rows_in: 4,
            columns: ['name', 'email'],
            cleaned_csv: 'name,email\nAda,a@b.co',
            cover: 'https://cdn.example/cover.png',
            podcast: 'https://cdn.example/episode.mp3',
            clip: 'https://cdn.example/clip.webm',
            invoice: 'https://cdn.example/invoice.pdf',
          },
        })}
      />,
    );
    expect(screen.getByText('Cleaned 4 rows into 2.')).toBeTruthy();
    expect(screen.getByText('cleaned.csv').textContent).toContain('2.0 KB');
    expect(screen.getByRole('link', { name: 'Download' }).getAttribute('download')).toBe('cleaned.csv');
    expect(screen.getByText(/Result files are kept until Dec 21, 2026/)).toBeTruthy();
    expect(screen.getByText('Rows In')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      expect.arrayContaining(['name', 'email']),
    );
    expect(screen.getByText(/Ada,a@b.co/).tagName).toBe('PRE');
    expect(screen.getByRole('img', { name: 'cover' }).getAttribute('src')).toBe('https://cdn.example/cover.png');
    expect(document.querySelector('audio')?.textContent).toBe('Your browser does not support the audio element.');
    expect(document.querySelector('video')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open PDF' }).getAttribute('href')).toBe('https://cdn.example/invoice.pdf');
  });
});
