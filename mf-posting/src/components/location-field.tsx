/**
 * The target location with autocomplete (spec 001 §2 "location", §5 "Location suggestions
 * begin at 2 typed characters and show at most 8 matches"): 'Anywhere' plus the counties. An
 * ARIA combobox: arrows move through the suggestions, Enter picks, Escape closes.
 */
import { useId, useState } from 'react';
import { TARGET_ANYWHERE } from '@engage/shared/contract/constants';
import { useLocations } from '@engage/shared/api/locations-queries';
import { placeName, placeValue } from '@engage/shared/ui/place-name';
import { locationSuggestions, TARGET_LOCATIONS } from '../api/post-form';
import { t } from '../messages';

interface LocationFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

export function LocationField({ value, onChange, onBlur }: LocationFieldProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The server's county list when it has answered (spec 001 §7 "get-locations/"), ours until then.
  const locations = useLocations();
  const choices = locations.data ? [TARGET_ANYWHERE, ...locations.data.map((entry) => entry.county)] : TARGET_LOCATIONS;
  // The field shows and matches 'Anywhere' in the reader's language; the form keeps the API's value.
  const shown = placeName(value);
  const suggestions = open ? locationSuggestions(shown, choices.map(placeName)) : [];
  const listId = `${id}-list`;

  function pick(choice: string) {
    onChange(placeValue(choice));
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && suggestions.length > 0) {
      event.preventDefault();
      setActive((active + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && suggestions.length > 0) {
      event.preventDefault();
      setActive((active - 1 + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && active >= 0 && suggestions[active]) {
      event.preventDefault();
      pick(suggestions[active]);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  }

  return (
    <div className="eg-field eg-posting__location">
      <label htmlFor={id}>{t('location')}</label>
      <input
        id={id}
        role="combobox"
        aria-expanded={suggestions.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? `${id}-option-${active}` : undefined}
        aria-describedby={`${id}-hint`}
        autoComplete="off"
        value={shown}
        onChange={(event) => {
          onChange(placeValue(event.target.value));
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          onBlur();
        }}
      />
      <small id={`${id}-hint`} className="eg-field__hint">
        {t('locationHint')}
      </small>
      <ul
        id={listId}
        role="listbox"
        aria-label={t('location')}
        className="eg-posting__suggestions"
        hidden={!suggestions.length}
      >
        {suggestions.map((choice, index) => (
          <li
            key={choice}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            // mousedown, not click: it runs before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(choice);
            }}
          >
            {choice}
          </li>
        ))}
      </ul>
    </div>
  );
}
