import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useEffect, useRef, useState } from 'react';

const SEARCH_DEBOUNCE_MS = 400;

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
 * A search box that applies 400 ms after typing stops, or at once on Enter or when cleared. It follows
 * `value` when that changes from outside (Back, "Clear filters").
 */
export function SearchInput({ value, onChange, placeholder, label, className, size }: SearchInputProps) {
  const [draft, setDraft] = useState(value);
  const [applied, setApplied] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  if (value !== applied) {
    // The URL moved on its own: show what it says now.
    setApplied(value);
    setDraft(value);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = (next: string) => {
    clearTimeout(timer.current);
    if (next.trim() !== value) onChange(next.trim());
  };

  return (
    <Input
      className={className}
      type="search"
      size={size}
      allowClear
      maxLength={200}
      prefix={<SearchOutlined aria-hidden />}
      placeholder={placeholder}
      aria-label={label}
      value={draft}
      onChange={(event) => {
        const next = event.target.value;
        setDraft(next);
        clearTimeout(timer.current);
        if (next === '') apply('');
        else timer.current = setTimeout(() => apply(next), SEARCH_DEBOUNCE_MS);
      }}
      onPressEnter={() => apply(draft)}
    />
  );
}
