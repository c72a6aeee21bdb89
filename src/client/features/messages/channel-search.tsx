import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { useNavigate } from '../../router';
import { CHANNEL_SEARCH_MIN_LENGTH, conversationPath, type ChannelStatus } from '../../../shared/domain/messaging/inbox';
import type { ChannelSearchResult } from '../../../shared/schemas/messaging';
import { useChannelSearch } from './api';

// Search by guest name or booking code (AS §2.6: autocomplete, debounced 350 ms):
// a combobox whose suggestions open a conversation (arrows move, Enter opens, Escape closes), and
// whose text also filters the list beside it. Both wait for a pause in typing.

type Option = ChannelSearchResult['items'][number];

/** Where a suggestion opens: in the view the host is in when it belongs there, else under All. */
export function searchTarget(status: ChannelStatus, option: Pick<Option, 'id' | 'archived'>): string {
  const fits = status === 'all' || (status === 'archived') === option.archived;
  return conversationPath(fits ? status : 'all', option.id);
}

export function useDebounced(value: string, ms: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function ChannelSearch({ status, typed, onType, settled }: { status: ChannelStatus; typed: string; onType: (text: string) => void; settled: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const search = useChannelSearch(settled);
  const term = settled.trim();
  const options = term.length >= CHANNEL_SEARCH_MIN_LENGTH ? (search.data?.items ?? []) : [];
  const showList = open && term.length >= CHANNEL_SEARCH_MIN_LENGTH && typed.trim() === term && (search.isSuccess || search.isError);

  useEffect(() => setActive(-1), [term]);

  const choose = (option: Option) => {
    setOpen(false);
    navigate(searchTarget(status, option));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      // Opening starts at the first (down) or last (up) suggestion; an open list moves round.
      if (!showList) setActive(e.key === 'ArrowDown' ? 0 : options.length - 1);
      else setActive((now) => (now + (e.key === 'ArrowDown' ? 1 : -1) + options.length) % options.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      if (showList && active >= 0 && options[active]) choose(options[active]);
      else setOpen(false);
    } else if (e.key === 'Escape') {
      // First Escape closes the suggestions, a second one clears the text.
      e.preventDefault();
      if (showList) setOpen(false);
      else onType('');
    }
  };

  return (
    <div className="channel-search" role="search">
      <label htmlFor={id} className="channel-search__label">
        <FormattedMessage id="messages.search.label" />
      </label>
      <input
        id={id}
        type="text"
        role="combobox"
        className="channel-search__input"
        value={typed}
        placeholder={intl.formatMessage({ id: 'messages.search.placeholder' })}
        autoComplete="off"
        maxLength={80}
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        onChange={(e) => {
          onType(e.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul id={listId} role="listbox" className="channel-search__list" aria-label={intl.formatMessage({ id: 'messages.search.suggestions' })} hidden={!showList}>
        {showList && search.isError && (
          <li role="presentation" className="channel-search__note">
            <FormattedMessage id="messages.search.failed" />
          </li>
        )}
        {showList && search.isSuccess && options.length === 0 && (
          <li role="presentation" className="channel-search__note">
            <FormattedMessage id="messages.search.none" />
          </li>
        )}
        {showList &&
          options.map((option, i) => (
            <li
              key={option.id}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={`channel-search__option${i === active ? ' channel-search__option--active' : ''}`}
              // Before the input's blur closes the list.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(option)}
            >
              <span className="channel-search__guest">{option.guestName}</span>
              <span className="channel-search__meta">
                {option.bookingCode} · {option.unitTitle}
                {option.archived && (
                  <>
                    {' · '}
                    <FormattedMessage id="messages.list.archived" />
                  </>
                )}
              </span>
            </li>
          ))}
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {showList && search.isSuccess ? intl.formatMessage({ id: 'messages.search.count' }, { count: options.length }) : ''}
      </p>
    </div>
  );
}
