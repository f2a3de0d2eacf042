import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAutomation } from '@/testing/automation-factory';
import { renderWithRouter } from '@/testing/render-with-router';
import { categoryGradient, defaultCategoryGradient, gradientBackground } from '../utils/category-colors';
import { AutomationCard } from './automation-card';

const gradientOf = (category: string | null) =>
  gradientBackground(category ? categoryGradient(category) : defaultCategoryGradient);

function renderCard(automation = buildAutomation()) {
  const view = renderWithRouter(<AutomationCard automation={automation} />);
  return { ...view, automation };
}

describe('popular automation card', () => {
  it('an automation without an image shows its category gradient', () => {
    const { container } = renderCard(buildAutomation({ imageUrl: null }));

    const gradient = screen.getByTestId('automation-gradient');
    expect(gradient.style.backgroundImage).toBe(gradientOf('Data Processing'));
    expect(container.querySelector('img')).toBeNull();
  });

  it('a card image loads lazily with its 16:9 size set, so the grid does not jump', () => {
    const { container } = renderCard(buildAutomation({ imageUrl: 'https://cdn.example.com/card.png' }));
    const image = container.querySelector('img')!;
    expect(image.getAttribute('loading')).toBe('lazy');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['640', '360']);
  });

  it('a broken image falls back to the gradient', () => {
    const { container } = renderCard(
      buildAutomation({ imageUrl: 'https://cdn.example.com/missing.png', category: null }),
    );
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe('https://cdn.example.com/missing.png');

    fireEvent.error(image!);

    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('automation-gradient').style.backgroundImage).toBe(gradientOf(null));
  });

  it('each category keeps its own colours', () => {
    const names = ['Lead Generation', 'Email Marketing', 'Sales', 'Analytics'];
    const backgrounds = new Set(names.map((name) => gradientBackground(categoryGradient(name))));
    expect(backgrounds.size).toBe(names.length);
    expect(categoryGradient('Something New')).toBe(defaultCategoryGradient);
  });

  it('a card links to the slug page when the automation has a slug, else to its id', () => {
    renderCard(buildAutomation({ name: 'CSV Cleaner', slug: 'csv-cleaner' }));
    const withoutSlug = buildAutomation({ name: 'QR Maker', slug: null });
    renderCard(withoutSlug);

    expect(screen.getByRole('link', { name: 'CSV Cleaner' }).getAttribute('href')).toBe('/basalt/csv-cleaner');
    expect(screen.getByRole('link', { name: 'QR Maker' }).getAttribute('href')).toBe(`/automation/${withoutSlug.id}`);
  });

  it('a card shows its category, description and price', () => {
    renderCard(buildAutomation({ pricingModel: 'per_run', tokenCostPerRun: 12 }));
    expect(screen.getByText('Data Processing')).toBeTruthy();
    expect(screen.getByText('Cleans a CSV file and returns a tidy copy.')).toBeTruthy();
    expect(screen.getByText('12 tokens per run')).toBeTruthy();
  });
});
