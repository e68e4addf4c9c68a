// The RFQ form's supplier picker for an invited request: suppliers found through the catalogue.
import { Select } from 'antd';
import { useRef, useState } from 'react';
import { fetchCatalogue } from '../catalogue/api';
import { INVITED_SUPPLIERS_MAX } from '../contract/rfq';
import { useTranslation } from '../i18n';

/** Suppliers to invite, found through the catalogue: those selling what the search names. */
export function SupplierSearch({
  value,
  onChange,
  initial,
}: {
  value?: string[];
  onChange?: (ids: string[]) => void;
  initial: Array<{ value: string; label: string }>;
}) {
  const { t } = useTranslation('rfq');
  const [options, setOptions] = useState(initial);
  const [searching, setSearching] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const search = (q: string) => {
    controller.current?.abort();
    if (q.trim().length < 2) return;
    const next = new AbortController();
    controller.current = next;
    setSearching(true);
    void fetchCatalogue({ q, page: 1 }, next.signal).then((result) => {
      if (next.signal.aborted) return;
      setSearching(false);
      if (!result.success) return;
      const found = new Map(options.filter((o) => value?.includes(o.value)).map((o) => [o.value, o]));
      for (const product of result.data) found.set(product.supplier.id, { value: product.supplier.id, label: product.supplier.name });
      setOptions([...found.values()]);
    });
  };
  return (
    <Select
      mode="multiple"
      value={value}
      onChange={onChange}
      options={options}
      showSearch
      filterOption={false}
      onSearch={search}
      loading={searching}
      maxCount={INVITED_SUPPLIERS_MAX}
      placeholder={t('rfqForm.inviteSearch')}
      notFoundContent={t('rfqForm.inviteNone')}
    />
  );
}
