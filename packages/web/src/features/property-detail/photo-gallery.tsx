import { IconChevronLeft, IconChevronRight, IconMaximize } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useState, type KeyboardEvent } from 'react';
import type { ListingMedia } from '@app/domain';
import {
  PHOTO_SIZE,
  applyGalleryAction,
  galleryKeyAction,
  photoAlt,
  photoCountLabel,
  type GalleryAction,
} from './gallery-state.ts';
import { ListingPhoto } from '../listings/listing-photo.tsx';
import { PHOTO_BOXES } from '../listings/listing-photo-sources.ts';
import { useSwipe } from './use-swipe.ts';
import { PlainButton } from '../../ui/button.tsx';
import { IconButton } from '../../ui/icon-button.tsx';
import classes from './photo-gallery.module.css';

// The full-screen viewer (Mantine's Modal with its focus trap and scroll lock) loads when first opened.
const GalleryLightbox = lazy(() => import('./gallery-lightbox.tsx'));

/**
 * The listing's photos: a large photo with arrows, its count and a full-screen button, and a
 * strip of thumbnails. The large photo is the page's priority picture; thumbnails load lazily. Arrow keys (while focus
 * is in the gallery; the full-screen view has its
 * own) and swipes change the photo.
 */
export function PhotoGallery({ photos, address }: { photos: readonly ListingMedia[]; address: string }) {
  const [index, setIndex] = useState(0);
  const [open, setOpenState] = useState(false);
  // Mounted from the first opening on, so it can animate closed and hand focus back.
  const [viewerWanted, setViewerWanted] = useState(false);
  const setOpen = useCallback((next: boolean) => {
    if (next) setViewerWanted(true);
    setOpenState(next);
  }, []);
  const count = photos.length;
  const go = useCallback(
    (action: GalleryAction) => setIndex((current) => applyGalleryAction(current, count, action)),
    [count],
  );
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
        <button
          type="button"
          className={classes.stageButton}
          onClick={() => setOpen(true)}
          aria-label={`Open photo ${index + 1} of ${count} full screen`}
        >
          <ListingPhoto
            url={photo.MediaURL}
            box={PHOTO_BOXES.gallery}
            alt={photoAlt(photo, index, address)}
            {...PHOTO_SIZE}
            loading="lcp"
            draggable={false}
          />
        </button>
        {count > 1 && (
          <>
            <IconButton
              className={classes.arrow}
              data-side="previous"
              aria-label="Previous photo"
              onClick={() => go('previous')}
            >
              <IconChevronLeft aria-hidden="true" />
            </IconButton>
            <IconButton className={classes.arrow} data-side="next" aria-label="Next photo" onClick={() => go('next')}>
              <IconChevronRight aria-hidden="true" />
            </IconButton>
          </>
        )}
        <span className={classes.counter} aria-live="polite" aria-atomic="true">
          <span className="visually-hidden">Photo </span>
          {photoCountLabel(index, count)}
        </span>
        <PlainButton
          className={classes.expand}
          variant="white"
          leftSection={<IconMaximize size={16} aria-hidden="true" />}
          onClick={() => setOpen(true)}
        >
          Full screen
        </PlainButton>
      </div>
      {count > 1 && (
        <ul className={classes.thumbs} aria-label="All photos">
          {photos.map((item, at) => (
            <li key={item.MediaKey}>
              <button
                type="button"
                className={classes.thumb}
                aria-current={at === index}
                aria-label={`Show photo ${at + 1}: ${photoAlt(item, at, address)}`}
                onClick={() => setIndex(at)}
              >
                <ListingPhoto
                  url={item.MediaURL}
                  box={PHOTO_BOXES.thumbnail}
                  alt=""
                  width={120}
                  height={80}
                  draggable={false}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {viewerWanted && (
        <Suspense fallback={null}>
          <GalleryLightbox
            photos={photos}
            address={address}
            index={index}
            opened={open}
            onClose={() => setOpen(false)}
            onAction={go}
          />
        </Suspense>
      )}
    </section>
  );
}
