import type { ReactNode } from 'react';

/**
 * What a section shows while its data is on its way: grey lines the size of text, not the word
 * "Loading…". The loading text stays in the page for screen readers (role=status, aria-busy), so
 * the state is still announced; the label is already translated by the caller.
 */
export function LoadingSkeleton({ label, lines = 2, className }: { label: ReactNode; lines?: number; className?: string }) {
  return (
    <div className={className ? `loading-skeleton ${className}` : 'loading-skeleton'} role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="skeleton skeleton--line" aria-hidden="true" />
      ))}
    </div>
  );
}
