import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Progress, Tag } from 'antd';
import { useRef, useState, type DragEvent } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { Product } from '../../contract/catalog';
import { responsiveImage } from '../../contract/catalog-constants';
import { translateMessage, useTranslation } from '../../i18n';
import { api } from '../../providers/http';
import { toast } from '../../providers/toast';
import type { FormContextValue } from '../../engine/types';
import './products.css';

export const MAX_IMAGES = 10;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** Files the server would refuse, with the reason, before anything is sent. */
export function checkImageFiles(files: readonly File[], existing: number): { accepted: File[]; refused: Array<{ name: string; reasonKey: string }> } {
  const accepted: File[] = [];
  const refused: Array<{ name: string; reasonKey: string }> = [];
  for (const file of files) {
    if (!IMAGE_TYPES.includes(file.type)) refused.push({ name: file.name, reasonKey: 'products.imageType' });
    else if (file.size > MAX_IMAGE_BYTES) refused.push({ name: file.name, reasonKey: 'products.imageSize' });
    else if (existing + accepted.length >= MAX_IMAGES) refused.push({ name: file.name, reasonKey: 'products.imageCount' });
    else accepted.push(file);
  }
  return { accepted, refused };
}

/** The new order after moving the image at `from` to `to`. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return next;
}

/**
 * The product's images: upload several (one request each, so the bar shows real progress and one
 * bad file does not sink the others), reorder by dragging or with the arrow buttons (the first is
 * the cover), remove. A new product is saved as a draft first: images belong to a saved product.
 */
export function ImagesSection({ mode, record, submit, reload, busy }: FormContextValue<Product>) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<{ done: number; total: number } | null>(null);
  const [working, setWorking] = useState(false);
  const [refused, setRefused] = useState<string[]>([]);
  const [removing, setRemoving] = useState<string | null>(null);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dropActive, setDropActive] = useState(false);

  if (mode === 'create' || !record) {
    return (
      <div className="images-first-save">
        <PictureOutlined aria-hidden className="images-first-save-icon" />
        <p>{t('products.imagesAfterSave')}</p>
        <Button onClick={() => void submit('draft')} disabled={busy}>
          {t('products.saveDraftForImages')}
        </Button>
      </div>
    );
  }

  const images = record.images;
  const disabled = working || upload !== null;

  const uploadFiles = async (files: File[]) => {
    const { accepted, refused: refusedFiles } = checkImageFiles(files, images.length);
    const problems = refusedFiles.map((file) => `${file.name}: ${t(file.reasonKey, { max: MAX_IMAGES })}`);
    if (accepted.length > 0) {
      setUpload({ done: 0, total: accepted.length });
      let added = 0;
      for (const file of accepted) {
        const body = new FormData();
        body.append('files', file, file.name);
        const result = await api.postForm<Product>(`products/${record.id}/images`, body, { toast: false });
        if (result.success) added++;
        else problems.push(`${file.name}: ${translateMessage(result.message)}`);
        setUpload({ done: added + (problems.length - refusedFiles.length), total: accepted.length });
      }
      setUpload(null);
      await reload();
      if (added > 0) toast.success(t('products.imagesAdded', { count: added }));
    }
    setRefused(problems);
  };

  const saveOrder = async (order: string[]) => {
    setWorking(true);
    const result = await api.put<Product>(`products/${record.id}/images`, { order }, { toast: false });
    if (!result.success) toast.error(translateMessage(result.message));
    await reload();
    setWorking(false);
  };

  const move = (from: number, to: number) => {
    if (to < 0 || to >= images.length || from === to) return;
    void saveOrder(moveItem(images, from, to).map((image) => image.id));
  };

  const remove = async (imageId: string) => {
    const result = await api.del<Product>(`products/${record.id}/images/${imageId}`, undefined, { toast: false });
    if (!result.success) {
      toast.error(translateMessage(result.message));
      return;
    }
    await reload();
    toast.success(t('products.imageRemoved'));
  };

  const onDropFiles = (event: DragEvent) => {
    event.preventDefault();
    setDropActive(false);
    if (dragFrom !== null || disabled) return;
    const files = [...event.dataTransfer.files];
    if (files.length > 0) void uploadFiles(files);
  };

  return (
    <div className="images">
      <p className="form-section-text">{t('products.imagesHelp', { max: MAX_IMAGES })}</p>
      {images.length > 0 && (
        <ol className="image-grid" aria-label={t('products.imageOrder')}>
          {images.map((image, index) => (
            <li
              key={image.id}
              className={dragFrom === index ? 'image-tile is-dragging' : 'image-tile'}
              draggable={!disabled}
              onDragStart={(event) => {
                setDragFrom(index);
                event.dataTransfer.effectAllowed = 'move';
              }}
              onDragEnd={() => setDragFrom(null)}
              onDragOver={(event) => {
                if (dragFrom !== null) event.preventDefault();
              }}
              onDrop={(event) => {
                event.preventDefault();
                event.stopPropagation();
                if (dragFrom !== null) move(dragFrom, index);
                setDragFrom(null);
              }}
            >
              <img alt={t('products.imageAlt', { number: index + 1, name: record.name })} loading="lazy" {...responsiveImage(image.url, '200px')} />
              {index === 0 && (
                <Tag color="blue" className="image-cover-tag">
                  {t('products.cover')}
                </Tag>
              )}
              <div className="image-tile-actions">
                <Button
                  size="small"
                  icon={<ArrowUpOutlined aria-hidden />}
                  aria-label={t('products.moveEarlier', { number: index + 1 })}
                  disabled={disabled || index === 0}
                  onClick={() => move(index, index - 1)}
                />
                <Button
                  size="small"
                  icon={<ArrowDownOutlined aria-hidden />}
                  aria-label={t('products.moveLater', { number: index + 1 })}
                  disabled={disabled || index === images.length - 1}
                  onClick={() => move(index, index + 1)}
                />
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={t('products.removeImage', { number: index + 1 })}
                  disabled={disabled}
                  onClick={() => setRemoving(image.id)}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
      <div
        className={dropActive ? 'image-drop is-active' : 'image-drop'}
        onDragOver={(event) => {
          if (dragFrom === null) {
            event.preventDefault();
            setDropActive(true);
          }
        }}
        onDragLeave={() => setDropActive(false)}
        onDrop={onDropFiles}
      >
        <input
          ref={input}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          multiple
          className="file-input-hidden"
          tabIndex={-1}
          data-testid="product-image-input"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            if (files.length > 0) void uploadFiles(files);
          }}
        />
        <Button
          icon={<UploadOutlined aria-hidden />}
          onClick={() => input.current?.click()}
          disabled={disabled || images.length >= MAX_IMAGES}
          loading={upload !== null}
        >
          {t('products.addImages')}
        </Button>
        <span className="image-drop-hint">{t('products.dropHint')}</span>
      </div>
      {upload && (
        <Progress
          percent={Math.round((upload.done / upload.total) * 100)}
          status="active"
          aria-label={t('products.uploading', { done: upload.done, total: upload.total })}
          format={() => `${upload.done}/${upload.total}`}
        />
      )}
      {refused.length > 0 && (
        <Alert
          type="warning"
          showIcon
          closable
          onClose={() => setRefused([])}
          message={t('products.imagesRefused')}
          description={
            <ul>
              {refused.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          }
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('products.removeImageTitle')}
        description={t('products.removeImageText')}
        confirmLabel={t('products.removeImageConfirm')}
        cancelLabel={t('resources.cancel')}
        onConfirm={() => (removing ? remove(removing) : undefined)}
        onClose={() => setRemoving(null)}
      />
    </div>
  );
}
