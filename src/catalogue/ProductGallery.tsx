import PictureOutlined from '@ant-design/icons-svg/es/asn/PictureOutlined';
import { Icon } from '../components/Icon';
import { useState } from 'react';
import { useTranslation } from '../i18n';

export interface GalleryImage {
  id: string;
  url: string;
}

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
        <img src={images[index].url} alt={t('catalogue.imageAlt', { number: index + 1, name })} />
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
                <img src={image.url} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
