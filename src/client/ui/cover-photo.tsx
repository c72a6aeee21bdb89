import { useIntl } from '../i18n/intl';
import './cover-photo.css';

// A listing's cover photo on a card or a unit row, or a neutral placeholder when it has none.
// The box has its shape before the image arrives (3:2 like the stored thumbnails, set by the
// width and height attributes and the CSS aspect-ratio), so nothing below it moves when it loads.

/** The stored thumbnail's shape: 480 px wide, 3:2 like the demo pictures and most cameras. */
const THUMBNAIL_BOX = { width: 480, height: 320 };

export function CoverPhoto(props: {
  /** The cover's thumbnail URL, or null when the listing has no photo yet. */
  src: string | null;
  /** What the photo shows, for a screen reader (the listing's name). */
  name: string;
  className?: string;
  /** The first card of a page is on screen at once; later ones load as they scroll into view. */
  eager?: boolean;
}) {
  const intl = useIntl();
  const className = `cover-photo${props.className ? ` ${props.className}` : ''}`;
  if (!props.src)
    return (
      <div className={`${className} cover-photo--none`} role="img" aria-label={intl.formatMessage({ id: 'properties.cover.none' }, { title: props.name })}>
        {/* A picture frame with a mountain and a sun: "a photo goes here", in no language. */}
        <svg className="cover-photo__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <rect x="3" y="5" width="18" height="14" rx="2" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path d="M5 17l5-6 4 4 2-2 3 4z" fill="currentColor" />
          <circle cx="16" cy="9" r="1.5" fill="currentColor" />
        </svg>
      </div>
    );
  return (
    <img
      className={className}
      src={props.src}
      alt={intl.formatMessage({ id: 'properties.cover.alt' }, { title: props.name })}
      width={THUMBNAIL_BOX.width}
      height={THUMBNAIL_BOX.height}
      loading={props.eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
