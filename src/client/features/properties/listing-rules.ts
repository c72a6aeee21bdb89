import { applyListingAction, availableActions, listingBadge, type ListingAction, type ListingBadge, type ListingStatus } from '../../../shared/domain/listing-status';
import type { PropertyListItem } from '../../../shared/schemas/property';
import { guestLinksOf } from '../../../shared/schemas/public-unit';

// What the /properties page offers for a unit and a property, from the shared listing rules
// (shared/domain/listing-status.ts), so the buttons match what the server will accept.

export type InvalidField = PropertyListItem['invalidFields'][number];
export interface UnitView {
  id: string;
  title: string | null;
  state: ListingStatus;
}

/** HC §3: only a registration-number problem keeps a unit from going live. */
export const blocksPublishing = (fields: readonly InvalidField[], unitId: string) =>
  fields.some((f) => f.propertyUnitId === unitId && f.field === 'registrationNumber');

/**
 * Publish, unpublish, delete as the shared rule allows them. A unit still in the wizard is
 * finished there ("continue listing"), not published from the list: its missing fields are not
 * in the list's answer, so the button would mostly fail.
 */
export function unitActions(unit: UnitView, fields: readonly InvalidField[]): ListingAction[] {
  return availableActions(unit.state, !blocksPublishing(fields, unit.id)).filter((a) => !(a === 'publish' && unit.state === 'IN_PROGRESS'));
}

/** The state shown at once while a publish or unpublish is on its way (the answer corrects it). */
export function optimisticState(state: ListingStatus, action: 'publish' | 'unpublish'): ListingStatus {
  const result = applyListingAction(state, action, true);
  return result.ok ? result.status : state;
}

/** A property can go only when none of its units is live (the server refuses it otherwise). */
export const canDeleteProperty = (units: readonly UnitView[]) => units.every((u) => applyListingAction(u.state, 'delete', true).ok);

/**
 * A published unit without a live guest link shows as "publishing" (HC §4). Every published unit has
 * its guest page (/stay/{id}, Unit.links), so lists that do not carry links count that one.
 */
export function unitBadge(unit: UnitView, fields: readonly InvalidField[], links: readonly string[] = guestLinksOf(unit)): ListingBadge {
  return listingBadge(unit.state, links, fields.some((f) => f.propertyUnitId === unit.id));
}

/** The list does not carry its units' links: a published property has a published unit, so a live guest page. */
export function propertyBadge(property: Pick<PropertyListItem, 'state' | 'invalidFields'>, links?: readonly string[]): ListingBadge {
  const live = links ?? (property.state === 'PUBLISHED' ? ['guest page of a published unit'] : []);
  return listingBadge(property.state, live, property.invalidFields.length > 0);
}

export interface FixTarget {
  unitId: string;
  title: string | null;
  to: string;
}

/**
 * Where "fix it" leads (HC §4): each unit with an invalid field to its regional-requirements
 * step; each unit rejected by staff to its management page. One target is a plain link, several
 * open a unit selection.
 */
export function fixTargets(property: Pick<PropertyListItem, 'id' | 'propertyType' | 'invalidFields'>, units: readonly UnitView[]): FixTarget[] {
  const wizard = property.propertyType === 'single' ? 'single-unit' : 'multi-unit';
  const targets = new Map<string, FixTarget>();
  const titleOf = (id: string) => units.find((u) => u.id === id)?.title ?? null;
  for (const f of property.invalidFields) {
    if (targets.has(f.propertyUnitId)) continue;
    targets.set(f.propertyUnitId, { unitId: f.propertyUnitId, title: titleOf(f.propertyUnitId), to: `/listing/${wizard}/${property.id}/${f.propertyUnitId}/regional-requirements` });
  }
  for (const u of units) {
    if (u.state !== 'REJECTED_BY_STAFF' || targets.has(u.id)) continue;
    targets.set(u.id, { unitId: u.id, title: u.title, to: `/properties/${property.id}/units/${u.id}` });
  }
  return [...targets.values()];
}

/** Where an unfinished unit is continued: the listing flow picks the wizard by property type. */
export const continueListingPath = (propertyId: string, unitId: string) => `/listing/property/${propertyId}/unit/${unitId}`;
