import { useId, type ReactNode } from 'react';
import './empty-state.css';

// An empty list's block: a small picture, a title, a sentence and the host's next action (a link
// or a button the caller passes), centred in a dashed frame. One component so every list says
// "nothing here yet" the same way; the pictures are inline SVG in currentColor and token fills
// (empty-state.css), so they follow the theme and load nothing.

export type EmptyStatePicture = 'calendar' | 'chat' | 'house' | 'star';

export function EmptyState(props: {
  picture: EmptyStatePicture;
  title: ReactNode;
  /** The sentence under the title. */
  children: ReactNode;
  /** The next action: a ButtonLink or Button. */
  action?: ReactNode;
  /** The page's outline decides: 2 under a page's h1, 3 inside a tab's section. */
  headingLevel?: 2 | 3;
  className?: string;
  'data-testid'?: string;
}) {
  const titleId = useId();
  const Title = props.headingLevel === 3 ? 'h3' : 'h2';
  return (
    <section className={`empty-state empty-state--illustrated${props.className ? ` ${props.className}` : ''}`} aria-labelledby={titleId} data-testid={props['data-testid']}>
      <svg className="empty-state__art" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <circle className="empty-state__disc" cx="32" cy="32" r="30" />
        {PICTURES[props.picture]}
      </svg>
      <Title id={titleId} className="empty-state__title">
        {props.title}
      </Title>
      <p className="empty-state__body">{props.children}</p>
      {props.action && <div className="empty-state__action">{props.action}</div>}
    </section>
  );
}

// Each drawn on the 64 × 64 box over the disc, with 2-unit strokes: a calendar page (bookings), two
// speech bubbles (messages), a house (properties), a star (reviews).
const PICTURES: Record<EmptyStatePicture, ReactNode> = {
  calendar: (
    <g className="empty-state__lines">
      <rect className="empty-state__fill" x="16" y="19" width="32" height="28" rx="4" />
      <path d="M16 27h32M24 15v8M40 15v8" />
      <path d="M25 37l5 4 9-9" />
    </g>
  ),
  chat: (
    <g className="empty-state__lines">
      <path className="empty-state__fill" d="M14 20a4 4 0 0 1 4-4h20a4 4 0 0 1 4 4v12a4 4 0 0 1-4 4H25l-7 6v-6a4 4 0 0 1-4-4z" />
      <path d="M46 26h2a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4v5l-6-5h-8a4 4 0 0 1-4-4v-2" />
      <path d="M21 24h14M21 29h9" />
    </g>
  ),
  house: (
    <g className="empty-state__lines">
      <path className="empty-state__fill" d="M17 30l15-13 15 13v17H17z" />
      <path d="M13 33l19-17 19 17" />
      <path d="M28 47v-9h8v9" />
    </g>
  ),
  star: (
    <g className="empty-state__lines">
      <path className="empty-state__fill" d="M32 14l5.3 11.2 12.2 1.5-9 8.4 2.4 12.1L32 41.2l-10.9 6 2.4-12.1-9-8.4 12.2-1.5z" />
    </g>
  ),
};
