/**
 * A console list's search: words sent when the form is (Search or Enter), with the list's other
 * filters (`children`, which apply at once) between the words and the button.
 */
import { useState, type ReactNode } from 'react';
import { FormField } from '@engage/ui/form-field';
import { t } from '../messages';

interface SearchFormProps {
  label: string;
  hint: string;
  q: string;
  onSearch: (q: string) => void;
  children?: ReactNode;
}

export function SearchForm({ label, hint, q, onSearch, children }: SearchFormProps) {
  const [text, setText] = useState(q);
  return (
    <form
      role="search"
      className="eg-op-form eg-op-form--row"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <FormField
        label={label}
        hint={hint}
        type="search"
        maxLength={200}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {children}
      <button type="submit" className="eg-button">
        {t('search')}
      </button>
    </form>
  );
}
