import { useState } from 'react';
import { categoryGradient, gradientBackground } from '../utils/category-colors';
import { CategoryIcon } from './category-icon';

type AutomationArtworkProps = { imageUrl: string | null; categoryName?: string; eager?: boolean };

/**
 * The card image, or the category gradient when there is none or it fails to load. Every frame is
 * 16:9, so width and height give the browser that ratio before the image arrives (no layout shift);
 * only the page's own hero image (`eager`) skips lazy loading.
 */
export function AutomationArtwork({ imageUrl, categoryName, eager = false }: AutomationArtworkProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);

  if (imageUrl && failedUrl !== imageUrl) {
    return (
      <img
        src={imageUrl}
        alt=""
        width={640}
        height={360}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding="async"
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
