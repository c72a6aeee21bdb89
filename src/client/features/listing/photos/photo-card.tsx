import type { DragEvent } from 'react';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import type { UnitPhoto } from '../../../../shared/schemas/unit-photos';
import { PhotoCaption } from './photo-caption';

export interface PhotoCardActions {
  onMove: (photoId: string, toIndex: number) => void;
  onCover: (photoId: string) => void;
  onDelete: (photoId: string) => void;
  onCaption: (photoId: string, caption: string | null) => Promise<unknown>;
}

// One photo of the grid: its thumbnail, the cover badge, and every action as a real button, so the
// order can be changed with the keyboard as well as by dragging.
export function PhotoCard({
  photo,
  index,
  total,
  dragging,
  dropTarget,
  actions,
  drag,
}: {
  photo: UnitPhoto;
  index: number;
  total: number;
  dragging: boolean;
  dropTarget: boolean;
  actions: PhotoCardActions;
  drag: { onDragStart: (e: DragEvent) => void; onDragOver: (e: DragEvent) => void; onDrop: (e: DragEvent) => void; onDragEnd: () => void };
}) {
  const intl = useIntl();
  const position = { position: index + 1, total };
  const isCover = index === 0;
  const classes = ['photo-card', isCover && 'photo-card--cover', dragging && 'photo-card--dragging', dropTarget && 'photo-card--drop'].filter(Boolean).join(' ');
  return (
    <li className={classes} data-photo-id={photo.id} onDragOver={drag.onDragOver} onDrop={drag.onDrop}>
      {/* The picture is the handle: a draggable card would keep the caption field from selecting text. */}
      <div className="photo-card__frame" draggable onDragStart={drag.onDragStart} onDragEnd={drag.onDragEnd}>
        <img
          src={photo.thumbnailUrl}
          alt={photo.caption ?? intl.formatMessage({ id: 'listing.photos.alt' }, position)}
          width={photo.width}
          height={photo.height}
          loading="lazy"
          draggable={false}
        />
        {isCover && (
          <span className="photo-card__badge">
            <FormattedMessage id="listing.photos.cover" />
          </span>
        )}
      </div>
      <div className="photo-card__actions">
        <button
          type="button"
          className="button button--ghost photo-card__icon"
          data-action="earlier"
          disabled={index === 0}
          aria-label={intl.formatMessage({ id: 'listing.photos.moveEarlier' }, position)}
          onClick={() => actions.onMove(photo.id, index - 1)}
        >
          <span aria-hidden="true">←</span>
        </button>
        <button
          type="button"
          className="button button--ghost photo-card__icon"
          data-action="later"
          disabled={index === total - 1}
          aria-label={intl.formatMessage({ id: 'listing.photos.moveLater' }, position)}
          onClick={() => actions.onMove(photo.id, index + 1)}
        >
          <span aria-hidden="true">→</span>
        </button>
        <button type="button" className="button button--ghost photo-card__text photo-card__delete" onClick={() => actions.onDelete(photo.id)} aria-label={intl.formatMessage({ id: 'listing.photos.deleteOf' }, position)}>
          <FormattedMessage id="listing.photos.delete" />
        </button>
      </div>
      {!isCover && (
        <button type="button" className="button button--ghost photo-card__make-cover" onClick={() => actions.onCover(photo.id)} aria-label={intl.formatMessage({ id: 'listing.photos.makeCoverOf' }, position)}>
          <FormattedMessage id="listing.photos.makeCover" />
        </button>
      )}
      <PhotoCaption caption={photo.caption} onSave={(caption) => actions.onCaption(photo.id, caption)} />
    </li>
  );
}
