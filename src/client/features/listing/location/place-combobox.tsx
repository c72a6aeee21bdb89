import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import { DEFAULT_LOCALE, toLocale } from '../../../../shared/i18n/locales';
import { PLACE_QUERY_MAX, PLACE_QUERY_MIN, PLACES_MAX_LIMIT, type Place } from '../../../../shared/schemas/places';
import { placesKeys, searchPlaces } from '../api';

// A place search in the ARIA combobox pattern (editable combobox with list autocomplete): the
// input keeps focus, Up/Down move the active option (aria-activedescendant), Enter picks it,
// Escape closes the list (a second Escape clears the text). The server is asked once typing
// pauses for DEBOUNCE_MS, so a fast typist sends one request, not one per letter.

export const DEBOUNCE_MS = 350;
/** Options shown at most; the server is asked for more so places outside `countries` can be dropped. */
const SHOWN = 8;

export interface PlaceComboboxProps {
  id: string;
  /** Only places of this country (ISO code), or any of `countries` when empty. */
  country: string;
  /** The countries a property may be in: places elsewhere cannot be saved, so they are not offered. */
  countries: ReadonlySet<string>;
  countryName: (code: string) => string;
  onChoose: (place: Place) => void;
  describedBy?: string;
  invalid?: boolean;
}

export function PlaceCombobox({ id, country, countries, countryName, onChoose, describedBy, invalid }: PlaceComboboxProps) {
  const intl = useIntl();
  const locale = toLocale(intl.locale) ?? DEFAULT_LOCALE;
  const listId = useId();
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);

  // The search term follows the text once typing pauses.
  useEffect(() => {
    const next = text.trim();
    if (next === term) return;
    const timer = setTimeout(() => setTerm(next), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, term]);

  const searchable = term.length >= PLACE_QUERY_MIN;
  const search = useQuery({
    queryKey: placesKeys.search(term, country, locale),
    queryFn: ({ signal }) => searchPlaces(term, { country: country || undefined, limit: PLACES_MAX_LIMIT, locale }, signal),
    enabled: searchable,
    // Places do not change; an empty answer may (the gazetteer fills up after a first start).
    staleTime: (query) => (query.state.data?.length ? 10 * 60_000 : 0),
  });
  const options = (search.data ?? []).filter((p) => countries.has(p.countryCode)).slice(0, SHOWN);
  const waiting = text.trim() !== term || search.isFetching;
  const expanded = open && searchable && options.length > 0;

  // A new list starts without an active option.
  useEffect(() => setActive(-1), [search.data, country]);

  const choose = (place: Place) => {
    setText(place.name);
    setTerm(place.name.trim());
    setOpen(false);
    setActive(-1);
    onChoose(place);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) {
        setOpen(true);
        if (options.length) setActive(e.key === 'ArrowDown' ? 0 : options.length - 1);
        return;
      }
      if (!options.length) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((old) => (old === -1 ? (step === 1 ? 0 : options.length - 1) : (old + step + options.length) % options.length));
    } else if (e.key === 'Enter') {
      // Enter picks the active option; it must not submit the step's form meanwhile.
      if (expanded && active >= 0) {
        e.preventDefault();
        choose(options[active]);
      }
    } else if (e.key === 'Escape') {
      if (open && expanded) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (text) {
        e.preventDefault();
        setText('');
      }
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <div className="place-combobox">
      <input
        ref={inputRef}
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        maxLength={PLACE_QUERY_MAX}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        value={text}
        placeholder={intl.formatMessage({ id: 'listing.location.search.placeholder' })}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul id={listId} role="listbox" aria-label={intl.formatMessage({ id: 'listing.location.search.results' })} className="place-combobox__list" hidden={!expanded}>
        {expanded &&
          options.map((place, index) => (
            <li
              key={place.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={`place-combobox__option${index === active ? ' place-combobox__option--active' : ''}`}
              // mousedown, not click: the input's blur would close the list before a click lands.
              onMouseDown={(e) => {
                e.preventDefault();
                choose(place);
              }}
              onMouseMove={() => setActive(index)}
            >
              <span className="place-combobox__name">{place.name}</span>
              <span className="place-combobox__where">{[place.region, countryName(place.countryCode)].filter(Boolean).join(', ')}</span>
            </li>
          ))}
      </ul>
      <div role="status" aria-live="polite" className="place-combobox__status">
        {open && text.trim().length > 0 && text.trim().length < PLACE_QUERY_MIN && <FormattedMessage id="listing.location.search.tooShort" values={{ min: PLACE_QUERY_MIN }} />}
        {open && searchable && waiting && (
          <>
            <span className="spinner spinner--small spinner--inline" aria-hidden="true">
              <span className="spinner__circle" />
            </span>{' '}
            <FormattedMessage id="listing.location.search.searching" />
          </>
        )}
        {open && searchable && !waiting && search.isError && <FormattedMessage id="listing.location.search.failed" />}
        {open && searchable && !waiting && search.isSuccess && options.length === 0 && <FormattedMessage id="listing.location.search.none" values={{ query: term }} />}
        {expanded && !waiting && <FormattedMessage id="listing.location.search.count" values={{ count: options.length }} />}
      </div>
    </div>
  );
}
