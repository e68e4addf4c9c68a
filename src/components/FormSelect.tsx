import { Select, type SelectProps } from 'antd';
import type { BaseSelectRef } from 'rc-select';
import { useCallback, type Ref } from 'react';

type FormSelectProps<V> = SelectProps<V> & { ref?: Ref<BaseSelectRef> };

/**
 * antd's Select inside a Form.Item. The item marks its control `aria-required`, and antd's Select puts
 * every prop it does not know on its wrapper div, where ARIA does not allow that attribute (axe:
 * aria-allowed-attr, critical): here it goes on the combobox itself, which a screen reader announces.
 */
export function FormSelect<V = unknown>({ 'aria-required': required, ref: itemRef, ...props }: FormSelectProps<V>) {
  const ref = useCallback(
    (select: BaseSelectRef | null) => {
      const combobox = select?.nativeElement?.querySelector('[role="combobox"]');
      if (required === true || required === 'true') combobox?.setAttribute('aria-required', 'true');
      else combobox?.removeAttribute('aria-required');
      if (typeof itemRef === 'function') itemRef(select);
      else if (itemRef) itemRef.current = select;
    },
    [required, itemRef],
  );
  return <Select<V> {...props} ref={ref} />;
}
