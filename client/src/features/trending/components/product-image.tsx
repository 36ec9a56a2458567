import { useState } from 'react';
import { trendingCategoryImage } from '@common/constants/trending-images';
import { cn } from '@/lib/cn';
import { showableImage } from '../trending-format';
import { categoryLook } from './product-meta';

interface ProductImageProps {
  name: string;
  category: string;
  imageUrl: string | null;
  className?: string;
  /** The placeholder icon's size. */
  iconClassName?: string;
}

/** The product photo, or its category's illustration when there is none (or it fails to load). */
export function ProductImage({
  name,
  category,
  imageUrl,
  className,
  iconClassName = 'h-10 w-10',
}: ProductImageProps) {
  // The product's picture, else (missing or broken) its category's illustration, else a tinted icon.
  const [failures, setFailures] = useState(0);
  const own = showableImage(imageUrl);
  const candidates = [own, trendingCategoryImage(category)].filter((c): c is string => c !== null);
  const src = candidates[failures] ?? null;
  const { icon: Icon, tint } = categoryLook(category);
  if (src) {
    return (
      <img
        src={src}
        alt={src === own ? name : `${name} (${category} illustration)`}
        loading="lazy"
        decoding="async"
        referrerPolicy="no-referrer"
        onError={() => setFailures((n) => n + 1)}
        className={cn('bg-slate-100 object-cover', className)}
      />
    );
  }
  return (
    <div
      className={cn('flex items-center justify-center bg-gradient-to-br', tint, className)}
      data-testid="image-placeholder"
    >
      <Icon className={cn('opacity-80', iconClassName)} strokeWidth={1.5} aria-hidden />
    </div>
  );
}
