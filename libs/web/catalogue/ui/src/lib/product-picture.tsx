import type { ImgHTMLAttributes } from 'react';

/** Generated default images are drawn at this size (same-origin SVG, square). */
const PRODUCT_IMAGE_SIZE = 480;

/** The image fields of a product as GraphQL serves them (`image` is null without an uploaded photo). */
export interface PictureProduct {
  imageUrl: string;
  image?: { src: string; width: number; height: number; avifSrcset: string; webpSrcset: string } | null;
}

type PictureProps = { product: PictureProduct; sizes: string } & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height'>;

/**
 * A product's uploaded photo as <picture> (AVIF, else WebP, the browser picking the rendition width from `sizes`),
 * with its real width and height so nothing shifts as it loads; without a photo, its generated default image.
 */
export function ProductPicture({ product, sizes, alt, ...img }: PictureProps) {
  const photo = product.image;
  if (!photo) return <img src={product.imageUrl} alt={alt} width={PRODUCT_IMAGE_SIZE} height={PRODUCT_IMAGE_SIZE} {...img} />;
  return (
    <picture>
      <source type="image/avif" srcSet={photo.avifSrcset} sizes={sizes} />
      <source type="image/webp" srcSet={photo.webpSrcset} sizes={sizes} />
      <img src={photo.src} alt={alt} width={photo.width} height={photo.height} {...img} />
    </picture>
  );
}
