import * as Dialog from '@radix-ui/react-dialog';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { UNIT_SEARCH_DEBOUNCE_MS, UNIT_SELECTOR_PAGE_SIZE } from '../../../shared/domain/calendar/unit-selector';
import { fetchPropertyPicker } from '../../api/calendar';
import { generalErrorTexts } from '../../api/error-text';
import { toApiError, type ApiError } from '../../api/http';
import { Button } from '../../ui/button';
import { unitsOf, type CalendarUnit } from './calendar-queries';

// The calendar's unit selector (hosting-core §2, §5, §9): a button naming the unit shown, opening
// a 460 px dialog that searches the host's units (debounced, 20 properties a page, "Show more"
// appends). The address stays the source of truth: choosing only tells the page, which navigates.

export const unitLabel = (unit: CalendarUnit, untitled: string) => {
  const name = unit.name ?? untitled;
  return unit.propertyTitle ? `${unit.propertyTitle} · ${name}` : name;
};

/** The search as typed, handed on only once typing has paused. */
function useDebounced(value: string, ms: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The server finds a property by its own title or one of its units' titles and answers with all
 * its units; when only unit titles matched, the other units are left out of the results.
 */
function matchingUnits(units: CalendarUnit[], search: string): CalendarUnit[] {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return units;
  const has = (s: string | null) => (s ?? '').toLocaleLowerCase().includes(needle);
  return units.filter((u) => u.propertyTitle === null || has(u.propertyTitle) || has(u.name));
}

function UnitResults({ search, currentUnitId, onChoose }: { search: string; currentUnitId: string; onChoose: (unitId: string) => void }) {
  const intl = useIntl();
  const listRef = useRef<HTMLUListElement>(null);
  const query = useInfiniteQuery<Awaited<ReturnType<typeof fetchPropertyPicker>>, ApiError>({
    // Keyed by the search: a new search starts again at page 1.
    queryKey: ['calendar', 'unit-selector', search],
    queryFn: ({ pageParam, signal }) => fetchPropertyPicker({ search, page: pageParam as number, limit: UNIT_SELECTOR_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => last.pagination.next ?? undefined,
  });
  const untitled = intl.formatMessage({ id: 'listing.calendar.untitledUnit' });
  const units = useMemo(() => (query.data?.pages ?? []).flatMap((page) => matchingUnits(unitsOf(page), search)), [query.data, search]);

  // Arrow keys move between the results (Tab does too, as they are buttons).
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const buttons = [...(listRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = buttons[at + (event.key === 'ArrowDown' ? 1 : -1)];
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };

  if (query.isPending) {
    return (
      <p role="status" className="unit-selector__status">
        <FormattedMessage id="listing.calendar.unitSelector.loading" />
      </p>
    );
  }
  if (query.isError && !query.data) {
    return (
      <div role="alert" className="notice notice--error">
        <p>
          <FormattedMessage id="listing.calendar.unitSelector.loadError" />
        </p>
        <p>{generalErrorTexts(intl, toApiError(query.error)).join(' ')}</p>
        <Button variant="secondary" onClick={() => void query.refetch()} busy={query.isFetching}>
          <FormattedMessage id="listing.calendar.retry" />
        </Button>
      </div>
    );
  }
  return (
    <>
      {units.length === 0 ? (
        <p role="status" className="unit-selector__status">
          {search ? <FormattedMessage id="listing.calendar.unitSelector.noMatch" values={{ search }} /> : <FormattedMessage id="listing.calendar.unitSelector.none" />}
        </p>
      ) : (
        <ul ref={listRef} className="unit-selector__results" aria-label={intl.formatMessage({ id: 'listing.calendar.unitSelector.results' })} onKeyDown={onKeyDown}>
          {units.map((unit) => (
            <li key={unit.id}>
              <button
                type="button"
                className="unit-selector__result"
                aria-current={unit.id === currentUnitId ? 'true' : undefined}
                onClick={() => onChoose(unit.id)}
              >
                {unit.propertyTitle && <span className="unit-selector__property">{unit.propertyTitle} · </span>}
                <span>{unit.name ?? untitled}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {query.isFetchNextPageError && (
        <div role="alert" className="notice notice--error">
          <p>
            <FormattedMessage id="listing.calendar.unitSelector.loadError" />
          </p>
        </div>
      )}
      {query.hasNextPage && (
        <Button variant="secondary" className="unit-selector__more" onClick={() => void query.fetchNextPage()} busy={query.isFetchingNextPage}>
          <FormattedMessage id={query.isFetchNextPageError ? 'listing.calendar.retry' : 'listing.calendar.unitSelector.more'} />
        </Button>
      )}
    </>
  );
}

/** Inside the dialog, so that every opening starts with an empty search and page 1. */
function UnitSearch({ unitId, onChoose }: { unitId: string; onChoose: (unitId: string) => void }) {
  const searchId = useId();
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed, UNIT_SEARCH_DEBOUNCE_MS);
  return (
    <>
      <label htmlFor={searchId} className="unit-selector__search-label">
        <FormattedMessage id="listing.calendar.unitSelector.search" />
      </label>
      <input
        id={searchId}
        type="search"
        className="unit-selector__search"
        value={typed}
        autoComplete="off"
        data-autofocus=""
        onChange={(e) => setTyped(e.target.value)}
        onKeyDown={(e) => {
          // Down from the search goes to the first result.
          if (e.key !== 'ArrowDown') return;
          const first = e.currentTarget.parentElement?.querySelector<HTMLButtonElement>('.unit-selector__result');
          if (first) {
            e.preventDefault();
            first.focus();
          }
        }}
      />
      <div className="unit-selector__body">
        <UnitResults search={search.trim()} currentUnitId={unitId} onChoose={onChoose} />
      </div>
    </>
  );
}

export function UnitSelector({ unitId, currentLabel, onChoose }: { unitId: string; currentLabel: string; onChoose: (unitId: string) => void }) {
  const intl = useIntl();
  const labelId = useId();
  const valueId = useId();
  const [open, setOpen] = useState(false);

  return (
    <div className="calendar-toolbar__unit">
      <span id={labelId} className="calendar-toolbar__unit-label">
        <FormattedMessage id="listing.calendar.unit" />
      </span>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger asChild>
          <button type="button" className="unit-selector__trigger" aria-labelledby={`${labelId} ${valueId}`}>
            <span id={valueId}>{currentLabel}</span>
            <span aria-hidden="true" className="unit-selector__chevron">
              ▾
            </span>
          </button>
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="properties-dialog__overlay" />
          <Dialog.Content
            className="properties-dialog unit-selector"
            aria-describedby={undefined}
            onOpenAutoFocus={(event) => {
              // The search field, not the first button, takes focus on opening.
              event.preventDefault();
              (event.currentTarget as HTMLElement | null)?.querySelector<HTMLInputElement>('[data-autofocus]')?.focus();
            }}
          >
            <Dialog.Title className="properties-dialog__title">
              <FormattedMessage id="listing.calendar.unitSelector.title" />
            </Dialog.Title>
            <UnitSearch
              unitId={unitId}
              onChoose={(id) => {
                setOpen(false);
                onChoose(id);
              }}
            />
            <div className="properties-dialog__actions">
              <Dialog.Close asChild>
                <Button variant="secondary">{intl.formatMessage({ id: 'listing.calendar.unitSelector.close' })}</Button>
              </Dialog.Close>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}
