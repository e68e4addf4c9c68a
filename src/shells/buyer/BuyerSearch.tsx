import { CloseOutlined, SearchOutlined } from '@ant-design/icons';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n';

export interface BuyerSearchProps {
  /** Opens the catalogue with the query (inside the shell). */
  onSearch: (query: string) => void;
}

/**
 * The top bar's search box: a product search that opens the catalogue (/Product?q=…). On phones it
 * folds into an icon button, like the seller portal's.
 */
export function BuyerSearch({ onSearch }: BuyerSearchProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [unfolded, setUnfolded] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = query.trim();
    onSearch(trimmed);
    setUnfolded(false);
    inputRef.current?.blur();
  };

  return (
    <form className={unfolded ? 'header-search buyer-search is-unfolded' : 'header-search buyer-search'} role="search" onSubmit={submit}>
      <button
        type="button"
        className="header-icon-button header-search-open"
        aria-label={t('buyerShell.openSearch')}
        aria-expanded={unfolded}
        onClick={() => {
          setUnfolded(true);
          // The field only becomes visible with this render; focus it right after.
          requestAnimationFrame(() => inputRef.current?.focus());
        }}
      >
        <SearchOutlined aria-hidden />
      </button>
      <div className="header-search-field">
        <SearchOutlined aria-hidden className="header-search-icon" />
        <input
          ref={inputRef}
          type="search"
          name="q"
          className="header-search-input"
          placeholder={t('buyerShell.searchPlaceholder')}
          aria-label={t('buyerShell.searchLabel')}
          autoComplete="off"
          enterKeyHint="search"
          value={query}
          maxLength={200}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && unfolded && !query) setUnfolded(false);
          }}
        />
        <button
          type="button"
          className="header-icon-button header-search-close"
          aria-label={t('buyerShell.closeSearch')}
          onClick={() => {
            setQuery('');
            setUnfolded(false);
          }}
        >
          <CloseOutlined aria-hidden />
        </button>
      </div>
    </form>
  );
}
