import { useEffect, useRef, useState } from 'react';
import { useIntl } from '../../../i18n/intl';
import type { UnitPhoto } from '../../../../shared/schemas/unit-photos';
import { PhotoCard, type PhotoCardActions } from './photo-card';

// The photos in their order (the first is the cover). Dragging a photo onto another puts it in that
// place; the arrow buttons do the same for the keyboard, and focus follows the moved photo.
export function PhotoGrid({ photos, actions }: { photos: UnitPhoto[]; actions: PhotoCardActions }) {
  const intl = useIntl();
  const list = useRef<HTMLUListElement>(null);
  const [dragged, setDraggedState] = useState<string | null>(null);
  // Read by dragover/drop, which can fire before React re-renders after dragstart.
  const draggedRef = useRef<string | null>(null);
  const setDragged = (photoId: string | null) => {
    draggedRef.current = photoId;
    setDraggedState(photoId);
  };
  const [target, setTarget] = useState<string | null>(null);
  const [refocus, setRefocus] = useState<{ photoId: string; index: number; action: 'earlier' | 'later' } | null>(null);

  // Moving a card re-inserts its element, which loses focus; put it back once the list shows the
  // photo in its new place. The list may be re-ordered more than once after one click (the
  // optimistic order, then the server's answers, which can arrive out of order under load), and
  // each re-insert drops the focus again: so the moved photo keeps the focus until the host
  // moves it somewhere else (another move, or focus leaving the grid).
  useEffect(() => {
    if (!refocus || photos[refocus.index]?.id !== refocus.photoId) return;
    const card = list.current?.querySelector(`[data-photo-id="${refocus.photoId}"]`);
    const target = card?.querySelector<HTMLButtonElement>(`[data-action="${refocus.action}"]:not(:disabled)`) ?? card?.querySelector<HTMLButtonElement>('[data-action]:not(:disabled)');
    const active = document.activeElement;
    if (!target || active === target) return;
    if (!active || active === document.body || card?.contains(active)) target.focus();
  }, [refocus, photos]);
  // Focus going to something outside the grid ends the following (a re-insert blurs with no target).
  const onBlur = (e: React.FocusEvent) => {
    if (e.relatedTarget && !list.current?.contains(e.relatedTarget as Node)) setRefocus(null);
  };

  const move: PhotoCardActions['onMove'] = (photoId, toIndex) => {
    const from = photos.findIndex((p) => p.id === photoId);
    actions.onMove(photoId, toIndex);
    setRefocus({ photoId, index: toIndex, action: toIndex < from ? 'earlier' : 'later' });
  };

  return (
    <ul className="photo-grid" ref={list} onBlur={onBlur} aria-label={intl.formatMessage({ id: 'listing.photos.gridLabel' })}>
      {photos.map((photo, index) => (
        <PhotoCard
          key={photo.id}
          photo={photo}
          index={index}
          total={photos.length}
          dragging={dragged === photo.id}
          dropTarget={target === photo.id && dragged !== photo.id}
          actions={{ ...actions, onMove: move }}
          drag={{
            onDragStart: (e) => {
              e.dataTransfer.effectAllowed = 'move';
              e.dataTransfer.setData('text/plain', photo.id);
              setDragged(photo.id);
            },
            onDragOver: (e) => {
              if (!draggedRef.current) return; // files dragged from outside go to the drop zone
              e.preventDefault();
              e.dataTransfer.dropEffect = 'move';
              if (target !== photo.id) setTarget(photo.id);
            },
            onDrop: (e) => {
              const source = draggedRef.current;
              if (!source) return;
              e.preventDefault();
              if (source !== photo.id) actions.onMove(source, index);
              setDragged(null);
              setTarget(null);
            },
            onDragEnd: () => {
              setDragged(null);
              setTarget(null);
            },
          }}
        />
      ))}
    </ul>
  );
}
