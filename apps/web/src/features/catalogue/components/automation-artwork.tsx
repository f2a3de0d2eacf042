import { useState } from 'react';
import { categoryGradient, gradientBackground } from '../utils/category-colors';
import { CategoryIcon } from './category-icon';

type AutomationArtworkProps = { imageUrl: string | null; categoryName?: string };

/** The card image, or the category gradient when there is none or it fails to load. */
export function AutomationArtwork({ imageUrl, categoryName }: AutomationArtworkProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);

  if (imageUrl && failedUrl !== imageUrl) {
    return (
      <img
        src={imageUrl}
        alt=""
        loading="lazy"
        onError={() => setFailedUrl(imageUrl)}
        className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
      />
    );
  }

  return (
    <div
      data-testid="automation-gradient"
      data-category={categoryName ?? 'default'}
      className="flex size-full items-center justify-center text-white/90"
      style={{ backgroundImage: gradientBackground(categoryGradient(categoryName)) }}
    >
      <span className="rounded-2xl bg-white/10 p-4 ring-1 ring-white/20 backdrop-blur-sm">
        <CategoryIcon categoryName={categoryName} size={32} />
      </span>
    </div>
  );
}
