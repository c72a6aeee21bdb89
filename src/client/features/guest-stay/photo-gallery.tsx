import { useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from '../../i18n/intl';
import type { PublicUnit } from '../../../shared/schemas/public-unit';

// The unit's photos in the host's order, cover first: one large photo and, when there are more,
// a strip of thumbnails below it. Each thumbnail is a button (Tab, Enter or Space); the arrow keys
// move along the strip as well. The strip scrolls sideways inside its own box, so on a 390 px
// phone any number of photos fits without widening the page.

type Photo = PublicUnit['photos'][number];

export function PhotoGallery({ photos, name }: { photos: readonly Photo[]; name: string }) {
  const intl = useIntl();
  const [selected, setSelected] = useState(0);
  const strip = useRef<HTMLUListElement>(null);
  if (photos.length === 0) return null;
  const count = photos.length;
  const index = Math.min(selected, count - 1);
  const shown = photos[index]!;
  const alt = (photo: Photo, i: number) =>
    photo.caption ?? (count === 1 ? intl.formatMessage({ id: 'guest-stay.coverAlt' }, { title: name }) : intl.formatMessage({ id: 'guest-stay.photos.alt' }, { n: i + 1, count, title: name }));

  const onKeyDown = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : e.key === 'Home' ? -index : e.key === 'End' ? count - 1 - index : 0;
    if (step === 0) return;
    e.preventDefault();
    const next = Math.max(0, Math.min(count - 1, index + step));
    setSelected(next);
    strip.current?.querySelectorAll('button')[next]?.focus();
  };

  return (
    <section className="guest-stay__gallery" aria-label={intl.formatMessage({ id: 'guest-stay.photos.label' })}>
      <figure className="guest-stay__photo">
        {/* The sizes give the box its 3:2 shape before the photo arrives (the CSS crops to it). */}
        <img className="guest-stay__cover" src={shown.url} alt={alt(shown, index)} width={1200} height={800} />
        {shown.caption && <figcaption className="guest-stay__caption">{shown.caption}</figcaption>}
      </figure>
      {count > 1 && (
        <ul className="guest-stay__thumbs" ref={strip} onKeyDown={onKeyDown}>
          {photos.map((photo, i) => (
            <li key={photo.url}>
              <button
                type="button"
                className="guest-stay__thumb"
                aria-label={intl.formatMessage({ id: 'guest-stay.photos.show' }, { n: i + 1, count })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setSelected(i)}
              >
                <img src={photo.thumbnailUrl} alt="" width={80} height={60} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
