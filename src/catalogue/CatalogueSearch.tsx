import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { Icon } from '../components/Icon';
import { useSearchDraft } from '../components/useSearchDraft';

interface CatalogueSearchProps {
  /** The applied search (from the URL). */
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  label: string;
}

/** The catalogue's search box in plain markup (no antd on the public pages); applies like SearchInput. */
export function CatalogueSearch({ value, onChange, placeholder, label }: CatalogueSearchProps) {
  const search = useSearchDraft(value, onChange);
  return (
    <span className="plain-input is-large has-prefix catalogue-search">
      <Icon svg={SearchOutlined} aria-hidden className="plain-input-prefix" />
      <input
        type="search"
        maxLength={200}
        placeholder={placeholder}
        aria-label={label}
        value={search.draft}
        onChange={(event) => search.edit(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') search.submit();
        }}
      />
    </span>
  );
}
