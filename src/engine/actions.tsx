import { DeleteOutlined, EditOutlined, EllipsisOutlined, EyeOutlined } from '@ant-design/icons';
import { useDelete, useInvalidate, type BaseRecord, type HttpError } from '@refinedev/core';
import { Button } from '../components/Button';
import { Dropdown, type DropdownItem } from '../components/Dropdown';
import { useCallback, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { translateMessage, useTranslation } from '../i18n';
import { toast } from '../providers/toast';
import { recordId, recordTitle, routeWithId, type ActionContext, type ConfirmDeclaration, type IconComponent, type RecordAction, type Resource } from './types';

const DEFAULT_ICONS: Record<string, IconComponent> = { edit: EditOutlined, show: EyeOutlined, delete: DeleteOutlined };

export function iconOf(action: RecordAction<BaseRecord>): ReactNode {
  const Icon = action.icon ?? DEFAULT_ICONS[action.kind];
  return Icon ? <Icon className="action-icon" aria-hidden /> : null;
}

/** An error from a call, as a toast in the user's language. */
export function toastError(error: unknown): void {
  const message = (error as HttpError | undefined)?.message;
  if (message) toast.error(translateMessage(message));
}

/** Refetches everything Refine holds for the resource: lists, the record, and the ledger or history under it. */
export function useRefresh(resourceName: string): () => Promise<void> {
  const invalidate = useInvalidate();
  return useCallback(() => invalidate({ resource: resourceName, invalidates: ['list', 'many', 'detail'] }), [invalidate, resourceName]);
}

interface Pending {
  confirm: ConfirmDeclaration;
  name: string;
  run: () => Promise<void>;
}

/**
 * Runs record actions: navigation for edit and show, delete and custom actions behind a confirmation
 * when they declare one. `onEdit` replaces the edit route (a drawer form); `refresh` what an action's
 * context refetches. Render `dialog` once.
 */
export function useRecordActions(
  resource: Resource,
  options: { onEdit?: (record: BaseRecord) => void; afterDelete?: () => void; refresh?: () => Promise<void> } = {},
) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const invalidate = useRefresh(resource.name);
  // A record page passes its own: invalidating the resource alone does not refetch one record by its id.
  const refresh = options.refresh ?? invalidate;
  const { mutateAsync: deleteRecord } = useDelete();
  const [pending, setPending] = useState<Pending | null>(null);
  const context: ActionContext = { refresh, navigate: (path) => navigate(path) };

  const perform = async (action: RecordAction<BaseRecord>, record: BaseRecord) => {
    const id = recordId(resource, record);
    switch (action.kind) {
      case 'edit':
        if (options.onEdit) options.onEdit(record);
        else if (resource.routes.edit) navigate(routeWithId(resource.routes.edit, id));
        return;
      case 'show':
        if (resource.routes.show) navigate(routeWithId(resource.routes.show, id));
        return;
      case 'delete':
        try {
          await deleteRecord({ resource: resource.name, id, successNotification: false, errorNotification: false });
          toast.success(t('resources.deleted', { name: recordTitle(resource, record) }));
          options.afterDelete?.();
        } catch (error) {
          toastError(error);
        }
        return;
      case 'run':
        try {
          await action.run(record, context);
        } catch (error) {
          toastError(error);
        }
    }
  };

  const trigger = (action: RecordAction<BaseRecord>, record: BaseRecord) => {
    const confirm = action.kind === 'delete' || action.kind === 'run' ? action.confirm : undefined;
    if (confirm) setPending({ confirm, name: recordTitle(resource, record), run: () => perform(action, record) });
    else void perform(action, record);
  };

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={pending ? t(pending.confirm.titleKey) : ''}
      description={pending ? t(pending.confirm.textKey, { name: pending.name }) : ''}
      confirmLabel={pending ? t(pending.confirm.confirmKey) : undefined}
      cancelLabel={t('resources.cancel')}
      onConfirm={() => pending?.run()}
      onClose={() => setPending(null)}
    />
  );

  return { trigger, dialog };
}

/** The first action as a button, the others in a "More" menu; only the actions visible for this record. */
export function RecordActionButtons({
  actions,
  record,
  name,
  onAction,
  inline = 1,
}: {
  actions: RecordAction<BaseRecord>[];
  record: BaseRecord;
  name: string;
  onAction: (action: RecordAction<BaseRecord>, record: BaseRecord) => void;
  inline?: number;
}) {
  const { t } = useTranslation();
  const visible = actions.filter((action) => !action.visible || action.visible(record));
  if (visible.length === 0) return null;
  // A menu holding a single entry would only add a click.
  const inlineCount = visible.length === 1 ? 1 : inline;
  const shown = visible.slice(0, inlineCount);
  const rest = visible.slice(inlineCount);
  const items: DropdownItem[] = rest.map((action) => ({
    key: action.key,
    label: t(action.labelKey),
    icon: iconOf(action),
    danger: action.danger,
    onSelect: () => onAction(action, record),
  }));
  return (
    <div className="row-actions">
      {shown.map((action) => (
        <Button
          key={action.key}
          size="small"
          type="text"
          danger={action.danger}
          icon={iconOf(action)}
          aria-label={`${t(action.labelKey)}: ${name}`}
          onClick={() => onAction(action, record)}
        >
          {t(action.labelKey)}
        </Button>
      ))}
      {rest.length > 0 && (
        <Dropdown items={items} triggerLabel={t('resources.moreActions', { name })} triggerClassName="row-actions-more">
          <EllipsisOutlined aria-hidden />
        </Dropdown>
      )}
    </div>
  );
}
