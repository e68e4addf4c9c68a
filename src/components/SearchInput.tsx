import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { useRef } from 'react';
import { useTranslation } from '../i18n';
import { Icon } from './Icon';
import { useSearchDraft } from './useSearchDraft';
import './plain-controls.css';

interface SearchInputProps {
  /** The applied search (from the URL). */
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  label: string;
  className?: string;
  size?: 'middle' | 'large';
}

/**
 * The search box of the lists and the public catalogue, in plain markup with icons drawn from their SVG
 * definitions (no antd, so public pages can use it): it applies as the user pauses, on Enter or when
 * cleared (useSearchDraft).
 */
export function SearchInput({ value, onChange, placeholder, label, className, size = 'middle' }: SearchInputProps) {
  const { t } = useTranslation();
  const search = useSearchDraft(value, onChange);
  const input = useRef<HTMLInputElement>(null);
  const classes = ['plain-input', 'has-prefix', 'search-input', size === 'large' ? 'is-large' : 'is-compact', className].filter(Boolean).join(' ');
  return (
    <span className={classes}>
      <Icon svg={SearchOutlined} aria-hidden className="plain-input-prefix" />
      <input
        ref={input}
        type="search"
        maxLength={200}
        placeholder={placeholder}
        aria-label={label}
        value={search.draft}
        onChange={(event) => search.edit(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') search.submit();
          // The browser's own Escape-to-clear would bypass the draft; clear through it instead.
          if (event.key === 'Escape' && search.draft) {
            event.preventDefault();
            search.edit('');
          }
        }}
      />
      {search.draft && (
        <button
          type="button"
          className="search-input-clear"
          aria-label={t('common.clearSearch')}
          onClick={() => {
            search.edit('');
            input.current?.focus();
          }}
        >
          <Icon svg={CloseCircleFilled} aria-hidden />
        </button>
      )}
    </span>
  );
}
