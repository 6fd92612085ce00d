import { Modal } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect } from 'react';
import type { ListingMedia } from '@app/domain';
import { ListingPhoto } from '../listings/listing-photo.tsx';
import { PHOTO_BOXES } from '../listings/listing-photo-sources.ts';
import { PHOTO_SIZE, galleryKeyAction, photoAlt, photoCountLabel, type GalleryAction } from './gallery-state.ts';
import { useSwipe } from './use-swipe.ts';
import { IconButton } from '../../ui/icon-button.tsx';
import galleryClasses from './photo-gallery.module.css';
import classes from './gallery-lightbox.module.css';
import { withMantine } from '../../app/mantine-scope.tsx';

interface GalleryLightboxProps {
  readonly photos: readonly ListingMedia[];
  readonly address: string;
  readonly index: number;
  readonly opened: boolean;
  readonly onClose: () => void;
  readonly onAction: (action: GalleryAction) => void;
}

/**
 * The photos full screen: ← and → (Home, End) change the photo, Esc closes (focus goes back to
 * the button that opened it), a swipe changes the photo on touch screens, and the count reads `3 / 14`.
 */
export function GalleryLightbox({ photos, address, index, opened, onClose, onAction }: GalleryLightboxProps) {
  const swipe = useSwipe(onAction);
  useEffect(() => {
    if (!opened) return undefined;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const action = galleryKeyAction(event);
      if (action === null || action === 'close') return;
      event.preventDefault();
      onAction(action);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [opened, onAction]);
  const photo = photos[index];
  if (photo === undefined) return null;
  const alt = photoAlt(photo, index, address);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen
      title={`Photos of ${address}`}
      closeButtonProps={{ 'aria-label': 'Close photos' }}
      styles={{
        content: { background: '#08121b', display: 'flex', flexDirection: 'column' },
        header: { background: 'transparent', color: 'white' },
        title: { fontWeight: 600 },
        close: { color: 'white' },
        body: { flex: 1, minHeight: 0, padding: 0 },
      }}
      transitionProps={{ transition: 'fade', duration: 150 }}
    >
      <div className={classes.lightboxBody}>
        <div className={classes.lightboxStage} {...swipe}>
          <ListingPhoto
            className={classes.lightboxImage}
            url={photo.MediaURL}
            box={PHOTO_BOXES.fullScreen}
            alt={alt}
            {...PHOTO_SIZE}
            loading="eager"
            draggable={false}
          />
          {photos.length > 1 && (
            <>
              <IconButton
                className={galleryClasses.arrow}
                data-side="previous"
                aria-label="Previous photo"
                onClick={() => onAction('previous')}
              >
                <IconChevronLeft aria-hidden="true" />
              </IconButton>
              <IconButton
                className={galleryClasses.arrow}
                data-side="next"
                aria-label="Next photo"
                onClick={() => onAction('next')}
              >
                <IconChevronRight aria-hidden="true" />
              </IconButton>
            </>
          )}
        </div>
        <div className={classes.lightboxBar}>
          <span>{photo.ShortDescription ?? ''}</span>
          <span aria-live="polite" aria-atomic="true">
            <span className="visually-hidden">Photo </span>
            {photoCountLabel(index, photos.length)}
          </span>
        </div>
      </div>
    </Modal>
  );
}

export default withMantine(GalleryLightbox);
