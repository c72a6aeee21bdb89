import { CoverPhoto } from '../../ui/cover-photo';

/**
 * The management header's picture (property and unit pages): a unit's cover, the placeholder when
 * it has none. While the unit cards that carry it load, an empty box of the same shape, so neither
 * the picture nor the heading beside it moves (manage-page__header in property-management.css).
 */
export function HeaderCover({ title, image, loading, testId }: { title: string; image: string | null; loading: boolean; testId: string }) {
  if (loading) return <div className="cover-photo manage-page__cover skeleton" aria-hidden="true" data-testid={`${testId}-loading`} />;
  return <CoverPhoto className="manage-page__cover" src={image} name={title} eager />;
}
