import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from '../../../i18n/intl';
import { toApiError } from '../../../api/http';
import { uploadUnitPhoto } from '../api';
import { generalErrorTexts } from '../../../api/error-text';
import type { UnitPhoto } from '../../../../shared/schemas/unit-photos';
import { isRetryable, precheckPhoto, uploadIssue, type PhotoConstraints, type PhotoIssue } from './photo-checks';

// The files the host chose, uploaded one at a time (one request each, so every file has its own
// progress bar and a refused file does not stop the others). A finished file leaves this list and
// joins the photos; a refused one stays with its reason until dismissed.

export interface UploadItem {
  key: string;
  name: string;
  state: 'waiting' | 'uploading' | 'failed';
  /** 0..1 of the bytes sent. */
  progress: number;
  issue?: PhotoIssue;
  retryable?: boolean;
}

let nextKey = 0;

export function usePhotoUploads({ unitId, constraints, photoCount, onUploaded }: { unitId: string; constraints: PhotoConstraints; photoCount: number; onUploaded: (photo: UnitPhoto) => void }) {
  const intl = useIntl();
  const [items, setItems] = useState<UploadItem[]>([]);
  const files = useRef(new Map<string, File>());
  const running = useRef(false);
  const abort = useRef(new AbortController());
  const latest = useRef({ onUploaded, unitId });
  latest.current = { onUploaded, unitId };
  const itemsRef = useRef(items);
  itemsRef.current = items;

  useEffect(() => {
    const controller = new AbortController();
    abort.current = controller;
    return () => controller.abort(); // leaving the page cancels what is still on its way
  }, []);

  const patch = (key: string, change: Partial<UploadItem>) => setItems((list) => list.map((i) => (i.key === key ? { ...i, ...change } : i)));

  const run = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    try {
      for (;;) {
        const next = itemsRef.current.find((i) => i.state === 'waiting');
        if (!next || abort.current.signal.aborted) break;
        itemsRef.current = itemsRef.current.map((i) => (i.key === next.key ? { ...i, state: 'uploading' } : i));
        patch(next.key, { state: 'uploading', progress: 0 });
        try {
          const photo = await uploadUnitPhoto(latest.current.unitId, files.current.get(next.key)!, (progress) => patch(next.key, { progress }), abort.current.signal);
          files.current.delete(next.key);
          itemsRef.current = itemsRef.current.filter((i) => i.key !== next.key);
          setItems((list) => list.filter((i) => i.key !== next.key));
          latest.current.onUploaded(photo);
        } catch (error) {
          if (error instanceof Error && error.name === 'AbortError') break;
          const apiError = toApiError(error);
          const failed = { state: 'failed' as const, issue: uploadIssue(apiError, generalErrorTexts(intl, apiError).join(' ')), retryable: isRetryable(apiError) };
          itemsRef.current = itemsRef.current.map((i) => (i.key === next.key ? { ...i, ...failed } : i));
          patch(next.key, failed);
        }
      }
    } finally {
      running.current = false;
    }
  }, [intl]);

  const add = useCallback(
    (chosen: File[]) => {
      let room = constraints.maxCount - photoCount - itemsRef.current.filter((i) => i.state !== 'failed').length;
      const added = chosen.map((file): UploadItem => {
        const key = `upload-${++nextKey}`;
        const issue = precheckPhoto(file, constraints) ?? (room <= 0 ? { key: 'count' as const } : null);
        if (issue) return { key, name: file.name, state: 'failed', progress: 0, issue };
        room -= 1;
        files.current.set(key, file);
        return { key, name: file.name, state: 'waiting', progress: 0 };
      });
      itemsRef.current = [...itemsRef.current, ...added];
      setItems(itemsRef.current);
      void run();
    },
    [constraints, photoCount, run],
  );

  const dismiss = useCallback((key: string) => {
    files.current.delete(key);
    itemsRef.current = itemsRef.current.filter((i) => i.key !== key);
    setItems(itemsRef.current);
  }, []);

  const retry = useCallback(
    (key: string) => {
      itemsRef.current = itemsRef.current.map((i) => (i.key === key ? { ...i, state: 'waiting', progress: 0, issue: undefined } : i));
      setItems(itemsRef.current);
      void run();
    },
    [run],
  );

  return { items, add, dismiss, retry };
}
