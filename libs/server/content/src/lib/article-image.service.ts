import { NotFoundError } from '@bcg/server/core';
import { renditionUrl, type ImageUploadService } from '@bcg/server/catalogue';
import type { Readable } from 'node:stream';
import type { Repository } from 'typeorm';
import { Article } from './article.entity';
import type { ArticleService } from './article.service';
import { CONTENT_ERRORS } from './content.errors';

/**
 * Article covers through the photo upload pipeline (the product photos' checks, metadata stripping and renditions):
 * the article is pointed at the largest WebP rendition by an editor save, so the change has its revision, moves
 * `updatedAt` and the site revision, and shows on the post, the blog list and the BlogPosting's JSON-LD at once.
 */
export class ArticleImageService {
  constructor(
    private readonly articles: Repository<Article>,
    private readonly editor: ArticleService,
    private readonly images: ImageUploadService,
  ) {}

  /**
   * Makes the upload the cover of article `articleId`.
   * @throws NotFoundError for an unknown article; ValidationError (field `image`) for a file that is not a sound JPEG,
   *   PNG or WebP within the limits (nothing is written then).
   */
  attachUpload(articleId: number, upload: Readable & { truncated?: boolean }): Promise<Article> {
    return this.images.receive(upload, async (image) => {
      const article = await this.articles.findOneBy({ id: articleId });
      if (!article) throw new NotFoundError(CONTENT_ERRORS.articleNotFound);
      const imageUrl = renditionUrl(image, image.widths[image.widths.length - 1] as number, 'webp');
      try {
        // As for products: the renditions' data counts only once imageUrl points at them (the editor save below).
        await this.articles.update({ id: articleId }, { image });
        return await this.editor.update(articleId, { imageUrl });
      } catch (error) {
        await this.articles.update({ id: articleId }, { image: article.image }).catch(() => undefined);
        throw error;
      }
    });
  }
}
