// The seller sees what staff decided on a product, and what it may do next: a product staff unpublished
// is sent for review rather than published, and a request waiting for staff can be withdrawn. Staff can
// decide on a resubmitted product (a draft) as on a published one.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MODERATION_STATUSES, type Product } from '../../../src/contract/catalog';
import { MODERATION } from '../../../src/admin/common/values';
import { adminProducts } from '../../../src/admin/resources/products';
import { ModerationCell, MODERATION_TONES, StatusWithModerationCell } from '../../../src/resources/products/cells';
import { productForm } from '../../../src/resources/products/form';
import type { BaseRecord } from '@refinedev/core';

const product = (overrides: Partial<Product>): Product =>
  ({ id: 'p1', name: 'Enamel mug', status: 'draft', moderation_status: 'pending', moderation_note: null, ...overrides }) as Product;

describe('moderation cells', () => {
  it('has a colour and an admin colour for every review state', () => {
    for (const status of MODERATION_STATUSES) {
      expect(MODERATION_TONES[status]).toBeTruthy();
      expect(MODERATION.tones?.[status]).toBeTruthy();
    }
  });

  it('shows a resubmitted product as waiting for staff approval, with the reason staff gave', () => {
    render(<ModerationCell record={product({ moderation_status: 'resubmitted', moderation_note: 'Photos show another brand' })} />);
    expect(screen.getByText('Waiting for staff approval')).toHaveClass('app-tag-processing');
    expect(screen.getByText('Reason: Photos show another brand')).toBeInTheDocument();
  });

  it('marks the listing status of an unpublished and of a resubmitted product', () => {
    const { rerender } = render(<StatusWithModerationCell record={product({ moderation_status: 'unpublished', moderation_note: 'Wrong category' })} />);
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(screen.getByText('Unpublished by staff')).toHaveClass('app-tag-error');
    rerender(<StatusWithModerationCell record={product({ moderation_status: 'resubmitted', moderation_note: 'Wrong category' })} />);
    expect(screen.getByText('Waiting for staff approval')).toHaveClass('app-tag-processing');
    expect(screen.queryByText('Unpublished by staff')).toBeNull();
    rerender(<StatusWithModerationCell record={product({ status: 'published', moderation_status: 'pending' })} />);
    expect(screen.queryByText('Waiting for staff approval')).toBeNull();
  });
});

describe("the product form's buttons", () => {
  const buttons = (record?: Product) =>
    (productForm.submits ?? []).filter((submit) => submit.visible?.({ mode: record ? 'edit' : 'create', record }) ?? true).map((submit) => submit.key);

  it('publish a new or draft product, and ask staff to publish again one they unpublished', () => {
    expect(buttons()).toEqual(['draft', 'publish']);
    expect(buttons(product({ status: 'draft', moderation_status: 'pending' }))).toEqual(['draft', 'publish']);
    expect(buttons(product({ status: 'published', moderation_status: 'approved' }))).toEqual(['save']);
    expect(buttons(product({ moderation_status: 'unpublished' }))).toEqual(['draft', 'requestReview']);
    // Saving as a draft would withdraw the request, so it is said so.
    expect(buttons(product({ moderation_status: 'resubmitted' }))).toEqual(['withdraw', 'requestReview']);
  });
});

describe("staff's product actions", () => {
  const visible = (record: Product) =>
    (adminProducts.list.rowActions ?? []).filter((action) => action.visible?.(record as unknown as BaseRecord) ?? true).map((action) => action.key);

  it('approve or unpublish a resubmitted product, though it is a draft', () => {
    expect(visible(product({ status: 'draft', moderation_status: 'resubmitted' }))).toEqual(['show', 'approve', 'unpublish']);
    expect(visible(product({ status: 'draft', moderation_status: 'unpublished' }))).toEqual(['show']);
    expect(visible(product({ status: 'published', moderation_status: 'pending' }))).toEqual(['show', 'approve', 'unpublish']);
  });
});
