import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildRun } from '../testing/run-fixtures';
import { ResultViewer } from '@/components/result-viewer';

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

  it('renders Markdown safely: headings, lists and tables, but no raw HTML, scripts or javascript: links', async () => {
    render(
      <ResultViewer
        run={buildRun({
          status: 'completed',
          resultData: {
            summary:
              '## Weekly report\n\n- **3** new leads\n- [details](https://example.com/r)\n\n<img src=x onerror="alert(1)"><script>alert(2)</script>\n\n[bad](javascript:alert(3))',
          },
        })}
      />,
    );
    // The Markdown renderer is a lazy part: it appears once its chunk has loaded.
    expect(await screen.findByRole('heading', { name: 'Weekly report' })).toBeTruthy();
    expect(screen.getByText('3').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'details' }).getAttribute('href')).toBe('https://example.com/r');
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(screen.getByText('bad').closest('a')?.getAttribute('href') ?? '').not.toMatch(/javascript/i);
  });

  it('shows a plain-text summary at once, with its line breaks, without loading the Markdown renderer', () => {
    render(
      <ResultViewer
        run={buildRun({ status: 'completed', resultData: { summary: 'Cleaned 5 rows into 2.\nRemoved 1 duplicate.' } })}
      />,
    );
    const summary = screen.getByText(/Cleaned 5 rows into 2/);
    expect(summary.tagName).toBe('P');
    expect(summary.textContent).toBe('Cleaned 5 rows into 2.\nRemoved 1 duplicate.');
    expect(document.querySelector('[data-lazy-part="markdown-text"]')).toBeNull();
  });

  it('shows an array of objects as a table and every key in the order the workflow sent it, each value once', () => {
    render(
      <ResultViewer
        run={buildRun({
          status: 'completed',
          resultData: {
            summary: 'Scored 2 leads',
            message: 'Scored 2 leads',
            zeta: 'last letter, first key',
            leads: [
              { name: 'Ada', email: 'ada@example.com', score: 91 },
              { name: 'Alan', email: 'alan@example.com', score: 64, note: 'late' },
            ],
            average: 77.5,
          },
        })}
      />,
    );
    expect(screen.getAllByText('Scored 2 leads')).toHaveLength(1);
    const terms = [...document.querySelectorAll('dt')].map((term) => term.textContent);
    expect(terms).toEqual(['Zeta', 'Leads', 'Average']);
    const table = within(screen.getByRole('table'));
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Name',
      'Email',
      'Score',
      'Note',
    ]);
    expect(table.getAllByRole('row')[2]!.textContent).toBe('Alanalan@example.com64late');
  });

  it('downloads the result as JSON, and its table as CSV', () => {
    const run = buildRun({
      status: 'completed',
      resultData: {
        summary: 'Done',
        rows: [
          { name: 'Ada, Countess', total: 3 },
          { name: '=SUM(A1)', total: 4 },
        ],
      },
    });
    render(<ResultViewer run={run} />);
    const json = screen.getByRole('link', { name: 'Download JSON' });
    expect(json.getAttribute('download')).toBe(`csv-data-cleaner-${run.id.slice(0, 8)}.json`);
    expect(JSON.parse(decodeURIComponent(json.getAttribute('href')!.split(',').slice(1).join(',')))).toEqual(
      run.resultData,
    );
    const csv = screen.getByRole('link', { name: 'Download CSV' });
    expect(decodeURIComponent(csv.getAttribute('href')!.split(',').slice(1).join(','))).toBe(
      'name,total\r\n"Ada, Countess",3\r\n\'=SUM(A1),4\r\n',
    );
  });

  it('a result without a table offers JSON only, and a file link reads as its file name', () => {
    render(
      <ResultViewer
        run={buildRun({
          status: 'completed',
          resultData: { report: 'https://basalt.example/api/files/abc/content?expires=1&signature=x', notes: 'ok' },
        })}
      />,
    );
    expect(screen.getByRole('link', { name: 'Download JSON' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download CSV' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Download file' })).toBeTruthy();
  });
});
