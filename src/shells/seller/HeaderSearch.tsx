import { CloseOutlined, SearchOutlined } from '@ant-design/icons';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n';
import { useNavigate } from 'react-router';
import { NAV_PAGES, type SectionKey } from './navigation';
import { toggleCommandPalette } from './palette-toggle';
import { useRecordSearch, type Result } from './record-search';

const MAX_PAGES = 6;

interface SearchOptionProps {
  id: string;
  result: Result;
  active: boolean;
  onHover: () => void;
  onChoose: () => void;
}

function SearchOption({ id, result, active, onHover, onChoose }: SearchOptionProps) {
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      className={active ? 'header-search-option is-active' : 'header-search-option'}
      // Keeps focus in the box, so the list is not closed by the blur before the click lands.
      onMouseDown={(event) => event.preventDefault()}
      onMouseEnter={onHover}
      onClick={onChoose}
    >
      <span className="header-search-option-icon">{result.icon}</span>
      <span className="header-search-option-text">
        <span className="header-search-option-label">{result.label}</span>
        {result.detail && <span className="header-search-option-detail">{result.detail}</span>}
      </span>
    </li>
  );
}

export interface HeaderSearchProps {
  linkTo: (path: string, section?: SectionKey) => string;
  onNavigate?: () => void;
}

/**
 * The header's search box (placeholder 'Search...'): the seller's pages by name at once and, from two
 * characters, their products and orders. A combobox: arrows move through the results, Enter opens one,
 * Escape closes the list. On phones it folds into an icon button.
 */
export function HeaderSearch({ linkTo, onNavigate }: HeaderSearchProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [unfolded, setUnfolded] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;

  const trimmed = query.trim();

  const needle = trimmed.toLocaleLowerCase();
  const pages: Result[] = needle
    ? NAV_PAGES.filter((page) => t(page.labelKey).toLocaleLowerCase().includes(needle))
        .slice(0, MAX_PAGES)
        .map((page) => {
          const Icon = page.icon;
          return { id: `page-${page.key}`, group: 'pages', label: t(page.labelKey), icon: <Icon aria-hidden />, path: page.path, section: page.section };
        })
    : [];
  const { current, searching } = useRecordSearch(query);
  const results = [...pages, ...(current?.products ?? []), ...(current?.orders ?? [])];
  const showList = listOpen && trimmed.length > 0;
  const activeIndex = active < results.length ? active : -1;

  const close = () => {
    setListOpen(false);
    setActive(-1);
  };

  const go = (result: Result) => {
    navigate(linkTo(result.path, result.section));
    setQuery('');
    close();
    setUnfolded(false);
    // Off the box, so a phone's keyboard goes away once the page opens.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    onNavigate?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setListOpen(true);
        if (results.length) setActive((activeIndex + 1) % results.length);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setListOpen(true);
        if (results.length) setActive(activeIndex <= 0 ? results.length - 1 : activeIndex - 1);
        break;
      case 'Enter': {
        const chosen = results[activeIndex] ?? results[0];
        if (showList && chosen) {
          event.preventDefault();
          go(chosen);
        }
        break;
      }
      case 'Escape':
        if (showList) {
          event.preventDefault();
          close();
        } else if (query) {
          event.preventDefault();
          setQuery('');
        } else if (unfolded) {
          setUnfolded(false);
        }
        break;
      default:
    }
  };

  const indexed = results.map((result, index) => ({ result, index }));
  const groups: Array<[Result['group'], string]> = [
    ['pages', t('sellerSearch.pages')],
    ['products', t('sellerSearch.products')],
    ['orders', t('sellerSearch.orders')],
  ];
  const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
  const shortcut = isMac ? '⌘K' : 'Ctrl K';

  return (
    <div className={unfolded ? 'header-search is-unfolded' : 'header-search'} role="search">
      <button
        type="button"
        className="header-icon-button header-search-open"
        aria-label={t('sellerSearch.open')}
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
          className="header-search-input"
          placeholder={t('sellerSearch.placeholder')}
          aria-label={t('sellerSearch.label')}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setListOpen(true);
            setActive(-1);
          }}
          onFocus={() => setListOpen(true)}
          onBlur={close}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="header-search-kbd" onClick={toggleCommandPalette} aria-label={t('commandPalette.open', { shortcut })}>
          <kbd>{shortcut}</kbd>
        </button>
        <button
          type="button"
          className="header-icon-button header-search-close"
          aria-label={t('sellerSearch.close')}
          onClick={() => {
            setQuery('');
            close();
            setUnfolded(false);
          }}
        >
          <CloseOutlined aria-hidden />
        </button>
        <ul id={listId} role="listbox" aria-label={t('sellerSearch.results')} className="header-search-list" hidden={!showList}>
          {groups.map(([group, heading]) => {
            const inGroup = indexed.filter(({ result }) => result.group === group);
            if (!inGroup.length) return null;
            return [
              <li key={`${group}-heading`} role="presentation" className="header-search-group">
                {heading}
              </li>,
              ...inGroup.map(({ result, index }) => (
                <SearchOption
                  key={result.id}
                  id={optionId(index)}
                  result={result}
                  active={index === activeIndex}
                  onHover={() => setActive(index)}
                  onChoose={() => go(result)}
                />
              )),
            ];
          })}
          {searching && (
            <li role="presentation" className="header-search-note">
              {t('sellerSearch.searching')}
            </li>
          )}
          {!searching && results.length === 0 && (
            <li role="presentation" className="header-search-note">
              {t('sellerSearch.empty', { query: trimmed })}
            </li>
          )}
        </ul>
        <span className="visually-hidden" role="status">
          {showList && !searching ? t('sellerSearch.count', { count: results.length }) : ''}
        </span>
      </div>
    </div>
  );
}
