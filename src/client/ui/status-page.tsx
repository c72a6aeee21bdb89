import type { ReactNode } from 'react';

// The layout shared by the 404, 500, failed-to-load and unexpected-error pages.
export function StatusPage({ code, title, description, children }: { code?: string; title: ReactNode; description: ReactNode; children?: ReactNode }) {
  return (
    <section className="status-page" aria-labelledby="status-page-title">
      {code && (
        <p className="status-page__code" aria-hidden="true">
          {code}
        </p>
      )}
      <h1 id="status-page-title" className="status-page__title">
        {title}
      </h1>
      <p className="status-page__description">{description}</p>
      {children && <div className="status-page__actions">{children}</div>}
    </section>
  );
}
