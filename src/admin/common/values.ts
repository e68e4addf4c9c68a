// The closed value sets of the back office, with their labels and tag colours.
import {
  ACCOUNT_STATUSES,
  AUDIT_ACTIONS,
  AUDIT_SUBJECT_TYPES,
  CATEGORY_STATUSES,
  MODERATION_STATUSES,
  STAFF_ROLES,
  USER_LIST_ROLES,
  VERIFICATION_STATUSES,
} from '../../contract/admin';
import { CATEGORY_REQUEST_STATUSES, PAYMENT_STATUSES } from '../../contract/operations';
import { DOCUMENT_STATUSES } from '../../contract/documents';
import { HELP_LANGUAGES, HELP_TOPICS } from '../../contract/help';
import type { ValueSet } from '../../engine/types';

export const VERIFICATION: ValueSet = {
  values: VERIFICATION_STATUSES,
  labelPrefix: 'adminVerification',
  tones: { unverified: 'default', pending: 'gold', verified: 'success', rejected: 'error' },
};
export const ACCOUNT_STATUS: ValueSet = { values: ACCOUNT_STATUSES, labelPrefix: 'adminAccountStatus', tones: { active: 'green', suspended: 'red' } };
export const MODERATION: ValueSet = {
  values: MODERATION_STATUSES,
  labelPrefix: 'adminModeration',
  tones: { pending: 'gold', approved: 'success', unpublished: 'error', resubmitted: 'processing' },
};
/** The queue filters add 'all' to a status set (the server's default is 'pending'). */
export const withAll = (set: ValueSet): ValueSet => ({ ...set, values: [...set.values, 'all'] });
export const DOCUMENT_QUEUE_STATUS: ValueSet = {
  values: [...DOCUMENT_STATUSES, 'all'],
  labelPrefix: 'adminQueueStatus',
  tones: { pending: 'gold', verified: 'success', rejected: 'error' },
};
export const REQUEST_QUEUE_STATUS: ValueSet = {
  values: [...CATEGORY_REQUEST_STATUSES, 'all'],
  labelPrefix: 'adminQueueStatus',
  tones: { pending: 'gold', approved: 'success', rejected: 'error' },
};
export const MODERATION_QUEUE: ValueSet = withAll(MODERATION);
export const CATEGORY_STATUS: ValueSet = { values: CATEGORY_STATUSES, labelPrefix: 'adminCategoryStatus', tones: { active: 'green', retired: 'default' } };
export const STAFF_ROLE: ValueSet = { values: STAFF_ROLES, labelPrefix: 'adminStaffRole', tones: { administrator: 'purple', reviewer: 'blue' } };
export const USER_ROLE: ValueSet = { values: USER_LIST_ROLES, labelPrefix: 'adminUserRole', tones: { seller: 'cyan', buyer: 'blue' } };
export const PAYMENT_STATUS: ValueSet = { values: PAYMENT_STATUSES, labelPrefix: 'adminPaymentStatus', tones: { unpaid: 'gold', paid: 'success' } };
export const HELP_LANGUAGE: ValueSet = { values: HELP_LANGUAGES, labelPrefix: 'languages' };
export const HELP_TOPIC: ValueSet = { values: HELP_TOPICS, labelPrefix: 'helpTopics' };
export const PUBLISHED: ValueSet = { values: ['true', 'false'], labelPrefix: 'adminPublished', tones: { true: 'success', false: 'default' } };
export const AUDIT_ACTION: ValueSet = {
  values: AUDIT_ACTIONS,
  labelPrefix: 'adminAuditAction',
  tones: {
    'seller.suspended': 'red',
    'document.rejected': 'volcano',
    'category_request.rejected': 'volcano',
    'product.unpublished': 'volcano',
    'product.review_requested': 'processing',
    'staff.deactivated': 'red',
    'category.retired': 'default',
    'bank_details.changed': 'magenta',
    'password.changed': 'magenta',
  },
};
export const AUDIT_SUBJECT: ValueSet = { values: AUDIT_SUBJECT_TYPES, labelPrefix: 'adminAuditSubject' };
