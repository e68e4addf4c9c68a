import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useSearchDraft } from './useSearchDraft';

interface SearchInputProps {
  /** The applied search (from the URL). */
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  label: string;
  className?: string;
  size?: 'middle' | 'large';
}

/** An antd search box that applies as the user pauses, on Enter or when cleared (useSearchDraft). */
export function SearchInput({ value, onChange, placeholder, label, className, size }: SearchInputProps) {
  const search = useSearchDraft(value, onChange);
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
      value={search.draft}
      onChange={(event) => search.edit(event.target.value)}
      onPressEnter={search.submit}
    />
  );
}
