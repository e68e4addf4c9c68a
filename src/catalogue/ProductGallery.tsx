import PictureOutlined from '@ant-design/icons-svg/es/asn/PictureOutlined';
import { Icon } from '../components/Icon';
import { useState } from 'react';
import { useTranslation } from '../i18n';
import { responsiveImage } from '../contract/catalog-constants';

export interface GalleryImage {
  id: string;
  url: string;
}

/**
 * How wide the large image shows: the page's width on a phone and a tablet, the gallery's column (5 of
 * 11 parts of the details card) from 992 px. On a screen of three device pixels per CSS pixel the width
 * is given as about half, so a phone takes the 640 px copy (about 1.6 device pixels per CSS pixel, a
 * quarter of the 1280 px copy's bytes) for the page's largest paint. The server-rendered head preloads
 * the cover with the same.
 */
export const GALLERY_IMAGE_SIZES = '(min-width: 992px) 520px, (min-resolution: 2.5dppx) 54vw, 100vw';

/** The chosen image large and square, every image as a thumbnail that chooses it. */
export function ProductGallery({ images, name }: { images: readonly GalleryImage[]; name: string }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState(0);
  if (images.length === 0) {
    return (
      <div className="catalogue-gallery">
        <div className="catalogue-gallery-main is-empty">
          <Icon svg={PictureOutlined} aria-hidden />
          <span>{t('catalogue.noImage')}</span>
        </div>
      </div>
    );
  }
  const index = Math.min(chosen, images.length - 1);
  return (
    <section className="catalogue-gallery" aria-label={t('catalogue.images')}>
      <div className="catalogue-gallery-main">
        <img
          alt={t('catalogue.imageAlt', { number: index + 1, name })}
          fetchPriority={index === 0 ? 'high' : 'auto'}
          {...responsiveImage(images[index].url, GALLERY_IMAGE_SIZES)}
        />
      </div>
      {images.length > 1 && (
        <ul className="catalogue-gallery-thumbs">
          {images.map((image, position) => (
            <li key={image.id}>
              <button
                type="button"
                className={position === index ? 'catalogue-gallery-thumb is-current' : 'catalogue-gallery-thumb'}
                aria-pressed={position === index}
                aria-label={t('catalogue.showImage', { number: position + 1 })}
                onClick={() => setChosen(position)}
              >
                <img alt="" loading="lazy" {...responsiveImage(image.url, '64px')} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
