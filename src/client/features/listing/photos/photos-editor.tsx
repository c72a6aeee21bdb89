import { useState } from 'react';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import type { UnitPhoto } from '../../../../shared/schemas/unit-photos';
import { deleteUnitPhoto, reorderUnitPhotos, setUnitPhotoCaption, setUnitPhotoCover } from '../api';
import { Button } from '../../../ui/button';
import { StepFrame } from '../../../forms/form-host';
import type { PhotoConstraints } from './photo-checks';
import { PhotoDropZone } from './photo-drop-zone';
import { PhotoGrid } from './photo-grid';
import { UploadList } from './upload-list';
import { usePendingDeletes } from './use-pending-deletes';
import { usePhotoUploads } from './use-photo-uploads';
import { useOrderedSaves } from './use-ordered-saves';
import type { usePhotoList } from './use-photo-list';
import './photos.css';

type PhotoList = ReturnType<typeof usePhotoList>;

const moved = (photos: UnitPhoto[], photoId: string, toIndex: number) => {
  const rest = photos.filter((p) => p.id !== photoId);
  rest.splice(Math.max(0, Math.min(toIndex, rest.length)), 0, photos.find((p) => p.id === photoId)!);
  return rest;
};
const renumbered = (photos: UnitPhoto[]) => photos.map((p, position) => ({ ...p, position }));

// Everything the host does with a unit's photos. Each action is saved at once (the step has no
// Save of its own); the cache shows the change immediately and takes the server's answer after.
export function PhotosEditor({ unitId, photos, list, constraints }: { unitId: string; photos: UnitPhoto[]; list: PhotoList; constraints: PhotoConstraints }) {
  const intl = useIntl();
  const [announcement, setAnnouncement] = useState('');
  const [failed, setFailed] = useState(false);
  const announce = (id: string, values?: Record<string, number>) => setAnnouncement(intl.formatMessage({ id }, values));

  const fail = () => {
    setFailed(true);
    void list.reload();
  };

  const deletes = usePendingDeletes((photoId) => {
    deleteUnitPhoto(unitId, photoId).then(() => list.update((items) => renumbered(items.filter((p) => p.id !== photoId))), fail);
  });
  const visible = photos.filter((p) => !deletes.pending.includes(p.id));
  const uploads = usePhotoUploads({ unitId, constraints, photoCount: visible.length, onUploaded: (photo) => list.update((items) => [...items, photo]) });

  const orderedSave = useOrderedSaves();
  const saveOrder = (order: UnitPhoto[]) => {
    setFailed(false);
    // The server wants every photo, including those waiting for their delete (they go last).
    const full = renumbered([...order, ...photos.filter((p) => deletes.pending.includes(p.id))]);
    list.replace(full);
    return full;
  };

  const actions = {
    onMove: (photoId: string, toIndex: number) => {
      const order = saveOrder(moved(visible, photoId, toIndex));
      announce('listing.photos.moved', { position: toIndex + 1, total: visible.length });
      const ids = order.map((p) => p.id);
      orderedSave(() => reorderUnitPhotos(unitId, ids), (answer) => list.replace(answer.items), fail);
    },
    onCover: (photoId: string) => {
      saveOrder(moved(visible, photoId, 0));
      announce('listing.photos.coverChanged');
      orderedSave(() => setUnitPhotoCover(unitId, photoId), (answer) => list.replace(answer.items), fail);
    },
    onDelete: (photoId: string) => {
      deletes.remove(photoId);
      announce('listing.photos.deleted');
    },
    onCaption: async (photoId: string, caption: string | null) => {
      const saved = await setUnitPhotoCaption(unitId, photoId, caption);
      list.update((items) => items.map((p) => (p.id === photoId ? saved : p)));
    },
  };

  // Valid once a photo is kept; never dirty, because there is nothing left to send.
  return (
    <StepFrame values={{ photoCount: visible.length }} dirty={false} valid={visible.length > 0}>
      <div className="photos-editor">
        <PhotoDropZone constraints={constraints} onFiles={uploads.add} />
        <UploadList items={uploads.items} constraints={constraints} onDismiss={uploads.dismiss} onRetry={uploads.retry} />
        {failed && (
          <div role="alert" className="notice notice--error">
            <p>
              <FormattedMessage id="listing.photos.changeFailed" />
            </p>
          </div>
        )}
        {deletes.pending.length > 0 && (
          <ul className="photo-undo">
            {deletes.pending.map((photoId) => (
              <li key={photoId} className="photo-undo__item">
                <FormattedMessage id="listing.photos.deleted" />
                <Button variant="secondary" onClick={() => deletes.undo(photoId)}>
                  <FormattedMessage id="listing.photos.undo" />
                </Button>
              </li>
            ))}
          </ul>
        )}
        {visible.length > 0 && (
          <p className="photos-editor__count">
            <FormattedMessage id="listing.photos.count" values={{ count: visible.length, max: constraints.maxCount }} />
            {visible.length < constraints.minCount && (
              <>
                {' '}
                <FormattedMessage id="listing.photos.recommended" values={{ min: constraints.minCount }} />
              </>
            )}
          </p>
        )}
        {visible.length === 0 ? (
          <p className="photos-editor__empty">
            <FormattedMessage id="listing.photos.empty" />
          </p>
        ) : (
          <>
            <p className="photos-editor__hint">
              <FormattedMessage id="listing.photos.orderHint" />
            </p>
            <PhotoGrid photos={visible} actions={actions} />
          </>
        )}
        <p className="visually-hidden" role="status" aria-live="polite">
          {announcement}
        </p>
      </div>
    </StepFrame>
  );
}
