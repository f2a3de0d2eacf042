import type { SeoContent } from '@basalt/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SeoEditor } from './seo-editor';

let latest: SeoContent = {};
function Editor({ initial }: { initial: SeoContent }) {
  const [value, setValue] = useState(initial);
  latest = value;
  return (
    <SeoEditor
      value={value}
      onChange={(next) => {
        latest = next;
        setValue(next);
      }}
    />
  );
}

const step = (order: number, title: string) => ({ order, title, description: '' });

describe('the how-to steps of the SEO editor', () => {
  it('an admin removes a step and adds one, and the steps stay numbered 1, 2, 3 (issue 39)', () => {
    render(<Editor initial={{ howToSteps: [step(1, 'Upload'), step(2, 'Check'), step(3, 'Download')] }} />);
    fireEvent.click(screen.getByRole('tab', { name: 'How-To Steps' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove step 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Step' }));
    expect(latest.howToSteps?.map((s) => [s.order, s.title])).toEqual([
      [1, 'Upload'],
      [2, 'Download'],
      [3, ''],
    ]);
    expect(screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'Step 1',
      'Step 2',
      'Step 3',
    ]);
  });
});
