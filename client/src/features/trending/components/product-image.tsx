import { useState } from 'react';
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

/** The product photo, or a tinted category icon when there is none (or it fails to load). */
export function ProductImage({
  name,
  category,
  imageUrl,
  className,
  iconClassName = 'h-10 w-10',
}: ProductImageProps) {
  const [failed, setFailed] = useState(false);
  const src = failed ? null : showableImage(imageUrl);
  const { icon: Icon, tint } = categoryLook(category);
  if (src) {
    return (
      <img
        src={src}
        alt={name}
        loading="lazy"
        decoding="async"
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
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
