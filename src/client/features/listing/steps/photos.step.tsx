import { usePropertiesConfiguration } from '../../../api/properties-configuration';
import { StepLoading } from '../../../forms/step-loading';
import type { StepDefinition } from '../step-definition';
import { PhotosEditor } from '../photos/photos-editor';
import { usePhotoList } from '../photos/use-photo-list';

// Step "photos": every change is saved as the host makes it (upload, order, cover, caption,
// delete), so the step has no save of its own: Save only records the step as done, and is
// offered once the unit has a photo. The configuration's minCount is shown as advice only;
// publishing does not require photos yet (shared/domain/publishability.ts).

export function PhotosStep({ unitId }: { unitId: string }) {
  const configuration = usePropertiesConfiguration();
  const list = usePhotoList(unitId);
  if (!configuration.data || !list.query.data) {
    const failed = configuration.isError || list.query.isError;
    return (
      <StepLoading
        failed={failed}
        onRetry={() => {
          if (configuration.isError) void configuration.refetch();
          if (list.query.isError) void list.query.refetch();
        }}
      />
    );
  }
  return <PhotosEditor unitId={unitId} photos={list.query.data.items} list={list} constraints={configuration.data.photosConstraints} />;
}

export const step: StepDefinition = { id: 'photos', Form: ({ unit }) => <PhotosStep unitId={unit.publicId} /> };
