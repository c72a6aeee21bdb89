import { Dialog, DialogClose } from './dialog';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from '../i18n/intl';
import { UNIT_SEARCH_DEBOUNCE_MS, UNIT_SELECTOR_PAGE_SIZE } from '../../shared/domain/calendar/unit-selector';
import { fetchPropertyPicker, type PropertyPickerPage } from '../api/calendar';
import { generalErrorTexts } from '../api/error-text';
import { toApiError, type ApiError } from '../api/http';
import { Button } from './button';

// The searchable unit dialog of the calendar's unit selector and the bookings' unit filter
// (HC §2, HC §5 unit search 500 ms, HC §9 460 px and pages of 20): a button naming the unit
// shown opens it; the search is debounced, "Show more" appends a page, arrow keys move between
// the results. Choosing only tells the page (the address stays the source of truth). Each page
// brings its texts and its CSS block (`${block}__trigger`, `__search`, `__result`…).

export interface PickerUnit {
  id: string;
  /** The unit's title, under its property's title when the property has several. */
  name: string | null;
  propertyTitle: string | null;
  /** The property's IANA zone, for the unit's "today". */
  timeZone: string;
}

export function unitsOf(page: PropertyPickerPage): PickerUnit[] {
  return page.items.flatMap((property) =>
    property.units.map((unit) => ({
      id: unit.id,
      name: property.propertyType === 'multi' ? unit.title : (unit.title ?? property.title),
      propertyTitle: property.propertyType === 'multi' ? property.title : null,
      timeZone: property.timeZone,
    })),
  );
}

export const unitLabel = (unit: PickerUnit, untitled: string) => {
  const name = unit.name ?? untitled;
  return unit.propertyTitle ? `${unit.propertyTitle} · ${name}` : name;
};

/** Message ids of the page's scope. */
export interface UnitSearchTexts {
  title: string;
  search: string;
  results: string;
  loading: string;
  loadError: string;
  retry: string;
  noMatch: string;
  more: string;
  close: string;
  untitled: string;
  /** Shown when the host has no unit at all (not needed with an "all units" choice). */
  none?: string;
  /** The "all units" choice offered first (unit id null), when the page has one. */
  all?: string;
}

/**
 * A page's unit-search texts: the common keys under `prefix` (title, search, results, ...), plus the
 * page's own retry and untitled keys and, where the page has them, "none" and "all units".
 */
export function unitSearchTexts(prefix: string, own: Pick<UnitSearchTexts, 'retry' | 'untitled' | 'none' | 'all'>): UnitSearchTexts {
  const key = (name: string) => `${prefix}.${name}`;
  return {
    title: key('title'),
    search: key('search'),
    results: key('results'),
    loading: key('loading'),
    loadError: key('loadError'),
    noMatch: key('noMatch'),
    more: key('more'),
    close: key('close'),
    ...own,
  };
}

export interface UnitSearchDialogProps {
  block: string;
  dialogClassName: string;
  /** The id of the page's label for the button ("Unit"). */
  labelId: string;
  currentLabel: string;
  currentUnitId: string | null;
  /** The page's query key; the search is appended, so a new search starts again at page 1. */
  queryKey: readonly string[];
  texts: UnitSearchTexts;
  /** Whether a failed "Show more" is reported (and its button offers Retry). */
  reportMoreError?: boolean;
  onChoose: (unitId: string | null) => void;
}

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
function matchingUnits(units: PickerUnit[], search: string): PickerUnit[] {
  const needle = search.toLocaleLowerCase();
  if (!needle) return units;
  const has = (s: string | null) => (s ?? '').toLocaleLowerCase().includes(needle);
  return units.filter((u) => u.propertyTitle === null || has(u.propertyTitle) || has(u.name));
}

type ResultsProps = Pick<UnitSearchDialogProps, 'block' | 'currentUnitId' | 'queryKey' | 'texts' | 'reportMoreError' | 'onChoose'> & { search: string };

function UnitResults({ block, search, currentUnitId, queryKey, texts, reportMoreError = false, onChoose }: ResultsProps) {
  const intl = useIntl();
  const listRef = useRef<HTMLUListElement>(null);
  const query = useInfiniteQuery<PropertyPickerPage, ApiError>({
    queryKey: [...queryKey, search],
    queryFn: ({ pageParam, signal }) => fetchPropertyPicker({ search, page: pageParam as number, limit: UNIT_SELECTOR_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => last.pagination.next ?? undefined,
  });
  const untitled = intl.formatMessage({ id: texts.untitled });
  const units = useMemo(() => (query.data?.pages ?? []).flatMap((page) => matchingUnits(unitsOf(page), search)), [query.data, search]);
  // The "all units" choice's text, when the page offers it and the host is not searching.
  const allText = search ? undefined : texts.all;
  const moreFailed = reportMoreError && query.isFetchNextPageError;

  // Arrow keys move between the results (Tab does too, as they are buttons).
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const buttons = [...(listRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const next = buttons[buttons.indexOf(document.activeElement as HTMLButtonElement) + (event.key === 'ArrowDown' ? 1 : -1)];
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };

  if (query.isPending) {
    return (
      <p role="status" className={`${block}__status`}>
        <FormattedMessage id={texts.loading} />
      </p>
    );
  }
  if (query.isError && !query.data) {
    return (
      <div role="alert" className="notice notice--error">
        <p>
          <FormattedMessage id={texts.loadError} />
        </p>
        <p>{generalErrorTexts(intl, toApiError(query.error)).join(' ')}</p>
        <Button variant="secondary" onClick={() => void query.refetch()} busy={query.isFetching}>
          <FormattedMessage id={texts.retry} />
        </Button>
      </div>
    );
  }
  const result = (unitId: string | null, label: ReactNode) => (
    <button type="button" className={`${block}__result`} aria-current={unitId === currentUnitId ? 'true' : undefined} onClick={() => onChoose(unitId)}>
      {label}
    </button>
  );
  return (
    <>
      {units.length === 0 && !allText ? (
        <p role="status" className={`${block}__status`}>
          {!search && texts.none ? <FormattedMessage id={texts.none} /> : <FormattedMessage id={texts.noMatch} values={{ search }} />}
        </p>
      ) : (
        <ul ref={listRef} className={`${block}__results`} aria-label={intl.formatMessage({ id: texts.results })} onKeyDown={onKeyDown}>
          {allText && <li>{result(null, <FormattedMessage id={allText} />)}</li>}
          {units.map((unit) => (
            <li key={unit.id}>
              {result(
                unit.id,
                <>
                  {unit.propertyTitle && <span className={`${block}__property`}>{unit.propertyTitle} · </span>}
                  <span>{unit.name ?? untitled}</span>
                </>,
              )}
            </li>
          ))}
        </ul>
      )}
      {moreFailed && (
        <div role="alert" className="notice notice--error">
          <p>
            <FormattedMessage id={texts.loadError} />
          </p>
        </div>
      )}
      {query.hasNextPage && (
        <Button variant="secondary" className={`${block}__more`} onClick={() => void query.fetchNextPage()} busy={query.isFetchingNextPage}>
          <FormattedMessage id={moreFailed ? texts.retry : texts.more} />
        </Button>
      )}
    </>
  );
}

/** Inside the dialog, so that every opening starts with an empty search and page 1. */
function UnitSearch(props: Omit<ResultsProps, 'search'>) {
  const { block, texts } = props;
  const searchId = useId();
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed, UNIT_SEARCH_DEBOUNCE_MS);
  return (
    <>
      <label htmlFor={searchId} className={`${block}__search-label`}>
        <FormattedMessage id={texts.search} />
      </label>
      <input
        id={searchId}
        type="search"
        className={`${block}__search`}
        value={typed}
        autoComplete="off"
        data-autofocus=""
        onChange={(e) => setTyped(e.target.value)}
        onKeyDown={(e) => {
          // Down from the search goes to the first result.
          if (e.key !== 'ArrowDown') return;
          const first = e.currentTarget.parentElement?.querySelector<HTMLButtonElement>(`.${block}__result`);
          if (first) {
            e.preventDefault();
            first.focus();
          }
        }}
      />
      <div className={`${block}__body`}>
        <UnitResults {...props} search={search.trim()} />
      </div>
    </>
  );
}

export function UnitSearchDialog({ block, dialogClassName, labelId, currentLabel, onChoose, ...rest }: UnitSearchDialogProps) {
  const valueId = useId();
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button type="button" className={`${block}__trigger`} aria-labelledby={`${labelId} ${valueId}`}>
          <span id={valueId}>{currentLabel}</span>
          <span aria-hidden="true" className={`${block}__chevron`}>
            ▾
          </span>
        </button>
      }
      className={`properties-dialog ${dialogClassName}`}
      describedBy={null}
      onOpenAutoFocus={(event) => {
        // The search field, not the first button, takes focus on opening.
        event.preventDefault();
        (event.currentTarget as HTMLElement | null)?.querySelector<HTMLInputElement>('[data-autofocus]')?.focus();
      }}
      title={<FormattedMessage id={rest.texts.title} />}
    >
      <UnitSearch
        block={block}
        {...rest}
        onChoose={(id) => {
          setOpen(false);
          onChoose(id);
        }}
      />
      <div className="properties-dialog__actions">
        <DialogClose asChild>
          <Button variant="secondary">
            <FormattedMessage id={rest.texts.close} />
          </Button>
        </DialogClose>
      </div>
    </Dialog>
  );
}
