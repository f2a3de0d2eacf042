import type { categoryNames } from '@basalt/contracts';

type CategoryName = (typeof categoryNames)[number];
export type CategoryGradient = { from: string; to: string };

/**
 * Fixed per category so the same kind of automation always looks the same, on every card and
 * every visit. Both stops are dark enough for white text and icons on top.
 */
const categoryGradients: Record<CategoryName, CategoryGradient> = {
  'Lead Generation': { from: '#7c2d12', to: '#ea580c' },
  'Email Marketing': { from: '#1e3a8a', to: '#3b82f6' },
  'Data Processing': { from: '#134e4a', to: '#0d9488' },
  'Social Media': { from: '#831843', to: '#db2777' },
  'Customer Support': { from: '#14532d', to: '#16a34a' },
  Analytics: { from: '#312e81', to: '#6366f1' },
  'Content Creation': { from: '#581c87', to: '#a855f7' },
  Sales: { from: '#78350f', to: '#d97706' },
};

export const defaultCategoryGradient: CategoryGradient = { from: '#27272a', to: '#52525b' };

export function categoryGradient(categoryName: string | null | undefined): CategoryGradient {
  return (categoryName && categoryGradients[categoryName as CategoryName]) || defaultCategoryGradient;
}

export function gradientBackground({ from, to }: CategoryGradient): string {
  return `linear-gradient(135deg, ${from}, ${to})`;
}
