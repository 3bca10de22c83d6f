import { Field, Int, ObjectType } from 'type-graphql';

/** URL prefix of everything under UPLOAD_DIR; the names are content hashes, so the files never change. */
export const UPLOADS_URL_PREFIX = '/uploads/';
/** Subdirectory (and URL segment) of product photos under UPLOAD_DIR. */
export const PRODUCT_IMAGES_DIR = 'products';
/** Rendition widths (px); a smaller photo gets only those up to its own width, or its own width alone (never upscaled). */
export const RENDITION_WIDTHS = [320, 640, 960] as const;
/** Every rendition is written in each format; AVIF first (smaller), WebP for browsers without AVIF. */
export const RENDITION_FORMATS = ['avif', 'webp'] as const;
export type RenditionFormat = (typeof RENDITION_FORMATS)[number];

/** What the product row keeps of an uploaded photo (column `image`, JSON). */
export interface ProductImageData {
  /** Content hash of the uploaded file (hex): the stem of every rendition's name. */
  hash: string;
  /** Size of the largest rendition; the others keep its aspect ratio. */
  width: number;
  height: number;
  /** Rendition widths, ascending. */
  widths: number[];
  formats: RenditionFormat[];
}

/** Same-origin URL of one rendition. */
export const renditionUrl = (image: Pick<ProductImageData, 'hash'>, width: number, format: RenditionFormat): string =>
  `${UPLOADS_URL_PREFIX}${PRODUCT_IMAGES_DIR}/${image.hash}-${width}.${format}`;

/** A `srcset` value listing every rendition of one format with its width. */
const srcset = (image: ProductImageData, format: RenditionFormat): string =>
  image.widths.map((width) => `${renditionUrl(image, width, format)} ${width}w`).join(', ');

@ObjectType({
  description: "An uploaded photo's responsive renditions, ready for <picture> (AVIF and WebP sources) with width and height.",
})
export class ProductImage {
  @Field({ description: 'The largest WebP rendition: the <img> src.' })
  src!: string;

  @Field(() => Int, { description: 'Intrinsic width of the largest rendition (px), for the width attribute.' })
  width!: number;

  @Field(() => Int, { description: 'Intrinsic height of the largest rendition (px), for the height attribute.' })
  height!: number;

  @Field({ description: 'The srcset of the AVIF renditions ("url 320w, ...").' })
  avifSrcset!: string;

  @Field({ description: 'The srcset of the WebP renditions ("url 320w, ...").' })
  webpSrcset!: string;

  /**
   * The photo a product shows: its renditions while `imageUrl` still points at them, else null (imageUrl is then a
   * generated default or an older image, e.g. after a revision from before the upload was restored).
   */
  static of(product: { imageUrl: string; image: ProductImageData | null }): ProductImage | null {
    if (!product.image) return null;
    const image = ProductImage.from(product.image);
    return image.src === product.imageUrl ? image : null;
  }

  private static from(image: ProductImageData): ProductImage {
    const largest = image.widths[image.widths.length - 1] ?? image.width;
    return Object.assign(new ProductImage(), {
      src: renditionUrl(image, largest, 'webp'),
      width: image.width,
      height: image.height,
      avifSrcset: srcset(image, 'avif'),
      webpSrcset: srcset(image, 'webp'),
    });
  }
}
