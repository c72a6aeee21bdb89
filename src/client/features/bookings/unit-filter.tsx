import * as Dialog from '@radix-ui/react-dialog';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { UNIT_SEARCH_DEBOUNCE_MS, UNIT_SELECTOR_PAGE_SIZE } from '../../../shared/domain/calendar/unit-selector';
import { fetchPropertyPicker, type PropertyPickerPage } from '../../api/calendar';
import { generalErrorTexts } from '../../api/error-text';
import { toApiError, type ApiError } from '../../api/http';
import { Button } from '../../ui/button';

// The unit filter of the bookings lists: a button naming the chosen unit ("All units" by
// default) that opens a searchable dialog of the host's units — the same behaviour as the
// calendar's unit selector (hosting-core §5 unit search 500 ms, §9 460 px and pages of 20), with
// "All units" first. The address holds the choice; the page is told and writes it.

interface FilterUnit {
  id: string;
  name: string | null;
  propertyTitle: string | null;
}

const unitsOf = (page: PropertyPickerPage): FilterUnit[] =>
  page.items.flatMap((property) =>
    property.units.map((unit) => ({
      id: unit.id,
      name: property.propertyType === 'multi' ? unit.title : (unit.title ?? property.title),
      propertyTitle: property.propertyType === 'multi' ? property.title : null,
    })),
  );

/**
 * The server finds a property by its own title or one of its units' titles and answers with all
 * its units; when only unit titles matched, the other units are left out (as in the calendar).
 */
function matchingUnits(units: FilterUnit[], search: string): FilterUnit[] {
  const needle = search.toLocaleLowerCase();
  if (!needle) return units;
  const has = (s: string | null) => (s ?? '').toLocaleLowerCase().includes(needle);
  return units.filter((u) => u.propertyTitle === null || has(u.propertyTitle) || has(u.name));
}

export const filterUnitLabel = (unit: FilterUnit, untitled: string) => (unit.propertyTitle ? `${unit.propertyTitle} · ${unit.name ?? untitled}` : (unit.name ?? untitled));

function useDebounced(value: string, ms: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function Results({ search, current, onChoose }: { search: string; current: string | null; onChoose: (unitId: string | null) => void }) {
  const intl = useIntl();
  const listRef = useRef<HTMLUListElement>(null);
  const query = useInfiniteQuery<PropertyPickerPage, ApiError>({
    queryKey: ['bookings', 'unit-filter', search],
    queryFn: ({ pageParam, signal }) => fetchPropertyPicker({ search, page: pageParam as number, limit: UNIT_SELECTOR_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => last.pagination.next ?? undefined,
  });
  const untitled = intl.formatMessage({ id: 'bookings.pages.unitFilter.untitled' });
  const units = useMemo(() => (query.data?.pages ?? []).flatMap((page) => matchingUnits(unitsOf(page), search)), [query.data, search]);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const buttons = [...(listRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const next = buttons[buttons.indexOf(document.activeElement as HTMLButtonElement) + (event.key === 'ArrowDown' ? 1 : -1)];
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };

  if (query.isPending)
    return (
      <p role="status" className="unit-filter__status">
        <FormattedMessage id="bookings.pages.unitFilter.loading" />
      </p>
    );
  if (query.isError && !query.data)
    return (
      <div role="alert" className="notice notice--error">
        <p>
          <FormattedMessage id="bookings.pages.unitFilter.loadError" />
        </p>
        <p>{generalErrorTexts(intl, toApiError(query.error)).join(' ')}</p>
        <Button variant="secondary" onClick={() => void query.refetch()} busy={query.isFetching}>
          <FormattedMessage id="bookings.pages.retry" />
        </Button>
      </div>
    );
  return (
    <>
      <ul ref={listRef} className="unit-filter__results" aria-label={intl.formatMessage({ id: 'bookings.pages.unitFilter.results' })} onKeyDown={onKeyDown}>
        {!search && (
          <li>
            <button type="button" className="unit-filter__result" aria-current={current === null ? 'true' : undefined} onClick={() => onChoose(null)}>
              <FormattedMessage id="bookings.pages.unitFilter.all" />
            </button>
          </li>
        )}
        {units.map((unit) => (
          <li key={unit.id}>
            <button type="button" className="unit-filter__result" aria-current={unit.id === current ? 'true' : undefined} onClick={() => onChoose(unit.id)}>
              {filterUnitLabel(unit, untitled)}
            </button>
          </li>
        ))}
      </ul>
      {units.length === 0 && search && (
        <p role="status" className="unit-filter__status">
          <FormattedMessage id="bookings.pages.unitFilter.noMatch" values={{ search }} />
        </p>
      )}
      {query.hasNextPage && (
        <Button variant="secondary" onClick={() => void query.fetchNextPage()} busy={query.isFetchingNextPage}>
          <FormattedMessage id="bookings.pages.unitFilter.more" />
        </Button>
      )}
    </>
  );
}

function Search({ current, onChoose }: { current: string | null; onChoose: (unitId: string | null) => void }) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim(), UNIT_SEARCH_DEBOUNCE_MS);
  return (
    <>
      <label htmlFor={id} className="unit-filter__search-label">
        <FormattedMessage id="bookings.pages.unitFilter.search" />
      </label>
      <input
        id={id}
        type="search"
        className="unit-filter__search"
        value={typed}
        autoComplete="off"
        data-autofocus=""
        onChange={(e) => setTyped(e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== 'ArrowDown') return;
          const first = e.currentTarget.parentElement?.querySelector<HTMLButtonElement>('.unit-filter__result');
          if (first) {
            e.preventDefault();
            first.focus();
          }
        }}
      />
      <div className="unit-filter__body">
        <Results search={search} current={current} onChoose={onChoose} />
      </div>
    </>
  );
}

/** The chosen unit's name: from the host's first page of units, else from a listed stay, else a plain word. */
function useUnitName(unitId: string | null, fallback: string | undefined): string | null {
  const intl = useIntl();
  const first = useQuery({
    queryKey: ['bookings', 'unit-filter', 'names'],
    queryFn: ({ signal }) => fetchPropertyPicker({ search: '', page: 1 }, signal),
    enabled: unitId !== null,
    staleTime: 60_000,
  });
  if (unitId === null) return null;
  const found = first.data ? unitsOf(first.data).find((u) => u.id === unitId) : undefined;
  return found ? filterUnitLabel(found, intl.formatMessage({ id: 'bookings.pages.unitFilter.untitled' })) : (fallback ?? intl.formatMessage({ id: 'bookings.pages.unitFilter.chosen' }));
}

export function UnitFilter({ unitId, knownTitle, onChoose }: { unitId: string | null; knownTitle?: string; onChoose: (unitId: string | null) => void }) {
  const intl = useIntl();
  const labelId = useId();
  const valueId = useId();
  const [open, setOpen] = useState(false);
  const name = useUnitName(unitId, knownTitle);
  return (
    <div className="unit-filter">
      <span id={labelId} className="unit-filter__label">
        <FormattedMessage id="bookings.pages.unitFilter.label" />
      </span>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger asChild>
          <button type="button" className="unit-filter__trigger" aria-labelledby={`${labelId} ${valueId}`}>
            <span id={valueId}>{name ?? intl.formatMessage({ id: 'bookings.pages.unitFilter.all' })}</span>
            <span aria-hidden="true">▾</span>
          </button>
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="properties-dialog__overlay" />
          <Dialog.Content
            className="properties-dialog unit-filter__dialog"
            aria-describedby={undefined}
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              (event.currentTarget as HTMLElement | null)?.querySelector<HTMLInputElement>('[data-autofocus]')?.focus();
            }}
          >
            <Dialog.Title className="properties-dialog__title">
              <FormattedMessage id="bookings.pages.unitFilter.title" />
            </Dialog.Title>
            <Search
              current={unitId}
              onChoose={(id) => {
                setOpen(false);
                onChoose(id);
              }}
            />
            <div className="properties-dialog__actions">
              <Dialog.Close asChild>
                <Button variant="secondary">
                  <FormattedMessage id="bookings.pages.unitFilter.close" />
                </Button>
              </Dialog.Close>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      {unitId !== null && (
        <Button variant="ghost" onClick={() => onChoose(null)}>
          <FormattedMessage id="bookings.pages.unitFilter.clear" />
        </Button>
      )}
    </div>
  );
}
