// The RFQ form's supplier picker for an invited request: suppliers found by name (store, company or
// account, GET /v1/rfq-suppliers) and, after them, suppliers selling a product the text names (the
// catalogue's search). What the list says when it is empty follows what happened: too short to search,
// searching, nothing found for the text, or a search that failed.
import { Select } from 'antd';
import { useRef, useState } from 'react';
import { fetchCatalogue } from '../catalogue/api';
import { INVITED_SUPPLIERS_MAX } from '../contract/rfq';
import { useTranslation } from '../i18n';
import { searchSuppliers } from './api';

type Option = { value: string; label: string };
type SearchState = { kind: 'short' } | { kind: 'searching' } | { kind: 'found'; q: string } | { kind: 'failed' };

/** Suppliers to invite, found by their name or by what they sell. */
export function SupplierSearch({ value, onChange, initial }: { value?: string[]; onChange?: (ids: string[]) => void; initial: Option[] }) {
  const { t } = useTranslation('rfq');
  const [options, setOptions] = useState(initial);
  const [state, setState] = useState<SearchState>({ kind: 'short' });
  const controller = useRef<AbortController | null>(null);
  const search = (typed: string) => {
    controller.current?.abort();
    const q = typed.trim();
    if (q.length < 2) {
      setState({ kind: 'short' });
      return;
    }
    const next = new AbortController();
    controller.current = next;
    setState({ kind: 'searching' });
    void Promise.all([searchSuppliers(q, next.signal), fetchCatalogue({ q, page: 1 }, next.signal)]).then(([byName, byProduct]) => {
      if (next.signal.aborted) return;
      if (!byName.success && !byProduct.success) {
        setState({ kind: 'failed' });
        return;
      }
      // The suppliers already chosen stay, so their names still show.
      const found = new Map(options.filter((o) => value?.includes(o.value)).map((o) => [o.value, o]));
      if (byName.success) for (const supplier of byName.data) found.set(supplier.id, { value: supplier.id, label: supplier.name });
      if (byProduct.success)
        for (const product of byProduct.data)
          if (!found.has(product.supplier.id)) found.set(product.supplier.id, { value: product.supplier.id, label: product.supplier.name });
      setOptions([...found.values()]);
      setState({ kind: 'found', q });
    });
  };
  const empty =
    state.kind === 'short'
      ? t('rfqForm.inviteNone')
      : state.kind === 'failed'
        ? t('rfqForm.inviteSearchFailed')
        : state.kind === 'found'
          ? t('rfqForm.inviteNoMatch', { q: state.q })
          : null;
  return (
    <Select
      mode="multiple"
      value={value}
      onChange={onChange}
      options={options}
      showSearch
      filterOption={false}
      onSearch={search}
      loading={state.kind === 'searching'}
      maxCount={INVITED_SUPPLIERS_MAX}
      placeholder={t('rfqForm.inviteSearch')}
      notFoundContent={empty}
    />
  );
}
