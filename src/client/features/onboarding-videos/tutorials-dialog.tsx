import { useRef, useState } from 'react';
import { useIntl } from '../../i18n/intl';
import { Dialog } from '../../ui/dialog';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { TUTORIALS, type Tutorial } from '../../../shared/domain/tutorials';
import { tutorialInteraction } from '../../../shared/schemas/user-interactions';
import { fetchUserInteractions, putUserInteractions, userInteractionKeys } from '../../api/user-interactions';
import { Button } from '../../ui/button';
import { mediaUrl } from './media';
import './onboarding-videos.css';

// The tutorials list modal and the single tutorial modal (AS §2.10, AS §3 Onboarding videos): six
// videos with thumbnail, name, description and a tick once watched to the end; a video plays in
// the browser's own player (controls, keyboard). The first play of a video in this dialog and its
// end are stored as the host's interactions tutorial_{id}_started / _completed.

export default function TutorialsDialog({ onClose }: { onClose(): void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const client = useQueryClient();
  const interactions = useQuery({ queryKey: userInteractionKeys.all, queryFn: ({ signal }) => fetchUserInteractions(signal), staleTime: 60_000 });
  const [playing, setPlaying] = useState<Tutorial | null>(null);
  const started = useRef(new Set<string>());
  const watched = (tutorial: Tutorial) =>
    interactions.data?.some((i) => i.interactionType === tutorialInteraction(tutorial.id, 'completed') && i.interacted) ?? false;

  const track = (tutorial: Tutorial, step: 'started' | 'completed') =>
    putUserInteractions([{ interactionType: tutorialInteraction(tutorial.id, step), interacted: true }])
      .then(() => client.invalidateQueries({ queryKey: userInteractionKeys.all }))
      // Tracking never stops the video; a missed mark only leaves the tick off.
      .catch(() => undefined);

  const onPlay = (tutorial: Tutorial) => {
    if (started.current.has(tutorial.id)) return;
    started.current.add(tutorial.id);
    void track(tutorial, 'started');
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      overlayClassName="onboarding-dialog__overlay"
      contentKey={playing?.id}
      className={playing ? 'onboarding-dialog onboarding-dialog--video' : 'onboarding-dialog onboarding-dialog--list'}
      describedBy={playing ? 'tutorial-description' : 'tutorials-intro'}
      titleClassName="onboarding-dialog__title"
      title={playing ? t(playing.nameKey) : t('onboarding-videos.tutorials.title')}
      closeButton={{ label: t('onboarding-videos.tutorials.close'), className: 'onboarding-dialog__close', headClassName: 'onboarding-dialog__head' }}
    >
      {playing ? (
        <>
          <video
            className="tutorial-video"
            src={mediaUrl(playing.url)}
            poster={mediaUrl(playing.thumbnail)}
            controls
            autoPlay
            playsInline
            preload="metadata"
            aria-label={t(playing.nameKey)}
            onPlay={() => onPlay(playing)}
            onEnded={() => void track(playing, 'completed')}
          >
            {t('onboarding-videos.tutorials.unsupported')}
          </video>
          <p id="tutorial-description" className="tutorial-video__description">
            {t(playing.descriptionKey)}
          </p>
          <div className="onboarding-dialog__actions">
            <Button variant="secondary" onClick={() => setPlaying(null)}>
              {t('onboarding-videos.tutorials.back')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p id="tutorials-intro" className="tutorials__intro">
            {t('onboarding-videos.tutorials.intro')}
          </p>
          <ul className="tutorials">
            {TUTORIALS.map((tutorial) => {
              const name = t(tutorial.nameKey);
              const done = watched(tutorial);
              return (
                <li key={tutorial.id} className="tutorial-card">
                  <button type="button" className="tutorial-card__button" aria-label={t('onboarding-videos.tutorials.play', { name })} onClick={() => setPlaying(tutorial)}>
                    <img className="tutorial-card__thumbnail" src={mediaUrl(tutorial.thumbnail)} alt="" width={160} height={90} />
                    <span className="tutorial-card__body">
                      <span className="tutorial-card__name">
                        {name}
                        {done && (
                          <span className="tutorial-card__watched" data-testid={`watched-${tutorial.id}`}>
                            <span aria-hidden="true">✓ </span>
                            {t('onboarding-videos.tutorials.watched')}
                          </span>
                        )}
                      </span>
                      <span className="tutorial-card__description">{t(tutorial.descriptionKey)}</span>
                      <span className="tutorial-card__duration">{t('onboarding-videos.tutorials.duration', { seconds: tutorial.duration })}</span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </Dialog>
  );
}
