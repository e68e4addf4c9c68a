// A required select in a form: aria-required on the combobox a screen reader announces, never on antd's
// wrapper div, where ARIA does not allow it (axe aria-allowed-attr, critical).
import { render, screen } from '@testing-library/react';
import { Form } from 'antd';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CountryPicker } from '../../../src/components/CountryPicker';
import { FormSelect } from '../../../src/components/FormSelect';
import { initI18n, loadEnglish } from '../../../src/i18n';
import { RfqDeliveryFields } from '../../../src/rfq/RfqDeliveryFields';

vi.setConfig({ testTimeout: 30_000 });
beforeAll(async () => {
  await initI18n();
  await loadEnglish('rfq');
});

function expectRequiredOnComboboxOnly(container: HTMLElement) {
  expect(container.querySelectorAll('.ant-select[aria-required]')).toHaveLength(0);
  const comboboxes = screen.getAllByRole('combobox');
  expect(comboboxes.length).toBeGreaterThan(0);
  for (const combobox of comboboxes) expect(combobox).toHaveAttribute('aria-required', 'true');
}

describe('FormSelect', () => {
  it('puts a required item’s aria-required on the combobox, not on the wrapper', () => {
    const { container } = render(
      <Form>
        <Form.Item name="unit" label="Unit" required>
          <FormSelect options={[{ value: 'pieces', label: 'pieces' }]} />
        </Form.Item>
        <Form.Item name="country" label="Country" required>
          <CountryPicker />
        </Form.Item>
      </Form>,
    );
    expectRequiredOnComboboxOnly(container);
  });

  it('leaves an optional select unmarked', () => {
    const { container } = render(
      <Form>
        <Form.Item name="unit" label="Unit">
          <FormSelect options={[{ value: 'pieces', label: 'pieces' }]} />
        </Form.Item>
      </Form>,
    );
    expect(container.querySelectorAll('[aria-required]')).toHaveLength(0);
  });

  it('serves the RFQ form’s delivery fields', () => {
    const { container } = render(
      <Form>
        <RfqDeliveryFields />
      </Form>,
    );
    expect(container.querySelectorAll('.ant-select[aria-required]')).toHaveLength(0);
    expect(screen.getByRole('combobox', { name: /Incoterm/ })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('combobox', { name: /Delivery country/ })).toHaveAttribute('aria-required', 'true');
  });
});
