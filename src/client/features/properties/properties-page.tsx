import { useContext, useEffect, useId, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { useSearchParams } from '../../router';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import type { MeasurementUnits } from '../../../shared/domain/area-units';
import type { ListingAction } from '../../../shared/domain/listing-status';
import type { PropertyListItem } from '../../../shared/schemas/property';
import { AppDataContext } from '../../app/app-data';
import { generalErrorTexts } from '../../api/error-text';
import { toApiError } from '../../api/http';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ButtonLink } from '../../ui/button-link';
import { PageHeading } from '../../ui/page-heading';
import { PropertyCard, unitTargetOf, type UnitTarget } from './property-card';
import { unitActions } from './listing-rules';
import { useDeleteProperty, usePropertyList, usePropertyUnits, useUnitAction } from './api';
import './properties-page.css';

// /properties (HC §2 "Management routes"): the host's properties with their units,
// searched and paged through GET /api/app/properties (HC §7), with publish, unpublish and delete one
// by one or in bulk (HC §3 bulk action types, selection modes single and multi).

/** HC §5: the generic search waits 350 ms after the last key. */
export const SEARCH_DEBOUNCE_MS = 350;
/** Where "create your first property" leads (HC §2 listing flow). */
export const FIRST_PROPERTY_PATH = '/listing/first-property';
/** "Add a property" enters the flow at its root, which asks whether the host may list first. */
export const ADD_PROPERTY_ENTRY = '/listing/check-eligibility';

type Confirm = { kind: 'units'; targets: UnitTarget[] } | { kind: 'property'; property: PropertyListItem; title: string };
interface Notice {
  tone: 'success' | 'error';
  lines: string[];
  undo?: UnitTarget[];
}

function pageParam(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

export default function PropertiesPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = pageParam(params.get('page'));
  const [typed, setTyped] = useState(search);
  const measurementUnits: MeasurementUnits = useContext(AppDataContext)?.appSettings.measurementUnits ?? 'metric';

  // The address bar holds search and page (back button, shared links); typing updates it after a
  // pause. A search that changes otherwise (back button) is copied into the box; one this page
  // wrote itself is not, or the key typed during the pause would be lost.
  const written = useRef(search);
  useEffect(() => {
    if (search !== written.current) {
      written.current = search;
      setTyped(search);
    }
  }, [search]);
  useEffect(() => {
    if (typed.trim() === search) return;
    const timer = setTimeout(() => {
      written.current = typed.trim();
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        if (typed.trim()) next.set('search', typed.trim());
        else next.delete('search');
        next.delete('page');
        return next;
      }, { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, search, setParams]);

  const goToPage = (n: number) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (n > 1) next.set('page', String(n));
      else next.delete('page');
      return next;
    });

  const list = usePropertyList(search, page);
  const properties = useMemo(() => list.data?.items ?? [], [list.data]);
  const unitQueries = usePropertyUnits(properties.map((p) => p.id));
  const unitAction = useUnitAction();
  const deleteProperty = useDeleteProperty();

  const [selected, setSelected] = useState<Map<string, UnitTarget>>(new Map());
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [running, setRunning] = useState(false);
  const headingRef = useRef<HTMLDivElement>(null);

  // Another search or page shows other units: a selection the host cannot see is not acted on.
  useEffect(() => setSelected(new Map()), [search, page]);

  // The last property of a later page deleted: step back rather than show an empty page.
  useEffect(() => {
    if (list.data && list.data.items.length === 0 && page > 1 && !list.isPlaceholderData) goToPage(Math.max(1, list.data.pagination.pages));
  });

  // Everything the page knows about each visible unit, for the bulk bar.
  const visible = properties.flatMap((p, i) => (unitQueries[i]?.data?.items ?? []).map((u) => ({ property: p, unit: u })));
  const selectedRows = visible.filter((r) => selected.has(r.unit.id));
  const eligible = (action: ListingAction) =>
    selectedRows.filter((r) => unitActions(r.unit, r.property.invalidFields).includes(action)).map((r) => selected.get(r.unit.id)!);
  const selectable = visible.filter((r) => unitActions(r.unit, r.property.invalidFields).length > 0);

  const toggle = (target: UnitTarget, on: boolean) =>
    setSelected((prev) => {
      const next = new Map(prev);
      if (on) next.set(target.unitId, target);
      else next.delete(target.unitId);
      return next;
    });

  // A refused publish names the missing fields (409 with invalidParams): say what to do about it
  // rather than the generic "changed in the meantime" of a conflict.
  const errorLines = (errors: unknown[], action?: ListingAction) => [
    ...new Set(
      errors.flatMap((e) => {
        const error = toApiError(e);
        if (action === 'publish' && error.status === 409 && Object.keys(error.fields).length > 0) return [intl.formatMessage({ id: 'properties.result.notPublishable' })];
        return generalErrorTexts(intl, error);
      }),
    ),
  ];

  /** One path for a single unit and for a selection (spec: selection modes single and multi). */
  const run = async (action: ListingAction, targets: UnitTarget[]) => {
    if (targets.length === 0) return;
    setRunning(true);
    setNotice(null);
    setBusy((prev) => new Set([...prev, ...targets.map((t) => t.unitId)]));
    const results = await Promise.allSettled(
      targets.map((t) =>
        action === 'delete' && t.single
          ? deleteProperty.mutateAsync({ propertyId: t.propertyId })
          : unitAction.mutateAsync({ propertyId: t.propertyId, unitId: t.unitId, action }),
      ),
    );
    setBusy((prev) => new Set([...prev].filter((id) => !targets.some((t) => t.unitId === id))));
    setRunning(false);
    const done = targets.filter((_, i) => results[i]!.status === 'fulfilled');
    const failed = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    setSelected((prev) => {
      const next = new Map(prev);
      for (const t of done) next.delete(t.unitId);
      return next;
    });
    const lines: string[] = [];
    if (done.length) lines.push(intl.formatMessage({ id: `properties.result.${action}` }, { count: done.length }));
    if (failed.length) lines.push(intl.formatMessage({ id: 'properties.result.failed' }, { count: failed.length }), ...errorLines(failed, action));
    setNotice({ tone: failed.length ? 'error' : 'success', lines, ...(action === 'unpublish' && done.length > 0 && { undo: done }) });
  };

  // The dialog has no Radix trigger, so focus is put back by hand: on the button that opened it,
  // or on the page heading when that button left with the deleted row.
  const opener = useRef<HTMLElement | null>(null);
  const openConfirm = (next: Confirm) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setConfirm(next);
  };
  const restoreFocus = () => {
    const el = opener.current;
    if (el && el.isConnected && !el.matches(':disabled')) el.focus();
    else headingRef.current?.focus();
  };

  const ask = (action: ListingAction, targets: UnitTarget[]) => {
    if (action === 'delete') openConfirm({ kind: 'units', targets });
    else void run(action, targets);
  };

  const confirmDelete = async () => {
    const current = confirm;
    setConfirm(null);
    if (!current) return;
    if (current.kind === 'units') {
      await run('delete', current.targets);
      restoreFocus();
      return;
    }
    setNotice(null);
    try {
      await deleteProperty.mutateAsync({ propertyId: current.property.id });
      setNotice({ tone: 'success', lines: [intl.formatMessage({ id: 'properties.result.propertyDeleted' }, { title: current.title })] });
    } catch (error) {
      setNotice({ tone: 'error', lines: errorLines([error]) });
    }
    restoreFocus();
  };

  const total = list.data?.pagination.total ?? 0;
  const searchId = useId();

  return (
    <section className="page properties-page">
      <div ref={headingRef} tabIndex={-1} className="properties-page__top">
        <PageHeading
          title={<FormattedMessage id="properties.title" />}
          description={<FormattedMessage id="properties.intro" />}
          actions={
            <ButtonLink to={ADD_PROPERTY_ENTRY} variant="primary">
              <FormattedMessage id="properties.add" />
            </ButtonLink>
          }
        />
      </div>

      <div className="properties-page__toolbar" role="search">
        <label htmlFor={searchId} className="properties-page__search-label">
          <FormattedMessage id="properties.search.label" />
        </label>
        <input
          id={searchId}
          type="search"
          className="properties-page__search"
          value={typed}
          placeholder={intl.formatMessage({ id: 'properties.search.placeholder' })}
          onChange={(e) => setTyped(e.target.value)}
          maxLength={100}
          autoComplete="off"
        />
        {list.isFetching && list.isPlaceholderData && <span className="spinner__circle spinner__circle--button" role="presentation" />}
      </div>

      <div className={`properties-page__notice${notice ? ` notice notice--${notice.tone === 'error' ? 'error' : 'success'}` : ''}`} role={notice?.tone === 'error' ? 'alert' : 'status'}>
        {notice && (
          <>
            {notice.lines.map((line) => (
              <p key={line}>{line}</p>
            ))}
            <div className="properties-page__notice-actions">
              {notice.undo && (
                <Button variant="secondary" onClick={() => void run('publish', notice.undo!)} disabled={running}>
                  <FormattedMessage id="properties.undo" />
                </Button>
              )}
              <Button variant="ghost" onClick={() => setNotice(null)}>
                <FormattedMessage id="properties.dismiss" />
              </Button>
            </div>
          </>
        )}
      </div>

      {list.isPending ? (
        <ListSkeleton />
      ) : list.isError && !list.data ? (
        <div role="alert" className="notice notice--error">
          <p>
            <FormattedMessage id="properties.loadError" />
          </p>
          <p>{generalErrorTexts(intl, toApiError(list.error)).join(' ')}</p>
          <Button variant="secondary" onClick={() => void list.refetch()} busy={list.isFetching}>
            <FormattedMessage id="properties.retry" />
          </Button>
        </div>
      ) : total === 0 && !search ? (
        <EmptyState
          picture="house"
          title={<FormattedMessage id="properties.empty.title" />}
          action={
            <ButtonLink to={FIRST_PROPERTY_PATH} variant="primary">
              <FormattedMessage id="properties.empty.create" />
            </ButtonLink>
          }
        >
          <FormattedMessage id="properties.empty.body" />
        </EmptyState>
      ) : total === 0 ? (
        <div className="properties-empty--search">
          <p>
            <FormattedMessage id="properties.noMatch" values={{ search }} />
          </p>
          <Button variant="secondary" onClick={() => setTyped('')}>
            <FormattedMessage id="properties.clearSearch" />
          </Button>
        </div>
      ) : (
        <>
          <div className="properties-page__list-head">
            <p className="properties-page__total">
              <FormattedMessage id="properties.total" values={{ count: total }} />
            </p>
            {selectable.length > 0 && (
              <label className="properties-page__select-all">
                <input
                  type="checkbox"
                  checked={selectable.every((r) => selected.has(r.unit.id))}
                  ref={(el) => {
                    if (el) el.indeterminate = selectedRows.length > 0 && !selectable.every((r) => selected.has(r.unit.id));
                  }}
                  onChange={(e) =>
                    setSelected(
                      e.target.checked
                        ? new Map(selectable.map((r) => [r.unit.id, unitTargetOf(r.property, r.unit, intl)]))
                        : new Map(),
                    )
                  }
                />
                <FormattedMessage id="properties.select.all" />
              </label>
            )}
          </div>

          <div className="properties-page__list" aria-busy={list.isFetching || undefined}>
            {properties.map((p, i) => (
              <PropertyCard
                key={p.id}
                property={p}
                eager={i === 0}
                units={unitQueries[i]!}
                measurementUnits={measurementUnits}
                selected={new Set(selected.keys())}
                busyUnits={busy}
                onSelect={toggle}
                onUnitAction={(action, target) => ask(action, [target])}
                onDeleteProperty={(property, title) => openConfirm({ kind: 'property', property, title })}
              />
            ))}
          </div>

          {list.data && list.data.pagination.pages > 1 && (
            <nav className="pagination" aria-label={intl.formatMessage({ id: 'properties.pagination.label' })}>
              <Button variant="secondary" disabled={page <= 1} onClick={() => goToPage(page - 1)}>
                <FormattedMessage id="properties.pagination.previous" />
              </Button>
              <span className="pagination__status" aria-current="page">
                <FormattedMessage id="properties.pagination.status" values={{ current: list.data.pagination.current, pages: list.data.pagination.pages }} />
              </span>
              <Button variant="secondary" disabled={list.data.pagination.next == null} onClick={() => goToPage(list.data.pagination.next ?? page)}>
                <FormattedMessage id="properties.pagination.next" />
              </Button>
            </nav>
          )}
        </>
      )}

      {selectedRows.length > 0 && (
        <div className="bulk-bar" role="region" aria-label={intl.formatMessage({ id: 'properties.bulk.label' })}>
          <p className="bulk-bar__count">
            <FormattedMessage id="properties.bulk.selected" values={{ count: selectedRows.length }} />
          </p>
          <div className="bulk-bar__actions">
            {(['publish', 'unpublish', 'delete'] as const).map((action) => {
              const targets = eligible(action);
              return (
                <Button key={action} variant={action === 'delete' ? 'danger' : 'secondary'} disabled={targets.length === 0 || running} onClick={() => ask(action, targets)}>
                  <FormattedMessage id={`properties.bulk.${action}`} values={{ count: targets.length }} />
                </Button>
              );
            })}
            <Button variant="ghost" onClick={() => setSelected(new Map())}>
              <FormattedMessage id="properties.bulk.clear" />
            </Button>
          </div>
        </div>
      )}

      <ConfirmDelete confirm={confirm} onCancel={() => setConfirm(null)} onConfirm={() => void confirmDelete()} onCloseAutoFocus={restoreFocus} />
    </section>
  );
}

function ListSkeleton() {
  return (
    <div className="properties-page__skeleton" role="status" aria-busy="true">
      <span className="visually-hidden">
        <FormattedMessage id="properties.loading" />
      </span>
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="skeleton skeleton--property" aria-hidden="true" />
      ))}
    </div>
  );
}

function ConfirmDelete({ confirm, onCancel, onConfirm, onCloseAutoFocus }: { confirm: Confirm | null; onCancel: () => void; onConfirm: () => void; onCloseAutoFocus: () => void }) {
  const intl = useIntl();
  const count = confirm?.kind === 'units' ? confirm.targets.length : 1;
  const name = confirm?.kind === 'property' ? confirm.title : confirm?.kind === 'units' && count === 1 ? confirm.targets[0]!.title : '';
  const title =
    confirm?.kind === 'property' || count === 1
      ? intl.formatMessage({ id: 'properties.confirmDelete.titleNamed' }, { title: name })
      : intl.formatMessage({ id: 'properties.confirmDelete.title' }, { count });
  // A single-unit property's unit goes with its property: say so.
  const kind = confirm?.kind === 'property' || confirm?.targets.some((t) => t.single) ? 'property' : 'units';
  return <ConfirmDeleteDialog open={confirm != null} title={title} kind={kind} onCancel={onCancel} onConfirm={onConfirm} onCloseAutoFocus={onCloseAutoFocus} />;
}
