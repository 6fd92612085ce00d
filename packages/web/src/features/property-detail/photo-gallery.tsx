import { ActionIcon, Button } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconMaximize } from '@tabler/icons-react';
import { useCallback, useState, type KeyboardEvent } from 'react';
import type { ListingMedia } from '@app/domain';
import { PHOTO_SIZE, applyGalleryAction, galleryKeyAction, photoAlt, photoCountLabel, type GalleryAction } from './gallery-state.ts';
import { GalleryLightbox } from './gallery-lightbox.tsx';
import { useSwipe } from './use-swipe.ts';
import classes from './photo-gallery.module.css';

/**
 * The listing's photos: a large photo with arrows, its count and a full-screen button, and a
 * strip of thumbnails. Arrow keys (while focus is in the gallery; the full-screen view has its
 * own) and swipes change the photo.
 */
export function PhotoGallery({ photos, address }: { photos: readonly ListingMedia[]; address: string }) {
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const count = photos.length;
  const go = useCallback((action: GalleryAction) => setIndex((current) => applyGalleryAction(current, count, action)), [count]);
  const swipe = useSwipe(go);
  const photo = photos[index];
  if (photo === undefined) return <div className={classes.empty}>Photos of this home are coming soon.</div>;

  function onKeyDown(event: KeyboardEvent) {
    const action = galleryKeyAction(event);
    if (open || action === null || action === 'close') return;
    event.preventDefault();
    go(action);
  }

  return (
    <section className={classes.gallery} aria-label={`Photos of ${address}`} onKeyDown={onKeyDown}>
      <div className={classes.stage} {...swipe}>
        <button type="button" className={classes.stageButton} onClick={() => setOpen(true)} aria-label={`Open photo ${index + 1} of ${count} full screen`}>
          <img src={photo.MediaURL} alt={photoAlt(photo, index, address)} {...PHOTO_SIZE} fetchPriority="high" decoding="async" draggable={false} />
        </button>
        {count > 1 && (
          <>
            <ActionIcon className={classes.arrow} data-side="previous" variant="white" color="brand.8" size="xl" radius="xl" aria-label="Previous photo" onClick={() => go('previous')}>
              <IconChevronLeft aria-hidden="true" />
            </ActionIcon>
            <ActionIcon className={classes.arrow} data-side="next" variant="white" color="brand.8" size="xl" radius="xl" aria-label="Next photo" onClick={() => go('next')}>
              <IconChevronRight aria-hidden="true" />
            </ActionIcon>
          </>
        )}
        <span className={classes.counter} aria-live="polite" aria-atomic="true">
          <span className="visually-hidden">Photo </span>
          {photoCountLabel(index, count)}
        </span>
        <Button className={classes.expand} variant="white" color="brand.8" size="sm" leftSection={<IconMaximize size={16} aria-hidden="true" />} onClick={() => setOpen(true)}>
          Full screen
        </Button>
      </div>
      {count > 1 && (
        <ul className={classes.thumbs} aria-label="All photos">
          {photos.map((item, at) => (
            <li key={item.MediaKey}>
              <button type="button" className={classes.thumb} aria-current={at === index} aria-label={`Show photo ${at + 1}: ${photoAlt(item, at, address)}`} onClick={() => setIndex(at)}>
                <img src={item.MediaURL} alt="" width={120} height={80} loading="lazy" decoding="async" draggable={false} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <GalleryLightbox photos={photos} address={address} index={index} opened={open} onClose={() => setOpen(false)} onAction={go} />
    </section>
  );
}
